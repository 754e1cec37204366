import { type NavGroup, type PageEntry, pages } from "../pages";
import { paths } from "./paths";

export interface NavLink {
  label: string;
  to: string;
}

/** The links of one navigation group, in their order: labels and placements live in the page registry (pages.ts). */
export function navLinks(group: NavGroup, registry: readonly PageEntry[] = pages): NavLink[] {
  return registry
    .flatMap((page) =>
      (page.nav ?? []).filter((placement) => placement.group === group).map((placement) => ({ page, placement })),
    )
    .sort((a, b) => a.placement.order - b.placement.order)
    .map(({ page, placement }) => ({ label: placement.label, to: page.path }));
}

/** Header links left of the dropdown (docs/product.md, shared header). */
export const headerLinksBefore: NavLink[] = navLinks("header-start");

export const productsMenu: { label: string; links: NavLink[] } = {
  label: "AI Training Products",
  links: navLinks("products"),
};

export const headerLinksAfter: NavLink[] = navLinks("header-end");

/** How each header button is drawn; the sign-in one is the account slot (Header's AccountButton). */
const buttonVariants: Record<string, "subtle" | "outline" | "filled"> = {
  [paths.auth]: "subtle",
  [paths.partnerWithUs]: "outline",
  [paths.becomeAiCoach]: "filled",
};

export const headerButtons: (NavLink & { variant: "subtle" | "outline" | "filled" })[] = navLinks("header-actions").map(
  (link) => ({ ...link, variant: buttonVariants[link.to] ?? "outline" }),
);

/** Footer link columns (docs/product.md, shared footer). */
export const footerColumns: { title: string; links: NavLink[] }[] = [
  { title: "Programs", links: navLinks("footer-programs") },
  { title: "Company", links: navLinks("footer-company") },
  { title: "Legal", links: navLinks("footer-legal") },
];
