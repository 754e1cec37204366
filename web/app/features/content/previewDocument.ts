/**
 * The preview's document for its sandboxed frame: the rendered page without what would run or fetch code (its
 * scripts and module preloads: the frame runs no script, and hydration changes nothing a reader sees), so the preview
 * shows the page as published, and the dashboard's console stays clean. Data blocks (JSON-LD, the page data) stay.
 */
export function previewDocument(html: string): string {
  const document = new DOMParser().parseFromString(html, "text/html");
  for (const script of document.querySelectorAll("script")) {
    const type = script.getAttribute("type") ?? "";
    if (!/json/i.test(type)) script.remove();
  }
  for (const link of document.querySelectorAll('link[rel="modulepreload"], link[as="script"]')) link.remove();
  return `<!DOCTYPE html>${document.documentElement.outerHTML}`;
}
