import { TextLink } from "../components/ActionButton/ActionButton";
import { PageHero } from "../components/sections";
import { LegalDocument } from "../components/sections/LegalDocument/LegalDocument";
import { Text } from "../components/ui";
import { paths } from "../config/paths";
import { site } from "../config/site";
import { termsOfUseSections, termsOfUseUpdated } from "../content/terms-of-use";
import classes from "./legal.module.css";

export default function TermsOfUsePage() {
  return (
    <>
      <PageHero
        eyebrow="Legal"
        title="Terms of Use"
        lead={`The rules for using the ${site.name} website and for registering for our programs, including payments, cancellations and refunds.`}
      >
        <Text tone="onDark" className={classes.updated}>
          Last updated {termsOfUseUpdated} ·{" "}
          <TextLink to={paths.privacyPolicy} underline="always" className={classes.link}>
            Privacy Policy
          </TextLink>
        </Text>
      </PageHero>
      <LegalDocument sections={termsOfUseSections} />
    </>
  );
}
