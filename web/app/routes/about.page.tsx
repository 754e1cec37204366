import { ActionButton } from "../components/ActionButton/ActionButton";
import { Icon } from "../components/Icon/Icon";
import { CardGrid, CheckList, CtaBand, PageHero, Section } from "../components/sections";
import { Paper, Split, Stack, Text, Title } from "../components/ui";
import { paths } from "../config/paths";
import { site } from "../config/site";
import { audiences, coachCertificationPoints, principles, softwareSuite, whatWeDo } from "../content/about";
import classes from "./programPages.module.css";

export default function AboutPage() {
  return (
    <>
      <PageHero
        eyebrow={`About ${site.name}`}
        title="We train the trainers of the AI economy"
        lead={`${site.name} is a ${site.city} company that certifies local AI Coaches and equips them with training, competitions, events and software, so every school, business and community in the state can put AI to work.`}
      />

      <Section
        id="mission"
        eyebrow="Our mission"
        title="Make AI skills local, practical and open to everyone"
        lead="AI is changing how Idahoans learn, work and start businesses. Too often the training happens somewhere else, for someone else. Our mission is to put a certified AI Coach in every community, so students, teachers, employees and business owners can learn AI from a neighbor who understands their schools, their industries and their goals."
      >
        <CardGrid items={principles} columns={3} />
      </Section>

      <Section
        id="what-we-do"
        tone="muted"
        eyebrow="What we do"
        title="One partner for training, competitions, events and software"
        lead="We design the programs, certify the coaches who deliver them and provide the software that measures the results. Partners can start with a single workshop or launch a statewide initiative."
      >
        <CardGrid items={whatWeDo} columns={2} />
      </Section>

      <Section
        id="who-we-serve"
        eyebrow="Who we serve"
        title="Built for the organizations that shape Idaho's workforce"
        lead="Every program is adapted to the people in the room, whether that is a fifth-grade classroom, a chamber breakfast or a state agency planning session."
      >
        <CardGrid items={audiences} columns={3} />
      </Section>

      <Section id="become-a-coach" tone="muted" eyebrow="Careers" title="Become a certified AI Coach">
        <Split align="center">
          <Stack gap="lg">
            <Text size="lg" tone="body">
              Our coaches are teachers, trainers, consultants and career changers who want to help their communities use
              AI well. The AI Coaching Certification gives you the skills, the curriculum and the partner organizations
              to make it your profession.
            </Text>
            <CheckList items={coachCertificationPoints} columns={1} />
          </Stack>
          <Paper padding="xl">
            <Stack gap="md">
              <Icon name="certificate" size={40} color="var(--mantine-color-sky-8)" />
              <Title order={3} size="h4" className={classes.heading}>
                AI Coaching Certification
              </Title>
              <Text size="sm" tone="body">
                See the modules, prerequisites and practicum, and find out who the program is designed for.
              </Text>
              <ActionButton to={paths.coachingCertification} rightSection={<Icon name="arrowRight" size={18} />}>
                Explore the Certification
              </ActionButton>
            </Stack>
          </Paper>
        </Split>
      </Section>

      <Section
        id="software"
        eyebrow="Software suite"
        title="Software that shows what your program achieved"
        lead="Our platforms replace spreadsheets and sign-in sheets with live dashboards, cutting the staff time spent running programs by 80%."
      >
        <CardGrid items={softwareSuite} columns={3} />
        <div className={classes.followUp}>
          <ActionButton to={paths.technology} variant="outline">
            See the Technology Platform
          </ActionButton>
        </div>
      </Section>

      <CtaBand
        title="Let's bring AI education to your community"
        text="Explore how our solutions fit together, tell us about your goals, or start a partnership that reaches every corner of your region."
        actions={[
          { label: "View Our Solutions", to: paths.solutions, variant: "white" },
          { label: "Contact Us", to: paths.contact, variant: "outline" },
          { label: "Partner With Us", to: paths.partnerWithUs, variant: "outline" },
        ]}
      />
    </>
  );
}
