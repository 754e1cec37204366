import { UNKNOWN_SOURCE } from "@domain";
import { notifications } from "@mantine/notifications";
import dayjs from "dayjs";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, userEvent, waitFor, within } from "../../test-utils/render";
import { paths } from "../config/paths";
import { LEAD_ACTIONS, STAFF_TABS } from "./dashboard.tabs";
import { Dashboard } from "./dashboard.frame";
import { formatDateTime } from "../lib/staff/format";
import { ADMIN_EMAIL, contactRow, fakeBackend } from "./testing/fakeBackend";
import { patentFirstInstallment } from "@fixtures";

const sdk = vi.hoisted(() => ({ onAuthStateChanged: vi.fn(), signOut: vi.fn() }));
vi.mock("firebase/auth", () => sdk);

const firebase = vi.hoisted(() => ({ callFunction: vi.fn(), streamFunction: vi.fn() }));
vi.mock("../lib/firebase", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../lib/firebase")>()),
  firebaseClient: async () => ({ auth: { name: "fake-auth" } }),
  callFunction: firebase.callFunction,
  streamFunction: firebase.streamFunction,
}));

const download = vi.hoisted(() => ({ downloadText: vi.fn() }));
vi.mock("../lib/staff/download", () => download);

let backend = fakeBackend();

function signedIn(email: string | null, claims: Record<string, unknown> = {}) {
  const user = email && { email, uid: "u1", getIdTokenResult: vi.fn(async () => ({ claims })) };
  sdk.onAuthStateChanged.mockImplementation((_auth, listener: (user: unknown) => void) => {
    listener(user);
    return () => {};
  });
  return user;
}

function renderDashboard() {
  return render(<Dashboard tabs={STAFF_TABS} leadActions={LEAD_ACTIONS} />, {
    path: paths.dashboard,
    otherPaths: [paths.auth],
  });
}

/** The table's body rows. */
async function tableRows() {
  return within(await screen.findByRole("table"))
    .getAllByRole("row")
    .slice(1);
}

/** The value of the named column in each row shown. */
async function column(header: string) {
  const table = await screen.findByRole("table");
  const headers = within(table)
    .getAllByRole("columnheader")
    .map((cell) => cell.textContent);
  const index = headers.indexOf(header);
  return (await tableRows()).map((row) => within(row).getAllByRole("cell")[index]?.textContent);
}

async function openMessage(name: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: `View Message from ${name}` }));
  return { user, drawer: await screen.findByRole("dialog", { name: `Message from ${name}` }) };
}

/** Picks `option` in a Mantine Select (its dropdown stays `display: none` under jsdom, which runs no transitions). */
async function choose(user: ReturnType<typeof userEvent.setup>, select: HTMLElement, option: string) {
  await user.click(select);
  const listbox = await waitFor(() => document.getElementById(select.getAttribute("aria-controls") ?? "")!);
  await user.click(within(listbox).getByRole("option", { name: option, hidden: true }));
}

beforeEach(() => {
  vi.clearAllMocks();
  notifications.clean();
  sdk.signOut.mockResolvedValue(undefined);
  backend = fakeBackend();
  firebase.callFunction.mockImplementation(backend.call);
  firebase.streamFunction.mockImplementation(backend.stream);
});

