import { Text } from "@mantine/core";
import { TextLink } from "../components/ActionButton/ActionButton";
import { LegalDocument, PageHero } from "../components/sections";
import { paths } from "../config/paths";
import { site } from "../config/site";
import { termsOfUseSections, termsOfUseUpdated } from "../content/terms-of-use";

export default function TermsOfUsePage() {
  return (
    <>
      <PageHero
        eyebrow="Legal"
        title="Terms of Use"
        lead={`The rules for using the ${site.name} website and for registering for our programs, including payments, cancellations and refunds.`}
      >
        <Text mt="lg" c="#e3ecfb">
          Last updated {termsOfUseUpdated} ·{" "}
          <TextLink to={paths.privacyPolicy} c="white" td="underline">
            Privacy Policy
          </TextLink>
        </Text>
      </PageHero>
      <LegalDocument sections={termsOfUseSections} />
    </>
  );
}
