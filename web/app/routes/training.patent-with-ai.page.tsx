import { CARD_FEE, PATENT_PROGRAM, withCardFeeCents } from "@domain/catalog";
import { formatUsd } from "@domain/format";
import { ActionButton } from "../components/ActionButton/ActionButton";
import {
  ActionGroup,
  CheckList,
  CtaBand,
  DaySchedule,
  HeroFacts,
  PageHero,
  Section,
  type Action,
} from "../components/sections";
import { Paper, SimpleGrid, Stack, Text, Title } from "../components/ui";
import { paths } from "../config/paths";
import {
  launchWithAi,
  patentTools,
  patentTotalInvestment,
  patentWithAi,
  programFacts,
  programLevelLabel,
} from "@domain/pages/data/training";
import { courseJsonLd, withStructuredData } from "../lib/seo";
import type { Route } from "./+types/training.patent-with-ai.page";
import classes from "./programPages.module.css";

const program = patentWithAi;
const { full, installment } = PATENT_PROGRAM.options;

const enroll: Action = {
  label: "Enroll Now",
  to: paths.checkoutPatent,
  ariaLabel: `Enroll Now in ${program.title}`,
};
const contactUs: Action = { label: "Contact Us", to: paths.contact, variant: "outline" };

export const meta: Route.MetaFunction = ({ matches }) => withStructuredData(matches, courseJsonLd(patentWithAi));

export default function PatentWithAiPage() {
  return (
    <>
      <PageHero
        eyebrow={programLevelLabel(program)}
        title={program.title}
        lead={program.description}
        actions={[{ ...enroll, variant: "white" }, contactUs]}
      >
        <HeroFacts facts={programFacts(program)} />
      </PageHero>

      <Section
        title="Protect your invention in three days"
        lead={
          <>
            Patent work is usually slow and expensive before you even know whether your idea is protectable. In this
            bootcamp, AI tools do the heavy lifting on search and drafting while mentors keep you focused on what
            matters, so you leave with a provisional application draft to review with your patent attorney or agent and
            a plan for what comes next.
          </>
        }
      >
        <CheckList items={program.audience} columns={2} />
      </Section>

      <Section
        tone="muted"
        eyebrow="Daily schedule"
        title="Three days, step by step"
        lead="Every day has clear objectives, hands-on activities and deliverables you keep."
      >
        <DaySchedule days={program.days} />
      </Section>

      <Section title="Tools and features included">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <Stack gap="md">
            <Title order={3} size="h4" className={classes.heading}>
              Included tools
            </Title>
            <CheckList items={patentTools} columns={1} />
          </Stack>
          <Stack gap="md">
            <Title order={3} size="h4" className={classes.heading}>
              Program features
            </Title>
            <CheckList items={program.benefits} columns={1} />
          </Stack>
        </SimpleGrid>
      </Section>

      <Section tone="muted" id="investment" title="Your investment">
        <Paper padding="lg" className={classes.investment}>
          <Stack gap="md">
            <p className={classes.investmentTotal}>{patentTotalInvestment}</p>
            <Text tone="body">
              Pay {formatUsd(full.amountCents)} in full, or split it into two payments of{" "}
              {formatUsd(installment.amountCents)}, with the second charged at the end of the 3-day bootcamp.
            </Text>
            {CARD_FEE.enabled ? (
              <Text size="sm" tone="body">
                A {CARD_FEE.label} is added at checkout: {formatUsd(withCardFeeCents(full.amountCents))} in full, or{" "}
                {formatUsd(withCardFeeCents(installment.amountCents))} per payment.
              </Text>
            ) : null}
            <ActionGroup actions={[enroll, contactUs]} />
          </Stack>
        </Paper>
      </Section>

      <Section
        title="Ready to bring your invention to market?"
        lead={
          <>
            Pair your patent work with {launchWithAi.title}, our hands-on intensive that gets your brand, website and
            marketing live in three days.
          </>
        }
      >
        <ActionButton to={launchWithAi.path} variant="outline" size="md">
          Explore {launchWithAi.title}
        </ActionButton>
      </Section>

      <CtaBand
        title="Secure your spot in the next bootcamp"
        text="Enroll now to reserve your place, or contact us with any questions about your invention or the program."
        actions={[{ ...enroll, variant: "white" }, contactUs]}
      />
    </>
  );
}
