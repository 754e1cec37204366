import { CardGrid, type CardItem, CheckList, CtaBand, NumberedSteps, PageHero, Section } from "../components/sections";
import { paths } from "../config/paths";
import { site } from "../config/site";
import {
  type PartnershipModel,
  partnerBenefits,
  partnershipModels,
  partnershipSteps,
  reasonsToPartner,
} from "../content/partner-with-us";
import { contactAbout } from "../content/links";

function modelCard(model: PartnershipModel): CardItem {
  return {
    icon: model.icon,
    title: model.title,
    eyebrow: model.subtitle,
    description: model.description,
    facts: [
      { label: "Investment", value: model.investment },
      { label: "Timeline", value: model.timeline },
    ],
    pointsTitle: "Benefits",
    points: model.benefits,
    actions: [{ label: "Discuss This Partnership", to: paths.contact, ariaLabel: model.contactLabel }],
  };
}

export default function PartnerWithUsPage() {
  return (
    <>
      <PageHero
        eyebrow="Partner With Us"
        title="Partner with us to make your state a leader in AI education"
        lead="States, schools, chambers, employers and consultants partner with us to give their communities practical AI skills, delivered by certified local AI Coaches and measured from day one."
        actions={[
          { label: "Schedule a Partnership Call", to: contactAbout("Schedule a Partnership Call"), variant: "white" },
        ]}
      />

      <Section
        id="models"
        eyebrow="Partnership models"
        title="Five ways to partner"
        lead="Every partnership is scoped to your goals. These ranges show typical investments and time to launch."
      >
        <CardGrid items={partnershipModels.map(modelCard)} columns={3} />
      </Section>

      <Section id="process" tone="muted" eyebrow="How it works" title="From first call to launch in four steps">
        <NumberedSteps steps={partnershipSteps} horizontal />
      </Section>

      <Section id="why-partner" eyebrow="Why partner with us" title={`Why organizations choose ${site.name}`}>
        <CheckList items={reasonsToPartner} columns={2} />
      </Section>

      <Section id="benefits" tone="muted" eyebrow="Partner benefits" title="What every partner receives">
        <CardGrid items={partnerBenefits} columns={3} />
      </Section>

      <CtaBand
        title="Ready to Bring AI Education to Your State?"
        text="Talk with our partnerships team about your goals. We will recommend a model, a timeline and funding options that fit."
        actions={[
          { label: "Schedule a Partnership Call", to: contactAbout("Schedule a Partnership Call"), variant: "white" },
          { label: "View Our Solutions", to: paths.solutions, variant: "outline" },
        ]}
      />
    </>
  );
}
