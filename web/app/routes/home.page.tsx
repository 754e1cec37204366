import { ActionButton } from "../components/ActionButton/ActionButton";
import { Icon } from "../components/Icon/Icon";
import { CardGrid, CheckList, CtaBand, PageHero, Section } from "../components/sections";
import { Badge, Group, Paper, Stack, Text, Title } from "../components/ui";
import { paths } from "../config/paths";
import { audiences, certificationPoints, competitionFormats, eventFrameworks, softwareProducts } from "../content/home";
import classes from "./home.module.css";
import { contactAbout } from "../content/links";

export default function HomePage() {
  return (
    <>
      <PageHero
        eyebrow="Idaho's AI education partner"
        title="Local AI Coaches who help every community put AI to work"
        lead="We certify AI Coaches from your own towns, then bring hands-on AI training, student competitions, statewide events and the software to run them to schools, chambers, businesses and state agencies."
        actions={[
          { label: "Become an AI Coach", to: paths.becomeAiCoach, variant: "white" },
          { label: "Explore Training", to: paths.training, variant: "outline" },
        ]}
      >
        <Group gap="xs" role="group" aria-label="Who we serve" className={classes.audiences}>
          {audiences.map((audience) => (
            <Badge key={audience} className={classes.audience}>
              {audience}
            </Badge>
          ))}
        </Group>
      </PageHero>

      <Section
        id="certification"
        eyebrow="AI Coach Certification"
        title="Get certified to lead AI learning in your community"
        lead="AI Coaches are educators, trainers and professionals who help their neighbors, students and local employers use AI with confidence. We train you, place you with partner organizations and support you as your practice grows."
      >
        <div className={classes.certification}>
          <div>
            <CheckList items={certificationPoints} columns={1} />
            <Group gap="sm" className={classes.actions}>
              <ActionButton to={paths.becomeAiCoach} size="md">
                Learn About Certification
              </ActionButton>
              <ActionButton to={paths.coachRegistration} size="md" variant="outline">
                Apply Now
              </ActionButton>
            </Group>
          </div>
          <Paper padding="xl" tone="tint">
            <Stack gap="md">
              <Title order={3} size="h4" className={classes.earnTitle}>
                What coaches earn
              </Title>
              <Stack gap="sm">
                <Text>
                  <strong>Part-time:</strong> 10-20 hours per week, $2,000-$4,000 per month
                </Text>
                <Text>
                  <strong>Full-time:</strong> 40 hours per week, $50,000-$75,000 with benefits
                </Text>
                <Text>
                  <strong>Contract:</strong> $100-$150 per hour
                </Text>
              </Stack>
              <Text size="sm" tone="body">
                Experienced coaches can earn $100,000 or more.
              </Text>
            </Stack>
          </Paper>
        </div>
      </Section>

      <Section
        id="technology"
        tone="muted"
        eyebrow="Software suite"
        title="Software that runs AI programs at statewide scale"
        lead="Our platforms replace spreadsheets and sign-in sheets with live dashboards, cutting the staff time spent running programs by 80%."
      >
        <CardGrid items={softwareProducts} columns={3} />
        <Group className={classes.actions}>
          <ActionButton to={paths.technology} variant="outline">
            See the Technology Platform
          </ActionButton>
        </Group>
      </Section>

      <Section
        eyebrow="Competition formats"
        title="License competitions that get students and workers building with AI"
        lead="Each format comes with rules, judging rubrics, timelines and the contest platform, so your team can launch in weeks instead of months."
      >
        <CardGrid items={competitionFormats} columns={4} />
        <Group className={classes.actions}>
          <ActionButton to={paths.competitions} rightSection={<Icon name="arrowRight" size={18} />}>
            View Competition Formats
          </ActionButton>
        </Group>
      </Section>

      <Section
        tone="muted"
        eyebrow="Statewide events"
        title="Bring your state together around AI"
        lead="Proven event frameworks for AI weeks, expos and education weeks, from a single library workshop to thousands of participants."
      >
        <CardGrid items={eventFrameworks} columns={3} />
        <Group className={classes.actions}>
          <ActionButton to={paths.events} rightSection={<Icon name="arrowRight" size={18} />}>
            Explore Statewide Events
          </ActionButton>
        </Group>
      </Section>

      <CtaBand
        title="Ready to bring AI education to your community?"
        text="Become a certified AI Coach, book a demo of our programs and software, or partner with us to launch AI learning across your region."
        actions={[
          { label: "Become an AI Coach", to: paths.becomeAiCoach, variant: "white" },
          { label: "Book a Demo", to: contactAbout("Book a Demo"), variant: "outline" },
          { label: "Partner With Us", to: paths.partnerWithUs, variant: "outline" },
        ]}
      />
    </>
  );
}
