import type {
  ActivityEntry,
  Cursor,
  ExportPageRequest,
  LeadStatus,
  ListPageRequest,
  OverviewResponse,
  Role,
  SubmissionKind,
} from "@domain";

type Row = Record<string, unknown> & { id: string; created_at: string; status?: LeadStatus; notes_count?: number };

export const ADMIN_EMAIL = "admin@example.com";

/**
 * The admin callables as the dashboard sees them, over rows held in memory: newest first, keyset cursors, the status
 * and date filters, search, the detail with its activity, erasure, the streamed export. Component tests hand `call`
 * to the mocked `callFunction` and `stream` to the mocked `streamFunction`, and read `calls` to see what was sent.
 */
export function fakeBackend({ pageSize = 5, exportPageSize = 4, role = "owner" as Role } = {}) {
  const rows: Record<SubmissionKind, Row[]> = { contact: [], applications: [], payments: [], bookings: [] };
  const activity = new Map<string, ActivityEntry[]>();
  const calls: { name: string; request: Record<string, unknown> }[] = [];
  let clock = Date.parse("2026-11-23T17:42:00.000Z");
  let overview: OverviewResponse | null = null;
  const failures = new Map<string, unknown>();

  const newestFirst = (a: Row, b: Row) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id);
  const after = (cursor: Cursor | null | undefined) => (row: Row) =>
    !cursor || row.created_at < cursor.createdAt || (row.created_at === cursor.createdAt && row.id < cursor.id);

  function matching(request: ExportPageRequest) {
    const search = (request.search ?? "").toLowerCase();
    return rows[request.kind]
      .filter((row) => !request.status || (row.status ?? "new") === request.status)
      .filter(
        (row) => !request.channel || (row as { source?: { channel?: string } }).source?.channel === request.channel,
      )
      .filter((row) => !request.receivedFrom || row.created_at.slice(0, 10) >= request.receivedFrom)
      .filter((row) => !request.receivedTo || row.created_at.slice(0, 10) <= request.receivedTo)
      .filter((row) => !search || JSON.stringify(row).toLowerCase().includes(search))
      .sort(newestFirst);
  }

  function page(all: Row[], cursor: Cursor | null | undefined, size: number) {
    const rest = all.filter(after(cursor));
    const chunk = rest.slice(0, size);
    const last = chunk[chunk.length - 1];
    return { rows: chunk, nextCursor: rest.length > size && last ? { createdAt: last.created_at, id: last.id } : null };
  }

  function find(kind: SubmissionKind, id: string) {
    const row = rows[kind].find((candidate) => candidate.id === id);
    if (!row) throw Object.assign(new Error("Submission not found"), { code: "functions/not-found" });
    return row;
  }

  function detail(kind: SubmissionKind, id: string) {
    return { row: { ...find(kind, id) }, activity: [...(activity.get(id) ?? [])].reverse() };
  }

  function record(id: string, entry: Omit<ActivityEntry, "id" | "by_email" | "by_uid" | "at">) {
    clock += 60_000;
    const list = activity.get(id) ?? [];
    list.push({
      id: `a${list.length + 1}`,
      by_email: ADMIN_EMAIL,
      by_uid: "u1",
      at: new Date(clock).toISOString(),
      ...entry,
    });
    activity.set(id, list);
  }

  async function call(name: string, request: Record<string, unknown>): Promise<unknown> {
    calls.push({ name, request });
    const failure = failures.get(name);
    if (failure) throw failure;
    switch (name) {
      case "listSubmissions": {
        const query = request as ListPageRequest;
        const all = matching(query);
        const size = query.pageSize ?? pageSize;
        return { total: all.length, pageSize: size, ...page(all, query.cursor, size) };
      }
      case "submissionCounts": {
        const isNew = (row: Row) => !row.status || row.status === "new";
        return {
          contact: { total: rows.contact.length, new: rows.contact.filter(isNew).length },
          applications: { total: rows.applications.length, new: rows.applications.filter(isNew).length },
          payments: { total: rows.payments.length },
          bookings: {
            total: rows.bookings.length,
            scheduled: rows.bookings.filter((row) => row.status === "scheduled").length,
          },
        };
      }
      case "getSubmission":
        return detail(request.kind as SubmissionKind, request.id as string);
      case "setSubmissionStatus": {
        const row = find(request.kind as SubmissionKind, request.id as string);
        record(row.id, { type: "status", from: row.status ?? "new", to: request.status as LeadStatus });
        row.status = request.status as LeadStatus;
        return detail(request.kind as SubmissionKind, row.id);
      }
      case "addSubmissionNote": {
        const row = find(request.kind as SubmissionKind, request.id as string);
        record(row.id, { type: "note", text: request.text as string });
        row.notes_count = (row.notes_count ?? 0) + 1;
        return detail(request.kind as SubmissionKind, row.id);
      }
      case "deleteSubmission": {
        const kind = request.kind as SubmissionKind;
        find(kind, request.id as string);
        rows[kind] = rows[kind].filter((row) => row.id !== request.id);
        return { ok: true };
      }
      case "dashboardSession":
        return { uid: "u1", email: ADMIN_EMAIL, role };
      // Every lead's drawer shows its conversation (features/conversations): an empty one here.
      case "leadConversation":
        return { messages: [], nextBefore: null };
      case "listMessageTemplates":
        return { templates: [] };
      case "clearNewReply":
        return { cleared: false };
      case "submissionOverview":
        if (!overview) throw new Error("no overview set");
        return overview;
      default:
        throw new Error(`unexpected callable ${name}`);
    }
  }

  /** A streaming callable: the export sends the whole tab in chunks of `exportPageSize` rows, in one request. */
  async function stream(name: string, request: Record<string, unknown>, onChunk: (chunk: unknown) => void) {
    calls.push({ name, request });
    const failure = failures.get(name);
    if (failure) throw failure;
    if (name !== "exportSubmissions") throw new Error(`unexpected streaming callable ${name}`);
    const all = matching(request as ExportPageRequest);
    for (let start = 0; start < all.length; start += exportPageSize) {
      onChunk({ rows: all.slice(start, start + exportPageSize) });
    }
    return { rows: [], nextCursor: null, streamed: all.length };
  }

  return {
    rows,
    calls,
    call,
    stream,
    /** The requests sent to one callable, oldest first. */
    requests: (name: string) => calls.filter((entry) => entry.name === name).map((entry) => entry.request),
    setOverview: (answer: OverviewResponse) => {
      overview = answer;
    },
    fail: (name: string, error: unknown) => failures.set(name, error),
  };
}

/** A stored contact message as the listing answers it, received `index` hours before 2026-11-23 12:00 UTC. */
export function contactRow(index: number, overrides: Record<string, unknown> = {}) {
  return {
    id: `c${String(index).padStart(3, "0")}`,
    name: `Visitor ${index}`,
    email: `visitor${index}@example.com`,
    subject: `Subject ${index}`,
    message: `Message ${index}`,
    created_at: new Date(Date.parse("2026-11-23T12:00:00.000Z") - index * 3_600_000).toISOString(),
    ...overrides,
  } as Row;
}
