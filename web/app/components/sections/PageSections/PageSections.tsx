import type { PageData, Section as SectionData, SectionOf } from "@domain/pages/sections";
import type { ReactNode } from "react";
import { ActionButton } from "../../ActionButton/ActionButton";
import { Icon } from "../../Icon/Icon";
import { Badge, Group, Paper, SimpleGrid, Split, Stack, Text, Title } from "../../ui";
import { CardGrid } from "../CardGrid/CardGrid";
import { CheckList } from "../CheckList/CheckList";
import { CtaBand } from "../CtaBand/CtaBand";
import { DaySchedule } from "../DaySchedule/DaySchedule";
import { FaqAccordion } from "../FaqAccordion/FaqAccordion";
import { FrameworkLetters } from "../FrameworkLetters/FrameworkLetters";
import { HeroFacts } from "../HeroFacts/HeroFacts";
import { LegalDocument } from "../LegalDocument/LegalDocument";
import { ModuleList } from "../ModuleList/ModuleList";
import { NumberedSteps } from "../NumberedSteps/NumberedSteps";
import { PageHero } from "../PageHero/PageHero";
import { RichText, TextBlocks } from "../RichText/RichText";
import { Section } from "../Section/Section";
import { StatGrid } from "../StatGrid/StatGrid";
import classes from "./PageSections.module.css";

/** A band of content: a section with a heading, a lead and buttons after its content (every kind but three). */
type BandSection = Exclude<SectionData, { kind: "hero" | "cta" | "legal" }>;

function After({ section }: { section: BandSection }) {
  if (!section.after?.length) return null;
  return (
    <Group gap="sm" className={classes.after}>
      {section.after.map((action) => (
        <ActionButton
          key={`${action.label}-${action.to}`}
          to={action.to}
          variant={action.variant ?? "filled"}
          aria-label={action.ariaLabel}
          rightSection={action.variant === "outline" ? undefined : <Icon name="arrowRight" size={18} />}
        >
          {action.label}
        </ActionButton>
      ))}
    </Group>
  );
}

function Band({ section, children, size }: { section: BandSection; children: ReactNode; size?: "md" }) {
  return (
    <Section
      id={section.anchor}
      tone={section.tone}
      size={size}
      eyebrow={section.eyebrow}
      title={section.title}
      lead={section.lead}
    >
      {children}
      <After section={section} />
    </Section>
  );
}

/** A titled checklist in a bordered panel; the title sits one level below the section's h2. */
function ListPanel({ title, items }: { title: string; items: string[] }) {
  return (
    <Paper padding="xl">
      <Title order={3} size="h4" className={classes.panelTitle}>
        {title}
      </Title>
      <CheckList items={items} columns={1} />
    </Paper>
  );
}

function Hero({ section }: { section: SectionOf<"hero"> }) {
  return (
    <PageHero
      eyebrow={section.eyebrow}
      title={section.title}
      lead={section.lead}
      badges={section.badges}
      actions={section.actions}
    >
      {section.facts ? <HeroFacts facts={section.facts} /> : null}
      {section.tags ? (
        <Group gap="xs" role="group" aria-label={section.tags.label} className={classes.tags}>
          {section.tags.items.map((tag) => (
            <Badge key={tag} className={classes.tag}>
              {tag}
            </Badge>
          ))}
        </Group>
      ) : null}
      {section.note ? (
        <Text tone="onDark" className={classes.note}>
          <RichText text={section.note} linkClassName={classes.link} />
        </Text>
      ) : null}
    </PageHero>
  );
}

function Feature({ section }: { section: SectionOf<"feature"> }) {
  const { aside } = section;
  const text = (
    <div>
      <Stack gap="lg">
        {section.body ? (
          <Text size="lg" tone="body">
            {section.body}
          </Text>
        ) : null}
        {section.points ? <CheckList items={section.points} columns={1} /> : null}
      </Stack>
      {section.actions?.length ? (
        <Group gap="sm" className={classes.after}>
          {section.actions.map((action) => (
            <ActionButton
              key={`${action.label}-${action.to}`}
              to={action.to}
              size="md"
              variant={action.variant ?? "filled"}
              aria-label={action.ariaLabel}
            >
              {action.label}
            </ActionButton>
          ))}
        </Group>
      ) : null}
    </div>
  );
  const panel = (
    <Paper padding="xl" tone={aside.tone}>
      <Stack gap="md">
        {aside.icon ? <Icon name={aside.icon} size={40} color="var(--mantine-color-sky-8)" /> : null}
        <Title order={3} size="h4" className={classes.heading}>
          {aside.title}
        </Title>
        {aside.lines ? (
          <Stack gap="sm">
            {aside.lines.map((line, index) => (
              <Text key={index}>
                <RichText text={line} />
              </Text>
            ))}
          </Stack>
        ) : null}
        {aside.text ? (
          <Text size="sm" tone="body">
            {aside.text}
          </Text>
        ) : null}
        {aside.action ? (
          <div>
            <ActionButton
              to={aside.action.to}
              variant={aside.action.variant ?? "filled"}
              aria-label={aside.action.ariaLabel}
              rightSection={<Icon name="arrowRight" size={18} />}
            >
              {aside.action.label}
            </ActionButton>
          </div>
        ) : null}
      </Stack>
    </Paper>
  );
  return (
    <Band section={section}>
      {section.layout === "even" ? (
        <Split align="center">
          {text}
          {panel}
        </Split>
      ) : (
        <div className={classes.feature}>
          {text}
          {panel}
        </div>
      )}
    </Band>
  );
}

