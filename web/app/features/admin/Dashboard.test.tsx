import type { ListSubmissionsRequest, ListSubmissionsResponse } from "@domain";
import { notifications } from "@mantine/notifications";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, userEvent, waitFor, within } from "../../../test-utils/render";
import { paths } from "../../config/paths";
import { Dashboard } from "./Dashboard";
import { formatDateTime } from "./format";

const sdk = vi.hoisted(() => ({ onAuthStateChanged: vi.fn(), signOut: vi.fn() }));
vi.mock("firebase/auth", () => sdk);

const firebase = vi.hoisted(() => ({ callFunction: vi.fn() }));
vi.mock("../../lib/firebase", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/firebase")>()),
  firebaseClient: async () => ({ auth: { name: "fake-auth" } }),
  callFunction: firebase.callFunction,
}));

const download = vi.hoisted(() => ({ downloadText: vi.fn() }));
vi.mock("./download", () => download);

function signedIn(email: string | null, claims: Record<string, unknown> = {}) {
  const user = email && { email, uid: "u1", getIdTokenResult: vi.fn(async () => ({ claims })) };
  sdk.onAuthStateChanged.mockImplementation((_auth, listener: (user: unknown) => void) => {
    listener(user);
    return () => {};
  });
  return user;
}

const contactRow = (index: number, overrides: Record<string, unknown> = {}) => ({
  id: `c${index}`,
  name: `Visitor ${index}`,
  email: `visitor${index}@example.com`,
  subject: `Subject ${index}`,
  message: `Message ${index}`,
  created_at: "2025-03-09T16:05:00.000Z",
  ...overrides,
});

/** A fake listing: `rows` per kind, paged and searched like the callable. */
function serve(rows: Partial<Record<ListSubmissionsRequest["kind"], Record<string, unknown>[]>>) {
  firebase.callFunction.mockImplementation(async (_name: string, request: ListSubmissionsRequest) => {
    const all = rows[request.kind] ?? [];
    const found = request.search
      ? all.filter((row) => JSON.stringify(row).toLowerCase().includes(request.search!.toLowerCase()))
      : all;
    const page = request.page ?? 1;
    const pageSize = request.pageSize ?? 50;
    return {
      total: found.length,
      page,
      pageSize,
      rows: found.slice((page - 1) * pageSize, page * pageSize),
    } as unknown as ListSubmissionsResponse;
  });
}

function renderDashboard() {
  return render(<Dashboard />, { path: paths.dashboard, otherPaths: [paths.auth] });
}

