import { CardGrid, CheckList, CtaBand, NumberedSteps, PageHero, Section } from "../components/sections";
import { paths } from "../config/paths";
import { includedWithEveryProduct, productGroups, productJourney } from "../content/products";

export default function ProductsPage() {
  return (
    <>
      <PageHero
        eyebrow="AI Training Products"
        title="Everything you need to run AI education, in four product groups"
        lead="Training, competitions, events and software designed to work on their own or together. Start with what your organization needs today and add the rest as your program grows."
      />

      <Section
        id="product-groups"
        eyebrow="Our products"
        title="Choose where to start"
        lead="Each product group has its own page with programs, formats and features in detail."
      >
        <CardGrid items={productGroups} columns={2} />
      </Section>

      <Section
        id="how-they-fit"
        tone="muted"
        eyebrow="Better together"
        title="How the products work together"
        lead="Most partners combine products into one program that takes participants from first skills to visible results."
      >
        <NumberedSteps steps={productJourney} horizontal />
      </Section>

      <Section id="included" title="Included with every product">
        <CheckList items={includedWithEveryProduct} columns={2} />
      </Section>

      <CtaBand
        title="Not sure which products fit your goals?"
        text="Tell us who you want to reach and what success looks like. We will recommend a combination that fits your timeline and budget."
        actions={[
          { label: "Contact Us", to: paths.contact, variant: "white" },
          { label: "About Our Company", to: paths.about, variant: "outline" },
        ]}
      />
    </>
  );
}
