/** The contact page with its subject field prefilled (the content pages' data uses the same helper). */
export { contactAbout } from "@domain/pages/data/links";
