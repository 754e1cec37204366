import { MEETING_TYPES, meetingTypeOfSubject, type MeetingTypeId } from "@domain/meetingTypes";
import { type ReactNode, Suspense, lazy, useState } from "react";
import { useSearchParams } from "react-router";
import { Button, TextLink } from "../components/ActionButton/ActionButton";
import { Icon, type IconName } from "../components/Icon/Icon";
import { PageHero, Section } from "../components/sections";
import { Group, IconTile, Paper, Split, Stack, Text, Title } from "../components/ui";
import { paths } from "../config/paths";
import { mailto, site } from "../config/site";
import { ContactForm } from "../features/leads/ContactForm";
import { useHydrated } from "../lib/useHydrated";
import classes from "./leadPages.module.css";

/**
 * The scheduler's chunk (the month grid, the details form, the booking callables): fetched only when the scheduler
 * opens (or a pointer or focus nears its button), and shown once Intl has warmed up step by step (warmIntl.ts, itself
 * imported then: the contact page's first load is a marketing page's, within its budget).
 */
const loadScheduler = () => import("../features/bookings/ContactScheduler");
const ContactScheduler = lazy(() =>
  import("../features/bookings/warmIntl").then(({ withIntl }) => withIntl(loadScheduler)()),
);

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

/**
 * Which comes first on the page: the scheduler when the subject names a meeting ("Book a Demo" → a demo), the message
 * form otherwise; the visitor switches with one click either way. The subject is in the query, which only the browser
 * knows, so the prerendered page shows the form.
 */
function useContactView() {
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  const meetingType = hydrated ? meetingTypeOfSubject(searchParams.get("subject") ?? "") : undefined;
  const [choice, setChoice] = useState<"form" | "scheduler" | null>(null);
  const scheduler = choice ? choice === "scheduler" : meetingType !== undefined;
  return { scheduler, meetingType, setChoice };
}

/**
 * The section's heading: what the visitor is doing (writing, booking a meeting, or booked). Only the one-line heading
 * changes with it, not the lead: the served page shows the message form (only the browser knows the subject), and a
 * lead of another length would move the page when the scheduler takes its place (CLS 0).
 */
function sectionTitle(scheduler: boolean, meetingType: MeetingTypeId | undefined, booked: boolean): string {
  if (!scheduler) return "Send us a message";
  if (booked) return "You're booked";
  return meetingType ? `Book a ${MEETING_TYPES[meetingType].label.toLowerCase()}` : "Book a meeting";
}

export default function ContactPage() {
  const { scheduler, meetingType, setChoice } = useContactView();
  const [booked, setBooked] = useState(false);
  const title = sectionTitle(scheduler, meetingType, booked);
  return (
    <>
      <PageHero
        eyebrow="Get in touch"
        title="Contact Us"
        lead="Questions about training, AI Coach certification, competitions, statewide events or our software? Send us a message and we'll get back to you as soon as possible."
      />

      <Section
        title={title}
        lead="Tell us about your school, organization or community and what you'd like to accomplish with AI, or book a time to talk with us."
      >
        <Split>
          <Paper padding="md">
            {scheduler ? (
              <Suspense
                fallback={
                  <Text tone="body" className={classes.schedulerLoading}>
                    Loading the calendar…
                  </Text>
                }
              >
                <ContactScheduler
                  meetingType={meetingType ?? "consultation"}
                  chooseType={meetingType === undefined}
                  onShowMessageForm={() => setChoice("form")}
                  onBooked={() => setBooked(true)}
                />
              </Suspense>
            ) : null}
            {/* Kept mounted while the scheduler shows, so a half-written message survives the switch. */}
            <div hidden={scheduler}>
              <Stack gap="lg">
                <ContactForm />
                <Text size="sm" tone="body">
                  <Button
                    variant="subtle"
                    size="sm"
                    className={classes.pickTime}
                    onPointerEnter={() => void loadScheduler()}
                    onFocus={() => void loadScheduler()}
                    onClick={() => setChoice("scheduler")}
                  >
                    Prefer to talk? Pick a time
                  </Button>
                </Text>
              </Stack>
            </div>
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
