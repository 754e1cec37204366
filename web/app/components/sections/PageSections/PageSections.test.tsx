import type { PageData } from "@domain/pages/sections";
import { afterEach, describe, expect, it } from "vitest";
import { render, screen } from "../../../../test-utils/render";
import ContentPage from "../../../routes/content.page";
import { PAGE_DATA_ID, serializePageData } from "../../../lib/pageData";
import { PageSections } from "./PageSections";

const page: PageData = {
  sections: [
    { kind: "hero", title: "A test page", lead: "Its lead." },
    {
      kind: "text",
      title: "Formatted",
      blocks: [
        {
          kind: "paragraph",
          text: [
            { text: "Plain, " },
            { text: "bold", bold: true },
            { text: ", " },
            { text: "italic", italic: true },
            { text: ", " },
            { text: "a link", href: "/contact" },
            { text: " and <b>no markup</b></script>" },
          ],
        },
        { kind: "list", items: [[{ text: "one" }], [{ text: "two", bold: true }]] },
      ],
    },
  ],
};

function show(data: PageData, path = "/test") {
  return render(<PageSections path={path} data={data} serialized={serializePageData(data)} />, {
    path,
    mantine: false,
  });
}

afterEach(() => {
  for (const block of document.head.querySelectorAll(`#${PAGE_DATA_ID}`)) block.remove();
});

describe("PageSections", () => {
  it("renders formatted text as elements and never as markup", () => {
    const { container } = show(page);
    expect(screen.getByRole("heading", { level: 1, name: "A test page" })).toBeInTheDocument();
    expect(container.querySelector("strong")?.textContent).toBe("bold");
    expect(container.querySelector("em")?.textContent).toBe("italic");
    expect(screen.getByRole("link", { name: "a link" })).toHaveAttribute("href", "/contact");
    expect(container.querySelector("b")).toBeNull();
    expect(screen.getByText(/and <b>no markup<\/b><\/script>/)).toBeInTheDocument();
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["one", "two"]);
  });

  it("writes the page's data as an inert JSON block that cannot end its script element", () => {
    const { container } = show(page);
    const block = container.querySelector<HTMLScriptElement>(`script#${PAGE_DATA_ID}`)!;
    expect(block.type).toBe("application/json");
    expect(block.dataset.path).toBe("/test");
    expect(block.textContent).not.toContain("</script>");
    expect(block.textContent).toContain("\\u003c/script>");
    expect(JSON.parse(block.textContent!)).toEqual(page);
  });
});

describe("a content page", () => {
  it("shows its default data when the document has no data block (the build's prerender, tests)", () => {
    render(<ContentPage />, { path: "/about", mantine: false });
    expect(
      screen.getByRole("heading", { level: 1, name: "We train the trainers of the AI economy" }),
    ).toBeInTheDocument();
  });

  it("shows the data of its own block in the document: a page published after the build hydrates to its copy", () => {
    const published: PageData = { sections: [{ kind: "hero", title: "Published after the build", lead: "New." }] };
    const block = Object.assign(document.createElement("script"), {
      type: "application/json",
      id: PAGE_DATA_ID,
      textContent: serializePageData(published),
    });
    block.dataset.path = "/solutions";
    document.head.append(block);
    render(<ContentPage />, { path: "/solutions", mantine: false });
    expect(screen.getByRole("heading", { level: 1, name: "Published after the build" })).toBeInTheDocument();
  });

  it("ignores a block that names another page", () => {
    const block = Object.assign(document.createElement("script"), {
      type: "application/json",
      id: PAGE_DATA_ID,
      textContent: serializePageData({ sections: [{ kind: "hero", title: "Not this page", lead: "x" }] }),
    });
    block.dataset.path = "/products";
    document.head.append(block);
    render(<ContentPage />, { path: "/competitions", mantine: false });
    expect(screen.getByRole("heading", { level: 1, name: "License Our Competition Formats" })).toBeInTheDocument();
  });
});
