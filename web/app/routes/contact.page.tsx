import { Anchor, Grid, Group, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { TextLink } from "../components/ActionButton/ActionButton";
import { Icon, type IconName } from "../components/Icon/Icon";
import { PageHero, Section } from "../components/sections";
import { paths } from "../config/paths";
import { mailto, site } from "../config/site";
import { ContactForm } from "../features/lead-capture/ContactForm";

function ContactLine({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    <Group gap="md" wrap="nowrap" align="flex-start">
      <ThemeIcon size={40} radius="md" variant="light" color="sky" aria-hidden="true">
        <Icon name={icon} size={22} />
      </ThemeIcon>
      <Stack gap={2}>
        <Text size="sm" fw={700} c="#33415c">
          {label}
        </Text>
        <Text fw={600} style={{ overflowWrap: "anywhere" }}>
          {children}
        </Text>
      </Stack>
    </Group>
  );
}

export default function ContactPage() {
  return (
    <>
      <PageHero
        eyebrow="Get in touch"
        title="Contact Us"
        lead="Questions about training, AI Coach certification, competitions, statewide events or our software? Send us a message and we'll get back to you as soon as possible."
      />

      <Section
        title="Send us a message"
        lead="Tell us about your school, organization or community and what you'd like to accomplish with AI. Booking a demo or a partnership call starts here too."
      >
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Paper withBorder radius="lg" p={{ base: "md", sm: "xl" }}>
              <ContactForm />
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="lg">
              <Paper withBorder radius="lg" p={{ base: "lg", sm: "xl" }} bg="sky.0">
                <Stack gap="lg">
                  <Title order={3} size="h4" c="#0b1d3a">
                    Reach us directly
                  </Title>
                  <ContactLine icon="mail" label="Email">
                    <Anchor href={mailto}>{site.email}</Anchor>
                  </ContactLine>
                  <ContactLine icon="phone" label="Phone">
                    <Anchor href={site.phoneHref}>{site.phone}</Anchor>
                  </ContactLine>
                  <ContactLine icon="pin" label="Location">
                    {site.city}
                  </ContactLine>
                </Stack>
              </Paper>
              <Paper withBorder radius="lg" p={{ base: "lg", sm: "xl" }}>
                <Stack gap="sm">
                  <Title order={3} size="h4" c="#0b1d3a">
                    Looking for something specific?
                  </Title>
                  <Text size="sm" c="#33415c">
                    Ready to teach AI in your community?{" "}
                    <TextLink to={paths.coachRegistration} underline="always">
                      Apply for AI Coach Certification
                    </TextLink>
                    .
                  </Text>
                  <Text size="sm" c="#33415c">
                    Bringing AI education to your state, district or chamber?{" "}
                    <TextLink to={paths.partnerWithUs} underline="always">
                      See how we partner
                    </TextLink>
                    .
                  </Text>
                  <Text size="sm" c="#33415c">
                    Comparing programs?{" "}
                    <TextLink to={paths.training} underline="always">
                      Explore our training pathways
                    </TextLink>
                    .
                  </Text>
                </Stack>
              </Paper>
            </Stack>
          </Grid.Col>
        </Grid>
      </Section>
    </>
  );
}