/** One section, by its kind. */
function PageSection({ section }: { section: SectionData }) {
  switch (section.kind) {
    case "hero":
      return <Hero section={section} />;
    case "cards":
      return (
        <Band section={section}>
          <CardGrid items={section.items} columns={section.columns} />
          {section.panels ? (
            <SimpleGrid cols={{ base: 1, md: section.panels.length }} spacing="lg" className={classes.panels}>
              {section.panels.map((panel) => (
                <ListPanel key={panel.title} title={panel.title} items={panel.items} />
              ))}
            </SimpleGrid>
          ) : null}
          {section.note ? (
            <Text size="sm" tone="body" className={classes.note}>
              {section.note}
            </Text>
          ) : null}
        </Band>
      );
    case "checklist":
      return (
        <Band section={section}>
          <CheckList items={section.items} columns={section.columns} />
        </Band>
      );
    case "steps":
      return (
        <Band section={section}>
          <NumberedSteps steps={section.steps} horizontal={section.horizontal} />
        </Band>
      );
    case "faq":
      return (
        <Band section={section} size={section.narrow ? "md" : undefined}>
          <FaqAccordion items={section.items} />
        </Band>
      );
    case "modules":
      return (
        <Band section={section}>
          <ModuleList modules={section.modules} columns={section.columns} />
        </Band>
      );
    case "schedule":
      return (
        <Band section={section}>
          <DaySchedule days={section.days} />
        </Band>
      );
    case "framework":
      return (
        <Band section={section}>
          <FrameworkLetters letters={section.letters} />
        </Band>
      );
    case "stats":
      return (
        <Band section={section}>
          <StatGrid items={section.items} />
        </Band>
      );
    case "panel":
      return (
        <Band section={section}>
          <Paper padding="lg" tone="tint">
            <Stack gap="md">
              <Title order={3} size="h4" className={classes.heading}>
                {section.panel.title}
              </Title>
              <CheckList items={section.panel.points} columns={section.panel.columns} />
            </Stack>
          </Paper>
        </Band>
      );
    case "columns":
      if (section.style === "panels") {
        return (
          <Band section={section}>
            <SimpleGrid cols={{ base: 1, md: section.columns.length }} spacing="lg">
              {section.columns.map((column) => (
                <ListPanel key={column.title} title={column.title} items={column.items} />
              ))}
            </SimpleGrid>
            {section.note ? (
              <Text size="sm" tone="body" className={classes.note}>
                {section.note}
              </Text>
            ) : null}
          </Band>
        );
      }
      return (
        <Band section={section}>
          <Stack gap="xl">
            <SimpleGrid cols={{ base: 1, md: section.columns.length }} spacing="xl">
              {section.columns.map((column) => (
                <Stack key={column.title} gap="md">
                  <Title order={3} size="h4" className={classes.heading}>
                    {column.title}
                  </Title>
                  <CheckList items={column.items} columns={1} />
                </Stack>
              ))}
            </SimpleGrid>
            {section.note ? (
              <Text size="sm" tone="body">
                {section.note}
              </Text>
            ) : null}
          </Stack>
        </Band>
      );
    case "text":
      return (
        <Band section={section}>
          <Stack gap="sm">
            <TextBlocks blocks={section.blocks} />
          </Stack>
        </Band>
      );
    case "feature":
      return <Feature section={section} />;
    case "legal":
      return <LegalDocument sections={section.sections} />;
    case "cta":
      return <CtaBand title={section.title} text={section.text} actions={section.actions} />;
  }
}

export interface PageSectionsProps {
  /** The page's path: its data block names it, so a page never hydrates from another page's block. */
  path: string;
  data: PageData;
  /** The block's text (lib/pageData.ts `serializePageData`). */
  serialized: string;
}

/**
 * The one renderer of a content page (docs/content.md): each section by its kind, then the page's data as an inert
 * JSON block that the browser hydrates from.
 */
export function PageSections({ path, data, serialized }: PageSectionsProps) {
  return (
    <>
      {data.sections.map((section, index) => (
        <PageSection key={index} section={section} />
      ))}
      <script
        type="application/json"
        id="page-data"
        data-path={path}
        // The page's own data, escaped by serializePageData: not executed, so outside the CSP's script hashes.
        dangerouslySetInnerHTML={{ __html: serialized }}
      />
    </>
  );
}
