/**
 * The preview's document for its sandboxed frame: the rendered page without any script element (its code, and its
 * JSON data blocks too, which show nothing and which the sandbox reports as blocked scripts) and without module
 * preloads, so the preview shows the page as published and the dashboard's console stays clean.
 */
export function previewDocument(html: string): string {
  const document = new DOMParser().parseFromString(html, "text/html");
  for (const script of document.querySelectorAll("script")) script.remove();
  for (const link of document.querySelectorAll('link[rel="modulepreload"], link[as="script"]')) link.remove();
  return `<!DOCTYPE html>${document.documentElement.outerHTML}`;
}
