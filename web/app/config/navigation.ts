import { paths } from "./paths";

export interface NavLink {
  label: string;
  to: string;
}

/** Header links left of the dropdown (spec §2, shared header). */
export const headerLinksBefore: NavLink[] = [
  { label: "Home", to: paths.home },
  { label: "About", to: paths.about },
  { label: "Solutions", to: paths.solutions },
];

export const productsMenu: { label: string; links: NavLink[] } = {
  label: "AI Training Products",
  links: [
    { label: "All Products", to: paths.products },
    { label: "Training Pathways", to: paths.training },
    { label: "Competitions", to: paths.competitions },
    { label: "Statewide Events", to: paths.events },
    { label: "Technology Platform", to: paths.technology },
  ],
};

export const headerLinksAfter: NavLink[] = [
  { label: "AI Coach Certification", to: paths.becomeAiCoach },
  { label: "Contact", to: paths.contact },
];

export const headerButtons: (NavLink & { variant: "subtle" | "outline" | "filled" })[] = [
  { label: "Login", to: paths.auth, variant: "subtle" },
  { label: "Partner With Us", to: paths.partnerWithUs, variant: "outline" },
  { label: "Get Certified", to: paths.becomeAiCoach, variant: "filled" },
];

/** Footer link columns (spec §2, shared footer). */
export const footerColumns: { title: string; links: NavLink[] }[] = [
  {
    title: "Programs",
    links: [
      { label: "Training Pathways", to: paths.training },
      { label: "Technology Platform", to: paths.technology },
      { label: "Competitions", to: paths.competitions },
      { label: "Statewide Events", to: paths.events },
    ],
  },
  {
    title: "Company",
    links: [
      { label: "About Us", to: paths.about },
      { label: "Become an AI Coach", to: paths.becomeAiCoach },
      { label: "Partner With Us", to: paths.partnerWithUs },
      { label: "Contact", to: paths.contact },
    ],
  },
  {
    title: "Legal",
    links: [
      { label: "Privacy Policy", to: paths.privacyPolicy },
      { label: "Terms of Use", to: paths.termsOfUse },
    ],
  },
];
