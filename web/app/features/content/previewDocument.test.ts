import { describe, expect, it } from "vitest";
import { previewDocument } from "./previewDocument";

describe("the preview's document", () => {
  it("keeps the page and its stylesheets, drops every script element and module preload", () => {
    const html =
      '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/a.css"><link rel="modulepreload" href="/assets/m.js">' +
      '<script type="application/ld+json">{"@type":"Organization"}</script></head><body><h1>Spring &lt;b&gt;</h1>' +
      '<script>window.__x = 1</script><script type="module" src="/assets/entry.js"></script>' +
      '<script type="application/json" id="page-data">{"sections":[]}</script></body></html>';
    const preview = previewDocument(html);
    expect(preview).toContain('<link rel="stylesheet" href="/assets/a.css">');
    expect(preview).toContain("<h1>Spring &lt;b&gt;</h1>");
    expect(preview).not.toContain("<script");
    expect(preview).not.toContain("window.__x");
    expect(preview).not.toContain("entry.js");
    expect(preview).not.toContain("modulepreload");
  });
});
