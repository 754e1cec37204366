import { SITE_PATHS } from "../../paths";

/** The contact page with its subject field prefilled, e.g. for "Apply Now" on a programme page. */
export function contactAbout(subject: string): string {
  return `${SITE_PATHS.contact}?${new URLSearchParams({ subject }).toString()}`;
}
