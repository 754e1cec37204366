import type { ContentPageResponse, ContentPageRow } from "@domain";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fakeCallables } from "../../../test-utils/callables";
import { render, screen, userEvent, within } from "../../../test-utils/render";
import ContentTab from "./ContentTab";

const firebase = vi.hoisted(() => ({ callFunction: vi.fn() }));
vi.mock("../../lib/firebase", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/firebase")>()),
  callFunction: firebase.callFunction,
}));

const EVENTS: ContentPageRow = { id: "events", path: "/events", title: "Statewide events", live: null, draft: null };
const DATA = {
  sections: [
    { kind: "hero", title: "Statewide events", lead: "Where Idaho learns AI together." },
    {
      kind: "faq",
      title: "Questions",
      items: [
        { question: "Who?", answer: "Everyone." },
        { question: "When?", answer: "Spring." },
      ],
    },
  ],
};
const PAGE: ContentPageResponse = { page: EVENTS, data: DATA, revision: 0, versions: [] };
const fake = fakeCallables(firebase.callFunction);

function backend(overrides: Parameters<typeof fake.backend>[0] = {}) {
  fake.backend({
    listContentPages: () => ({ pages: [EVENTS] }),
    getContentPage: () => PAGE,
    saveContentDraft: () => ({
      page: { ...EVENTS, draft: { revision: 1, by_email: "ann@example.com", at: "2027-04-01T10:00:00.000Z" } },
      revision: 1,
    }),
    previewContentPage: () => ({ html: "<h1>Preview</h1>" }),
    ...overrides,
  });
}

async function openEvents() {
  render(<ContentTab />);
  await userEvent.click(await screen.findByRole("button", { name: "Edit Statewide events" }));
  return screen.findByRole("group", { name: "Section 1: Page heading (hero)" });
}

beforeEach(() => {
  firebase.callFunction.mockReset();
  backend();
});

describe("the Content tab", () => {
  it("lists the pages with their last publish and draft", async () => {
    render(<ContentTab />);
    const row = (await screen.findByRole("button", { name: "Edit Statewide events" })).closest("tr") as HTMLElement;
    expect(within(row).getByText("/events")).toBeInTheDocument();
    expect(within(row).getByText("As built")).toBeInTheDocument();
    expect(within(row).getByText("None")).toBeInTheDocument();
  });

  it("saves the changed heading as a draft over the revision it loaded", async () => {
    const hero = await openEvents();
    const title = within(hero).getAllByRole("textbox")[0] as HTMLInputElement;
    await userEvent.clear(title);
    await userEvent.type(title, "Spring events <b>2027</b>");
    await userEvent.click(screen.getByRole("button", { name: "Save draft" }));
    expect(await screen.findByText("Draft saved. It is not live until you publish it.")).toBeInTheDocument();
    const [sent] = fake.callsOf("saveContentDraft") as { baseRevision: number; data: typeof DATA }[];
    expect(sent?.baseRevision).toBe(0);
    expect(sent?.data.sections[0]).toMatchObject({ title: "Spring events <b>2027</b>" });
  });

  it("refuses an empty heading in the browser, naming the field, and sends nothing", async () => {
    const hero = await openEvents();
    await userEvent.clear(within(hero).getAllByRole("textbox")[0] as HTMLInputElement);
    await userEvent.click(screen.getByRole("button", { name: "Save draft" }));
    expect(await screen.findByText(/Some fields need attention/)).toBeInTheDocument();
    expect(screen.getAllByText(/write something or remove it/).length).toBeGreaterThan(0);
    expect(fake.callsOf("saveContentDraft")).toEqual([]);
  });

  it("keeps what was typed when a save is refused over a newer draft, and says who saved it", async () => {
    backend({
      saveContentDraft: () => {
        throw Object.assign(
          new Error(
            "bob@example.com saved a newer draft of this page at 2027-04-01T10:05:00.000Z, which was not overwritten.",
          ),
          {
            code: "functions/aborted",
          },
        );
      },
    });
    const hero = await openEvents();
    const title = within(hero).getAllByRole("textbox")[0] as HTMLInputElement;
    await userEvent.clear(title);
    await userEvent.type(title, "Mine");
    await userEvent.click(screen.getByRole("button", { name: "Save draft" }));
    expect(await screen.findByText(/bob@example.com saved a newer draft/)).toBeInTheDocument();
    expect(title.value).toBe("Mine");
  });

  it("adds, moves and removes list items with buttons", async () => {
    await openEvents();
    await userEvent.click(screen.getByRole("button", { name: "Move Question 2 up" }));
    expect((screen.getAllByRole("textbox", { name: /^Question$/ })[0] as HTMLInputElement).value).toBe("When?");
    await userEvent.click(screen.getByRole("button", { name: "Remove Question 1" }));
    expect(screen.getAllByRole("textbox", { name: /^Question$/ })).toHaveLength(1);
    await userEvent.click(screen.getByRole("button", { name: "Add question" }));
    expect(screen.getAllByRole("textbox", { name: /^Question$/ })).toHaveLength(2);
  });

  it("shows the preview in a sandboxed frame", async () => {
    await openEvents();
    await userEvent.click(screen.getByRole("button", { name: "Preview" }));
    const frame = await screen.findByTitle("Preview of Statewide events");
    expect(frame.getAttribute("sandbox")).toBe("");
    expect(frame.getAttribute("srcdoc")).toContain("<body><h1>Preview</h1></body>");
  });
});