beforeEach(() => {
  vi.clearAllMocks();
  notifications.clean();
  sdk.signOut.mockResolvedValue(undefined);
  serve({});
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

  it("tells an account without the admin claim how access is granted, and loads no data", async () => {
    const user = signedIn("member@example.com", {});
    renderDashboard();
    expect(await screen.findByText("No admin access")).toBeInTheDocument();
    expect(screen.getByText("member@example.com")).toBeInTheDocument();
    expect(screen.getByText("npm run admin:grant -- member@example.com")).toBeInTheDocument();
    expect(screen.queryByRole("tab")).toBeNull();
    expect(screen.queryByRole("table")).toBeNull();
    expect(firebase.callFunction).not.toHaveBeenCalled();
    expect(user && user.getIdTokenResult).toHaveBeenCalledWith(true);
  });

  it("shows an admin the three tabs with their counts and the contact messages, newest first as served", async () => {
    const user = signedIn("admin@example.com", { admin: true });
    serve({ contact: [contactRow(2), contactRow(1)], applications: [], payments: [] });
    renderDashboard();
    expect(await screen.findByRole("tab", { name: "Contact Forms (2)" })).toBeInTheDocument();
    expect(await screen.findByRole("tab", { name: "AI Coach Applications (0)" })).toBeInTheDocument();
    expect(await screen.findByRole("tab", { name: "Payments (0)" })).toBeInTheDocument();
    expect(screen.getByText("Logged in as")).toHaveTextContent("Logged in as admin@example.com");
    expect(user && user.getIdTokenResult).toHaveBeenCalledWith(true);

    const rows = within(screen.getByRole("table")).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell")[1]?.textContent)).toEqual(["Visitor 2", "Visitor 1"]);
    expect(within(rows[0]!).getByText(formatDateTime("2025-03-09T16:05:00.000Z"))).toBeInTheDocument();
  });

  it.each([
    ["AI Coach Applications (0)", "No applications yet."],
    ["Payments (0)", "No payments yet."],
  ])("shows the empty state of %s", async (tab, empty) => {
    signedIn("admin@example.com", { admin: true });
    renderDashboard();
    expect(await screen.findByText("No submissions yet.")).toBeInTheDocument();
    await userEvent.setup().click(await screen.findByRole("tab", { name: tab }));
    expect(await screen.findByText(empty)).toBeInTheDocument();
  });

  it("shows markup typed into a form as text", async () => {
    signedIn("admin@example.com", { admin: true });
    const markup = '<img src="x" onerror="alert(1)"><b>bold</b>';
    serve({ contact: [contactRow(1, { message: markup })] });
    const { container } = renderDashboard();
    expect(await screen.findByText(markup)).toBeInTheDocument();
    expect(container.querySelector("img, b")).toBeNull();
  });

  it("opens a drawer with every stored field, including ones the tab does not know", async () => {
    signedIn("admin@example.com", { admin: true });
    const long = "A long message. ".repeat(40).trim();
    serve({ contact: [contactRow(1, { message: long, source: "landing-page" })] });
    renderDashboard();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "View Message from Visitor 1" }));
    const drawer = await screen.findByRole("dialog", { name: "Message from Visitor 1" });
    for (const label of ["Received", "Name", "Email", "Subject", "Message", "Record ID", "source"]) {
      expect(within(drawer).getByText(label)).toBeInTheDocument();
    }
    expect(within(drawer).getByText(long)).toBeInTheDocument();
    expect(within(drawer).getByText("landing-page")).toBeInTheDocument();
    expect(within(drawer).getByRole("link", { name: "visitor1@example.com" })).toHaveAttribute(
      "href",
      "mailto:visitor1@example.com",
    );
  });

  it("shows a payment with its programme, installment and amount, and every stored field in its drawer", async () => {
    signedIn("admin@example.com", { admin: true });
    serve({
      payments: [
        {
          id: "pay1",
          program: "patent-with-ai",
          package_type: null,
          payment_type: "installment",
          installment: "1 of 2",
          amount_total: 257_500,
          currency: "usd",
          customer_email: "buyer@example.com",
          session_id: "cs_test_1",
          event_id: "evt_1",
          payment_intent_id: "pi_1",
          created_at: "2025-05-01T10:00:00.000Z",
        },
      ],
    });
    renderDashboard();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("tab", { name: "Payments (1)" }));
    const row = within(await screen.findByRole("table")).getAllByRole("row")[1]!;
    for (const text of ["buyer@example.com", "Patent with AI", "1 of 2", "$2,575"]) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    await user.click(within(row).getByRole("button", { name: "View Payment from buyer@example.com" }));
    const drawer = await screen.findByRole("dialog", { name: "Payment from buyer@example.com" });
    expect(within(drawer).getByText("Payment intent")).toBeInTheDocument();
    expect(within(drawer).getByText("pi_1")).toBeInTheDocument();
    expect(within(drawer).getByText("USD")).toBeInTheDocument();
  });

  it("pages 50 rows at a time", async () => {
    signedIn("admin@example.com", { admin: true });
    serve({ contact: Array.from({ length: 120 }, (_, index) => contactRow(index + 1)) });
    renderDashboard();
    expect(await screen.findByText("Showing 1–50 of 120, newest first")).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Page 3" }));
    expect(await screen.findByText("Showing 101–120 of 120, newest first")).toBeInTheDocument();
    expect(firebase.callFunction).toHaveBeenCalledWith("listSubmissions", { kind: "contact", page: 3, search: "" });
  });

  it("searches the tab and keeps the tab's full count", async () => {
    signedIn("admin@example.com", { admin: true });
    serve({ contact: [contactRow(1), contactRow(2, { name: "Ada Lovelace" })] });
    renderDashboard();
    await userEvent.setup().type(await screen.findByLabelText("Search contact messages"), "lovelace");
    expect(await screen.findByText("Showing 1–1 of 1 matching “lovelace”, newest first")).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Contact Forms (2)" })).toBeInTheDocument();
    expect(firebase.callFunction).toHaveBeenCalledWith("listSubmissions", {
      kind: "contact",
      page: 1,
      search: "lovelace",
    });
  });

  it("exports every row of the tab, page by page, as a dated CSV", async () => {
    signedIn("admin@example.com", { admin: true });
    serve({ contact: Array.from({ length: 75 }, (_, index) => contactRow(index + 1)) });
    renderDashboard();
    await userEvent.setup().click(await screen.findByRole("button", { name: "Export CSV of every message" }));
    await waitFor(() => expect(download.downloadText).toHaveBeenCalledOnce());
    const [fileName, csv] = download.downloadText.mock.calls[0] as [string, string];
    expect(fileName).toMatch(/^contact-submissions-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toBe("\uFEFFcreated_at,name,email,subject,message,id");
    expect(lines).toHaveLength(76);
    expect(firebase.callFunction).toHaveBeenCalledWith("listSubmissions", { kind: "contact", page: 2, pageSize: 50 });
  });

  it.each([
    [
      "the server's message",
      Object.assign(new Error("Quota exceeded."), { code: "functions/resource-exhausted" }),
      "Quota exceeded.",
    ],
    ["the fallback", Object.assign(new Error("internal"), { code: "functions/internal" }), "Failed to fetch data."],
  ])("shows %s when a load fails", async (_case, failure, message) => {
    signedIn("admin@example.com", { admin: true });
    firebase.callFunction.mockRejectedValue(failure);
    renderDashboard();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Error");
    expect(alert).toHaveTextContent(message);
  });

  it("signs out and goes to the sign-in page", async () => {
    signedIn("admin@example.com", { admin: true });
    renderDashboard();
    await userEvent.setup().click(await screen.findByRole("button", { name: "Sign Out" }));
    expect(await screen.findByTestId(`route:${paths.auth}`)).toBeInTheDocument();
    expect(sdk.signOut).toHaveBeenCalledWith({ name: "fake-auth" });
  });
});
