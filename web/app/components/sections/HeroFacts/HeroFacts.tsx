import classes from "./HeroFacts.module.css";

/** A labelled fact, e.g. { label: "Duration", value: "1.5-2 hours" }. */
export interface Fact {
  label: string;
  value: string;
}

/** Key facts as a definition list on the dark page hero (level, duration, format…); pass as PageHero's children. */
export function HeroFacts({ facts }: { facts: Fact[] }) {
  return (
    <dl className={classes.facts}>
      {facts.map((fact) => (
        <div key={fact.label} className={classes.fact}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
