import type { ContactSubmissionRow } from "@domain";
import { formatDateTime } from "./format";
import { SubmissionsTab } from "./SubmissionsTab";
import type { TabDefinition } from "./types";
import type { SubmissionList } from "./useSubmissionList";

export const contactTab: TabDefinition<"contact"> = {
  kind: "contact",
  noun: "message",
  empty: "No submissions yet.",
  searchLabel: "Search contact messages",
  searchPlaceholder: "Name, email, subject or message",
  fileBase: "contact-submissions",
  columns: [
    { header: "Received", width: 200, cell: (row) => formatDateTime(row.created_at) },
    { header: "Name", width: 170, cell: (row) => row.name },
    { header: "Email", width: 230, cell: (row) => row.email },
    { header: "Subject", width: 220, cell: (row) => row.subject },
    { header: "Message", cell: (row) => row.message },
  ],
  fields: [
    { key: "created_at", label: "Received", format: "date" },
    { key: "name", label: "Name" },
    { key: "email", label: "Email", format: "email" },
    { key: "subject", label: "Subject", format: "long" },
    { key: "message", label: "Message", format: "long" },
    { key: "id", label: "Record ID" },
  ],
  title: (row: ContactSubmissionRow) => `Message from ${row.name}`,
};

/** The 'Contact Forms' tab. */
export function ContactTab({ list }: { list: SubmissionList<"contact"> }) {
  return <SubmissionsTab definition={contactTab} list={list} />;
}
