import type { ContactSubmissionRecord, ContactSubmissionRow, PipelineFields } from "@domain";
import { formatDateTime } from "../../../lib/staff/format";
import { SubmissionsTab } from "./SubmissionsTab";
import { fieldList, type FieldSpec, type TabDefinition } from "../../../lib/staff/leadTable";
import type { SubmissionList } from "./useSubmissionList";

/** Every stored field of a contact message but the pipeline's (status, notes: shown apart), in reading order. */
const contactFields = {
  created_at: { label: "Received", format: "date" },
  name: { label: "Name" },
  email: { label: "Email", format: "email" },
  subject: { label: "Subject", format: "long" },
  message: { label: "Message", format: "long" },
} satisfies Record<keyof Omit<ContactSubmissionRecord, keyof PipelineFields>, FieldSpec<ContactSubmissionRow>>;

export const contactTab: TabDefinition<"contact"> = {
  kind: "contact",
  noun: "message",
  empty: "No submissions yet.",
  searchLabel: "Search contact messages",
  searchPlaceholder: "Name, email, subject or message",
  fileBase: "contact-submissions",
  columns: [
    { header: "Received", width: 195, cell: (row) => formatDateTime(row.created_at) },
    { header: "Name", width: 160, cell: (row) => row.name },
    { header: "Email", width: 220, cell: (row) => row.email },
    { header: "Subject", width: 220, cell: (row) => row.subject },
    { header: "Message", cell: (row) => row.message },
  ],
  fields: fieldList<ContactSubmissionRow>(contactFields),
  title: (row: ContactSubmissionRow) => `Message from ${row.name}`,
};

/** The 'Contact Forms' tab. */
export function ContactTab({ list }: { list: SubmissionList<"contact"> }) {
  return <SubmissionsTab definition={contactTab} list={list} />;
}
