import type { ReactNode } from "react";
import { TextLink } from "../components/ActionButton/ActionButton";
import { Icon, type IconName } from "../components/Icon/Icon";
import { PageHero, Section } from "../components/sections";
import { Group, IconTile, Paper, Split, Stack, Text, Title } from "../components/ui";
import { paths } from "../config/paths";
import { mailto, site } from "../config/site";
import { ContactForm } from "../features/lead-capture/ContactForm";
import classes from "./leadPages.module.css";

function ContactLine({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    <Group gap="md" align="flex-start" wrap={false}>
      <IconTile>
        <Icon name={icon} size={22} />
      </IconTile>
      <Stack gap={2}>
        <Text size="sm" weight={700} tone="body">
          {label}
        </Text>
        <Text weight={600} className={classes.contactValue}>
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
        <Split>
          <Paper padding="md">
            <ContactForm />
          </Paper>
          <Stack gap="lg">
            <Paper tone="tint">
              <Stack gap="lg">
                <Title order={3} size="h4" className={classes.heading}>
                  Reach us directly
                </Title>
                <ContactLine icon="mail" label="Email">
                  <TextLink to={mailto} className={classes.contactLink}>
                    {site.email}
                  </TextLink>
                </ContactLine>
                <ContactLine icon="phone" label="Phone">
                  <TextLink to={site.phoneHref} className={classes.contactLink}>
                    {site.phone}
                  </TextLink>
                </ContactLine>
                <ContactLine icon="pin" label="Location">
                  {site.city}
                </ContactLine>
              </Stack>
            </Paper>
            <Paper>
              <Stack gap="sm">
                <Title order={3} size="h4" className={classes.heading}>
                  Looking for something specific?
                </Title>
                <Text size="sm" tone="body">
                  Ready to teach AI in your community?{" "}
                  <TextLink to={paths.coachRegistration} underline="always">
                    Apply for AI Coach Certification
                  </TextLink>
                  .
                </Text>
                <Text size="sm" tone="body">
                  Bringing AI education to your state, district or chamber?{" "}
                  <TextLink to={paths.partnerWithUs} underline="always">
                    See how we partner
                  </TextLink>
                  .
                </Text>
                <Text size="sm" tone="body">
                  Comparing programs?{" "}
                  <TextLink to={paths.training} underline="always">
                    Explore our training pathways
                  </TextLink>
                  .
                </Text>
              </Stack>
            </Paper>
          </Stack>
        </Split>
      </Section>
    </>
  );
}