describe("Dashboard", () => {
  it("sends a visitor without a session to the sign-in page", async () => {
    signedIn(null);
    renderDashboard();
    expect(await screen.findByTestId(`route:${paths.auth}`)).toBeInTheDocument();
    expect(firebase.callFunction).not.toHaveBeenCalled();
  });

  it("shows 'Loading...' while the session is restored", () => {
    sdk.onAuthStateChanged.mockImplementation(() => () => {});
    renderDashboard();
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
  });

  it("tells an account without admin access to ask the administrator, names no command, and loads no data", async () => {
    const user = signedIn("member@example.com", {});
    renderDashboard();
    const alert = (await screen.findByText("No admin access")).closest("[role=alert], .mantine-Alert-root")!;
    expect(alert).toHaveTextContent("member@example.com");
    expect(alert).toHaveTextContent("ask an owner of the team");
    expect(alert.textContent).not.toMatch(/npm|admin:grant|command|firebase/i);
    expect(screen.queryByRole("tab")).toBeNull();
    expect(screen.queryByRole("table")).toBeNull();
    expect(firebase.callFunction).not.toHaveBeenCalled();
    expect(user && user.getIdTokenResult).toHaveBeenCalledWith(true);
  });

  it("shows the tabs with their counts and how many are New, and each message's status", async () => {
    signedIn(ADMIN_EMAIL, { admin: true });
    backend.rows.contact.push(contactRow(2, { status: "replied" }), contactRow(1), contactRow(3, { status: "new" }));
    renderDashboard();
    expect(await screen.findByRole("tab", { name: "Contact Forms (3), 2 new" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(await screen.findByRole("tab", { name: "AI Coach Applications (0)" })).toBeInTheDocument();
    expect(await screen.findByRole("tab", { name: "Payments (0)" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Overview" })).toBeInTheDocument();
    expect(screen.getByText("Logged in as")).toHaveTextContent(`Logged in as ${ADMIN_EMAIL}`);
    expect(await column("Name")).toEqual(["Visitor 1", "Visitor 2", "Visitor 3"]);
    expect(await column("Status")).toEqual(["New", "Replied", "New"]);
    expect(await column("Received")).toContain(formatDateTime(contactRow(1).created_at));
  });

  it.each([
    ["AI Coach Applications (0)", "No applications yet."],
    ["Payments (0)", "No payments yet."],
  ])("shows the empty state of %s", async (tab, empty) => {
    signedIn(ADMIN_EMAIL, { admin: true });
    renderDashboard();
    expect(await screen.findByText("No submissions yet.")).toBeInTheDocument();
    await userEvent.setup().click(await screen.findByRole("tab", { name: tab }));
    expect(await screen.findByText(empty)).toBeInTheDocument();
  });

  it("shows markup typed into a form as text", async () => {
    signedIn(ADMIN_EMAIL, { admin: true });
    const markup = '<img src="x" onerror="alert(1)"><b>bold</b>';
    backend.rows.contact.push(contactRow(1, { message: markup }));
    const { container } = renderDashboard();
    expect(await screen.findByText(markup)).toBeInTheDocument();
    expect(container.querySelector("img, b")).toBeNull();
  });

  it("opens a drawer with every stored field, including ones the tab does not know, and the e-mails' delivery", async () => {
    signedIn(ADMIN_EMAIL, { admin: true });
    const long = "A long message. ".repeat(40).trim();
    backend.rows.contact.push(
      contactRow(1, {
        message: long,
        referral_note: "landing-page",
        status: "new",
        notes_count: 0,
        delivery: {
          staff: { state: "sent", attempts: 1, updated_at: "2026-11-23T12:00:00.000Z" },
          confirmation: {
            state: "failed",
            attempts: 5,
            last_error: "ECONNREFUSED",
            updated_at: "2026-11-23T12:00:00.000Z",
          },
        },
      }),
    );
    renderDashboard();
    const { drawer } = await openMessage("Visitor 1");
    const details = within(drawer).getByRole("region", { name: "Details" });
    for (const label of ["Received", "Name", "Email", "Subject", "Message", "Record ID", "referral_note"]) {
      expect(within(details).getByText(label)).toBeInTheDocument();
    }
    for (const pipelineField of ["status", "notes_count", "delivery"]) {
      expect(within(details).queryByText(pipelineField)).toBeNull();
    }
    expect(within(drawer).getByText(long)).toBeInTheDocument();
    expect(within(drawer).getByText("landing-page")).toBeInTheDocument();
    expect(within(drawer).getByRole("link", { name: "visitor1@example.com" })).toHaveAttribute(
      "href",
      "mailto:visitor1@example.com",
    );
    expect(within(drawer).getByText("E-mail to staff").nextSibling).toHaveTextContent("Sent");
    expect(within(drawer).getByText("Confirmation to sender").nextSibling).toHaveTextContent(
      "Failed after 5 attempts (ECONNREFUSED)",
    );
  });

  it("saves a status on change with the right request, then shows who changed it and when, and the list follows", async () => {
    signedIn(ADMIN_EMAIL, { admin: true });
    backend.rows.contact.push(contactRow(1));
    renderDashboard();
    const { user, drawer } = await openMessage("Visitor 1");
    const status = await within(drawer).findByRole("combobox", { name: "Status" });
    expect(status).toHaveValue("New");
    await choose(user, status, "Replied");

    await waitFor(() =>
      expect(backend.requests("setSubmissionStatus")).toEqual([{ kind: "contact", id: "c001", status: "replied" }]),
    );
    const history = within(drawer).getByRole("list", { name: "History" });
    expect(await within(history).findByText("Status: New → Replied")).toBeInTheDocument();
    expect(history).toHaveTextContent(`${ADMIN_EMAIL} · ${formatDateTime("2026-11-23T17:43:00.000Z")}`);
    expect(await screen.findByText("Status set to Replied.")).toBeInTheDocument();
    await waitFor(async () => expect(await column("Status")).toEqual(["Replied"]));
  });

  it("lists status changes newest first, with when the submission was received last", async () => {
    signedIn(ADMIN_EMAIL, { admin: true });
    backend.rows.contact.push(contactRow(1));
    renderDashboard();
    const { user, drawer } = await openMessage("Visitor 1");
    const status = await within(drawer).findByRole("combobox", { name: "Status" });
    await choose(user, status, "In progress");
    await within(drawer).findByText("Status: New → In progress");
    await choose(user, status, "Closed");
    await within(drawer).findByText("Status: In progress → Closed");
    const entries = within(within(drawer).getByRole("list", { name: "History" })).getAllByRole("listitem");
    expect(entries.map((entry) => entry.firstChild?.textContent)).toEqual([
      "Status: In progress → Closed",
      "Status: New → In progress",
      "Received",
    ]);
  });

  it("adds a note with the right request and shows it with who and when; an empty note sends nothing", async () => {
    signedIn(ADMIN_EMAIL, { admin: true });
    backend.rows.contact.push(contactRow(1));
    renderDashboard();
    const { user, drawer } = await openMessage("Visitor 1");
    await within(drawer).findByText("No notes yet.");
    await user.click(within(drawer).getByRole("button", { name: "Add note" }));
    expect(await within(drawer).findByText("Note is required")).toBeInTheDocument();
    expect(backend.requests("addSubmissionNote")).toEqual([]);

    await user.type(within(drawer).getByRole("textbox", { name: "Add a note" }), "  Called back, wants a quote.  ");
    await user.click(within(drawer).getByRole("button", { name: "Add note" }));
    const notes = await within(drawer).findByRole("list", { name: "Notes" });
    expect(within(notes).getByText("Called back, wants a quote.")).toBeInTheDocument();
    expect(notes).toHaveTextContent(`${ADMIN_EMAIL} · ${formatDateTime("2026-11-23T17:43:00.000Z")}`);
    expect(backend.requests("addSubmissionNote")).toEqual([
      { kind: "contact", id: "c001", text: "Called back, wants a quote." },
    ]);
    expect(within(drawer).getByRole("textbox", { name: "Add a note" })).toHaveValue("");
  });

  it("asks for confirmation before deleting, then deletes, closes the drawer and refreshes the list and totals", async () => {
    signedIn(ADMIN_EMAIL, { admin: true });
    backend.rows.contact.push(contactRow(1), contactRow(2));
    renderDashboard();
    expect(await screen.findByRole("tab", { name: "Contact Forms (2), 2 new" })).toBeInTheDocument();
    const { user, drawer } = await openMessage("Visitor 1");
    await user.click(await within(drawer).findByRole("button", { name: "Delete" }));
    const confirm = await screen.findByRole("dialog", { name: "Delete this message?" });
    expect(confirm).toHaveTextContent("Delete permanently? This cannot be undone.");
    expect(backend.requests("deleteSubmission")).toEqual([]);

    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Delete this message?" })).toBeNull());
    expect(backend.requests("deleteSubmission")).toEqual([]);

    await user.click(within(drawer).getByRole("button", { name: "Delete" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Delete this message?" })).getByRole("button", {
        name: "Delete permanently",
      }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Message from Visitor 1" })).toBeNull());
    expect(backend.requests("deleteSubmission")).toEqual([{ kind: "contact", id: "c001" }]);
    expect(await screen.findByRole("tab", { name: "Contact Forms (1), 1 new" })).toBeInTheDocument();
    expect(backend.requests("submissionCounts")).toHaveLength(2);
    await waitFor(async () => expect(await column("Name")).toEqual(["Visitor 2"]));
  });

  it("shows each lead's source in a column and the drawer, and filters by its channel", async () => {
    signedIn(ADMIN_EMAIL, { admin: true });
    const campaign = {
      ...UNKNOWN_SOURCE,
      channel: "Campaign" as const,
      utm_source: "chamber",
      utm_medium: "newsletter",
      utm_campaign: "spring",
      landing_page: "/",
      form_page: "/contact",
    };
    backend.rows.contact.push(contactRow(1, { source: campaign }), contactRow(2));
    renderDashboard();
    await screen.findByText("Showing 1–2 of 2, newest first");
    expect(await column("Source")).toEqual(["chamber / newsletter / spring", "Direct"]);
    const user = userEvent.setup();
    await choose(user, screen.getByRole("combobox", { name: "Source" }), "Campaign");
    expect(await screen.findByText("Showing 1–1 of 1 from Campaign, newest first")).toBeInTheDocument();
    expect(backend.requests("listSubmissions")).toContainEqual({ kind: "contact", search: "", channel: "Campaign" });
    const { drawer } = await openMessage("Visitor 1");
    const source = within(drawer).getByRole("region", { name: "Source" });
    for (const text of ["Channel", "Campaign", "UTM source", "chamber", "spring", "Landing page", "/contact"]) {
      expect(within(source).getByText(text)).toBeInTheDocument();
    }
  });

  it("filters by status with the right request, shows only that status, and keeps the tab's total", async () => {
    signedIn(ADMIN_EMAIL, { admin: true });
    backend.rows.contact.push(
      contactRow(1, { status: "replied" }),
      contactRow(2),
      contactRow(3, { status: "replied" }),
    );
    renderDashboard();
    await screen.findByText("Showing 1–3 of 3, newest first");
    const user = userEvent.setup();
    await choose(user, screen.getByRole("combobox", { name: "Status" }), "Replied");
    expect(await screen.findByText("Showing 1–2 of 2 with status Replied, newest first")).toBeInTheDocument();
    expect(await column("Status")).toEqual(["Replied", "Replied"]);
    expect(backend.requests("listSubmissions")).toContainEqual({ kind: "contact", search: "", status: "replied" });
    expect(screen.getByRole("tab", { name: "Contact Forms (3), 1 new" })).toBeInTheDocument();

    await choose(user, screen.getByRole("combobox", { name: "Status" }), "All");
    expect(await screen.findByText("Showing 1–3 of 3, newest first")).toBeInTheDocument();
  });

  it("filters by the days received, both inclusive, with the right request", async () => {
    signedIn(ADMIN_EMAIL, { admin: true });
    const month = dayjs().startOf("month").subtract(1, "month");
    const inside = (day: number) =>
      contactRow(1, { id: `c-${day}`, created_at: month.date(day).hour(12).toISOString() });
    backend.rows.contact.push(inside(9), inside(10), inside(12), inside(13));
    renderDashboard();
    await screen.findByText("Showing 1–4 of 4, newest first");
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Received between" }));
    await user.click(await screen.findByRole("button", { name: "Previous month", hidden: true }));
    await user.click(await screen.findByRole("button", { name: month.date(10).format("D MMMM YYYY"), hidden: true }));
    expect(backend.requests("listSubmissions")).toHaveLength(4); // one per tab (contact, applications, payments, bookings); a half-chosen range waits
    await user.click(await screen.findByRole("button", { name: month.date(12).format("D MMMM YYYY"), hidden: true }));
    expect(await screen.findByText("Showing 1–2 of 2, newest first")).toBeInTheDocument();
    expect(backend.requests("listSubmissions").at(-1)).toEqual({
      kind: "contact",
      search: "",
      receivedFrom: month.date(10).format("YYYY-MM-DD"),
      receivedTo: month.date(12).format("YYYY-MM-DD"),
    });
  }, 20_000);

  it("offers each status of the kind in the filter, after All", async () => {
    signedIn(ADMIN_EMAIL, { admin: true });
    backend.rows.applications.push({ ...contactRow(1), first_name: "Ada", last_name: "L" });
    renderDashboard();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("tab", { name: /^AI Coach Applications \(1\)/ }));
    const status = await screen.findByRole("combobox", { name: "Status" });
    await user.click(status);
    await screen.findAllByRole("option", { hidden: true });
    const listbox = document.getElementById(status.getAttribute("aria-controls") ?? "") as HTMLElement;
    const options = within(listbox)
      .getAllByRole("option", { hidden: true })
      .map((option) => option.textContent);
    expect(options).toEqual(["All", "New", "Screening", "Interview", "Accepted", "Declined", "Withdrawn"]);
  });

  it("pages with cursors: Next sends the last answer's cursor, Previous goes back", async () => {
    signedIn(ADMIN_EMAIL, { admin: true });
    backend.rows.contact.push(...Array.from({ length: 12 }, (_, index) => contactRow(index + 1)));
    renderDashboard();
    expect(await screen.findByText("Showing 1–5 of 12, newest first")).toBeInTheDocument();
    expect(screen.getByText("Page 1 of 3")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Previous page" })).toBeDisabled();
    const user = userEvent.setup();

    await user.click(screen.getByRole("button", { name: "Next page" }));
    expect(await screen.findByText("Showing 6–10 of 12, newest first")).toBeInTheDocument();
    expect(screen.getByText("Page 2 of 3")).toBeInTheDocument();
    const fifth = contactRow(5);
    expect(backend.requests("listSubmissions").at(-1)).toEqual({
      kind: "contact",
      search: "",
      cursor: { createdAt: fifth.created_at, id: fifth.id },
    });

    await user.click(screen.getByRole("button", { name: "Next page" }));
    expect(await screen.findByText("Showing 11–12 of 12, newest first")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next page" })).toBeDisabled();
    expect(await column("Name")).toEqual(["Visitor 11", "Visitor 12"]);

    await user.click(screen.getByRole("button", { name: "Previous page" }));
    expect(await screen.findByText("Showing 6–10 of 12, newest first")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Previous page" }));
    expect(await screen.findByText("Showing 1–5 of 12, newest first")).toBeInTheDocument();
    expect(backend.requests("listSubmissions").at(-1)).toEqual({ kind: "contact", search: "" });
    // The tabs' counts were asked once, when the dashboard opened: browsing pages does not ask again.
    expect(backend.requests("submissionCounts")).toHaveLength(1);
  });

  it("searches the tab from the first page and keeps the tab's full count", async () => {
    signedIn(ADMIN_EMAIL, { admin: true });
    backend.rows.contact.push(...Array.from({ length: 7 }, (_, index) => contactRow(index + 1)));
    backend.rows.contact.push(contactRow(8, { name: "Ada Lovelace" }));
    renderDashboard();
    const user = userEvent.setup();
    await screen.findByText("Showing 1–5 of 8, newest first");
    await user.click(screen.getByRole("button", { name: "Next page" }));
    await screen.findByText("Showing 6–8 of 8, newest first");
    await user.type(screen.getByLabelText("Search contact messages"), "lovelace");
    expect(await screen.findByText("Showing 1–1 of 1 matching “lovelace”, newest first")).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Contact Forms (8), 8 new" })).toBeInTheDocument();
    expect(backend.requests("listSubmissions").at(-1)).toEqual({ kind: "contact", search: "lovelace" });
  });

  it("exports the whole tab with the current filters in one streamed request, as one CSV with status and notes columns", async () => {
    signedIn(ADMIN_EMAIL, { admin: true });
    backend.rows.contact.push(
      ...Array.from({ length: 9 }, (_, index) => contactRow(index + 1, { status: "replied", notes_count: index })),
      contactRow(10),
    );
    renderDashboard();
    const user = userEvent.setup();
    await choose(user, await screen.findByRole("combobox", { name: "Status" }), "Replied");
    await screen.findByText("Showing 1–5 of 9 with status Replied, newest first");
    await user.click(screen.getByRole("button", { name: "Export CSV of every message shown by the filters" }));
    await waitFor(() => expect(download.downloadText).toHaveBeenCalledOnce());

    const [fileName, csv] = download.downloadText.mock.calls[0] as [string, string];
    expect(fileName).toMatch(/^contact-submissions-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toMatch(
      /^\uFEFFcreated_at,name,email,subject,message,id,status,notes_count,updated_at,messages_count,last_reply_at,source_channel,/,
    );
    expect(lines).toHaveLength(10);
    expect(lines[1]).toMatch(/,Visitor 1,.*,c001,replied,0,,0,,Direct,,,,,,,,$/);
    expect(lines[9]).toMatch(/,Visitor 9,.*,c009,replied,8,,0,,Direct,,,,,,,,$/);
    expect(backend.requests("exportSubmissions")).toEqual([{ kind: "contact", search: "", status: "replied" }]);
  });

  it("shows a payment with its programme, installment and amount, with no status, notes or Delete", async () => {
    signedIn(ADMIN_EMAIL, { admin: true });
    backend.rows.payments.push({
      ...patentFirstInstallment(),
      id: "pay1",
      created_at: "2025-05-01T10:00:00.000Z",
      delivery: { confirmation: { state: "sent", attempts: 1, updated_at: "2025-05-01T10:00:00.000Z" } },
    });
    renderDashboard();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("tab", { name: "Payments (1)" }));
    const row = (await tableRows())[0]!;
    for (const text of ["buyer@example.com", "Patent with AI", "1 of 2", "$2,575"]) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    expect(screen.queryByRole("columnheader", { name: "Status" })).toBeNull();
    expect(screen.queryByRole("combobox", { name: "Status" })).toBeNull();
    await user.click(within(row).getByRole("button", { name: "View Payment from buyer@example.com" }));
    const drawer = await screen.findByRole("dialog", { name: "Payment from buyer@example.com" });
    expect(within(drawer).getByText("Payment intent")).toBeInTheDocument();
    expect(within(drawer).getByText("pi_1")).toBeInTheDocument();
    expect(within(drawer).getByText("USD")).toBeInTheDocument();
    expect(within(drawer).getByText("Confirmation to sender").nextSibling).toHaveTextContent("Sent");
    expect(within(drawer).getByText("E-mail to staff").nextSibling).toHaveTextContent("Not recorded");
    for (const name of ["Delete", "Add note"]) expect(within(drawer).queryByRole("button", { name })).toBeNull();
    expect(backend.requests("getSubmission")).toEqual([]);
  });

  it("shows the overview: each kind's statuses and a weekly chart summarised for screen readers", async () => {
    signedIn(ADMIN_EMAIL, { admin: true });
    const weeks = (counts: number[]) =>
      counts.map((count, index) => ({
        weekStart: new Date(Date.UTC(2026, 8, 7 + 7 * index)).toISOString().slice(0, 10),
        count,
      }));
    backend.setOverview({
      kinds: {
        contact: {
          total: 6,
          byStatus: { new: 3, replied: 2, spam: 1 },
          weekly: weeks([0, 0, 0, 0, 0, 0, 0, 0, 1, 4, 0, 1]),
        },
        applications: { total: 0, byStatus: {}, weekly: weeks(Array(12).fill(0)) },
        bookings: { total: 0, byStatus: {}, weekly: weeks(Array(12).fill(0)) },
      },
    });
    renderDashboard();
    await userEvent.setup().click(await screen.findByRole("tab", { name: "Overview" }));
    const contact = await screen.findByRole("region", { name: "Contact Forms" });
    expect(within(contact).getByText("Replied").nextSibling).toHaveTextContent("2");
    expect(within(contact).getByText("In progress").nextSibling).toHaveTextContent("0");
    expect(within(contact).getByRole("img")).toHaveAccessibleName(
      "6 contact messages in the last 12 weeks, most in the week of Nov 9 (4).",
    );
    const applications = screen.getByRole("region", { name: "AI Coach Applications" });
    expect(within(applications).getByRole("img")).toHaveAccessibleName("No coach applications in the last 12 weeks.");
    expect(within(applications).getByText("Screening")).toBeInTheDocument();
  });

  it.each([
    [
      "the server's message",
      Object.assign(new Error("Quota exceeded."), { code: "functions/resource-exhausted" }),
      "Quota exceeded.",
    ],
    ["the fallback", Object.assign(new Error("internal"), { code: "functions/internal" }), "Failed to fetch data."],
  ])("shows %s when a load fails", async (_case, failure, message) => {
    signedIn(ADMIN_EMAIL, { admin: true });
    // Every load fails but the session's (which says the role).
    firebase.callFunction.mockImplementation(async (name: string) => {
      if (name === "dashboardSession") return { uid: "u1", email: ADMIN_EMAIL, role: "owner" };
      throw failure;
    });
    renderDashboard();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Error");
    expect(alert).toHaveTextContent(message);
  });

  describe("shows only the tabs and actions the role may use (the server refuses the rest anyway)", () => {
    const tabNames = async () =>
      (await screen.findAllByRole("tab")).map((tab) => tab.textContent?.replace(/ \(\d+\)$/, ""));

    it("a host: their bookings' agenda and their availability, no lead is ever asked for", async () => {
      backend = fakeBackend({ role: "host" });
      firebase.callFunction.mockImplementation(backend.call);
      signedIn(ADMIN_EMAIL, { admin: true });
      renderDashboard();
      expect(await tabNames()).toEqual(["Bookings", "Availability"]);
      expect(screen.queryByRole("button", { name: "All bookings" })).not.toBeInTheDocument();
      expect(backend.requests("listSubmissions")).toEqual([]);
      expect(backend.requests("submissionCounts")).toEqual([]);
    });

    it("an editor: the Content tab only, no lead, booking or team is ever asked for", async () => {
      backend = fakeBackend({ role: "editor" });
      firebase.callFunction.mockImplementation(backend.call);
      signedIn(ADMIN_EMAIL, { admin: true });
      renderDashboard();
      expect(await tabNames()).toEqual(["Content"]);
      expect(backend.requests("listSubmissions")).toEqual([]);
      expect(backend.requests("submissionCounts")).toEqual([]);
      expect(backend.requests("bookingAgenda")).toEqual([]);
    });

    it("staff: every lead tab, not the owners' Team tab", async () => {
      backend = fakeBackend({ role: "staff" });
      firebase.callFunction.mockImplementation(backend.call);
      signedIn(ADMIN_EMAIL, { admin: true });
      renderDashboard();
      expect(await tabNames()).toEqual([
        "Overview",
        "Contact Forms",
        "AI Coach Applications",
        "Payments",
        "Revenue",
        "Bookings",
        "Availability",
        "Traffic",
      ]);
    });

    it("an owner: the Team tab too", async () => {
      signedIn(ADMIN_EMAIL, { admin: true });
      renderDashboard();
      expect(await tabNames()).toContain("Team");
    });

    it("a member the server refuses (deactivated, no staff record): no access", async () => {
      backend.fail(
        "dashboardSession",
        Object.assign(new Error("deactivated"), { code: "functions/permission-denied" }),
      );
      signedIn(ADMIN_EMAIL, { admin: true });
      renderDashboard();
      expect(await screen.findByText("No admin access")).toBeInTheDocument();
      expect(screen.queryByRole("tab")).not.toBeInTheDocument();
    });
  });

  describe("a failed access check is not a refusal", () => {
    it.each([
      ["a network error", "functions/internal", /could not be reached/],
      ["a timeout", "functions/deadline-exceeded", /timed out/],
      ["a server that is not available", "functions/unavailable", /not available/],
    ])("%s says so and offers to try again; the retry lets the member in", async (_case, code, why) => {
      backend.fail("dashboardSession", Object.assign(new Error("failed"), { code }));
      signedIn(ADMIN_EMAIL, { admin: true });
      renderDashboard();
      const alert = await screen.findByRole("alert");
      expect(alert).toHaveTextContent(why);
      expect(alert).toHaveTextContent("This does not mean you have no access");
      expect(screen.queryByText("No admin access")).toBeNull();
      backend.fail("dashboardSession", undefined);
      await userEvent.setup().click(within(alert).getByRole("button", { name: "Try again" }));
      expect(await screen.findByRole("tab", { name: /Contact Forms/ })).toBeInTheDocument();
    });

    it("a token that cannot be read at all (offline) is no verdict either", async () => {
      const user = signedIn(ADMIN_EMAIL, { admin: true });
      if (user)
        user.getIdTokenResult.mockRejectedValue(
          Object.assign(new Error("offline"), { code: "auth/network-request-failed" }),
        );
      renderDashboard();
      expect(await screen.findByRole("alert")).toHaveTextContent("This does not mean you have no access");
      expect(screen.queryByText("No admin access")).toBeNull();
    });

    it("the server's unauthenticated (a session ended) is a refusal: no access", async () => {
      backend.fail("dashboardSession", Object.assign(new Error("ended"), { code: "functions/unauthenticated" }));
      signedIn(ADMIN_EMAIL, { admin: true });
      renderDashboard();
      expect(await screen.findByText("No admin access")).toBeInTheDocument();
    });
  });

  it("signs out and goes to the sign-in page", async () => {
    signedIn(ADMIN_EMAIL, { admin: true });
    renderDashboard();
    await userEvent.setup().click(await screen.findByRole("button", { name: "Sign Out" }));
    expect(await screen.findByTestId(`route:${paths.auth}`)).toBeInTheDocument();
    expect(sdk.signOut).toHaveBeenCalledWith({ name: "fake-auth" });
  });
});
