import { TextLink } from "../components/ActionButton/ActionButton";
import { LegalDocument, PageHero } from "../components/sections";
import { Text } from "../components/ui";
import { paths } from "../config/paths";
import { site } from "../config/site";
import { privacyPolicySections, privacyPolicyUpdated } from "../content/privacy-policy";
import classes from "./legal.module.css";

export default function PrivacyPolicyPage() {
  return (
    <>
      <PageHero
        eyebrow="Legal"
        title="Privacy Policy"
        lead={`What ${site.name} collects through this website, why, who we share it with and how to have it corrected or deleted, in plain English.`}
      >
        <Text tone="onDark" className={classes.updated}>
          Last updated {privacyPolicyUpdated} ·{" "}
          <TextLink to={paths.termsOfUse} underline="always" className={classes.link}>
            Terms of Use
          </TextLink>
        </Text>
      </PageHero>
      <LegalDocument sections={privacyPolicySections} />
    </>
  );
}
