import { Text } from "@mantine/core";
import { TextLink } from "../components/ActionButton/ActionButton";
import { LegalDocument, PageHero } from "../components/sections";
import { paths } from "../config/paths";
import { site } from "../config/site";
import { privacyPolicySections, privacyPolicyUpdated } from "../content/privacy-policy";

export default function PrivacyPolicyPage() {
  return (
    <>
      <PageHero
        eyebrow="Legal"
        title="Privacy Policy"
        lead={`What ${site.name} collects through this website, why, who we share it with and how to have it corrected or deleted, in plain English.`}
      >
        <Text mt="lg" c="#e3ecfb">
          Last updated {privacyPolicyUpdated} ·{" "}
          <TextLink to={paths.termsOfUse} c="white" td="underline">
            Terms of Use
          </TextLink>
        </Text>
      </PageHero>
      <LegalDocument sections={privacyPolicySections} />
    </>
  );
}
