import type { CoachApplicationRecord, CoachApplicationRow, PipelineFields } from "@domain";
import { formatDateTime } from "../../../lib/staff/format";
import { SubmissionsTab } from "./SubmissionsTab";
import { fieldList, humanize, type FieldSpec, type TabDefinition } from "../../../lib/staff/leadTable";
import type { SubmissionList } from "./useSubmissionList";

const fullName = (row: CoachApplicationRow) => `${row.first_name} ${row.last_name}`.trim();

/** Every stored field of an application but the pipeline's (status, notes: shown apart), in reading order. */
const applicationFields = {
  created_at: { label: "Received", format: "date" },
  first_name: { label: "First name" },
  last_name: { label: "Last name" },
  email: { label: "Email", format: "email" },
  phone: { label: "Phone" },
  city: { label: "City" },
  state: { label: "State" },
  current_occupation: { label: "Current occupation", format: "long" },
  professional_background: { label: "Professional background", format: "long" },
  ai_experience: { label: "AI experience", display: (row) => humanize(row.ai_experience) },
  teaching_experience: { label: "Teaching experience", display: (row) => humanize(row.teaching_experience) },
  work_preference: { label: "Work preference", display: (row) => humanize(row.work_preference) },
  available_start_date: { label: "Available start date" },
  motivation: { label: "Motivation", format: "long" },
  heard_about_us: { label: "Heard about us", format: "long" },
  additional_info: { label: "Additional information", format: "long" },
} satisfies Record<keyof Omit<CoachApplicationRecord, keyof PipelineFields>, FieldSpec<CoachApplicationRow>>;

export const applicationsTab: TabDefinition<"applications"> = {
  kind: "applications",
  noun: "application",
  empty: "No applications yet.",
  searchLabel: "Search coach applications",
  searchPlaceholder: "Name, email or any answer",
  fileBase: "coach-applications",
  columns: [
    { header: "Received", width: 195, cell: (row) => formatDateTime(row.created_at) },
    { header: "Name", width: 135, cell: fullName },
    { header: "Email", width: 185, cell: (row) => row.email },
    { header: "Location", width: 125, cell: (row) => [row.city, row.state].filter(Boolean).join(", ") },
    { header: "Occupation", cell: (row) => row.current_occupation },
    { header: "AI experience", width: 120, cell: (row) => humanize(row.ai_experience) },
    { header: "Work preference", width: 120, cell: (row) => humanize(row.work_preference) },
  ],
  fields: fieldList<CoachApplicationRow>(applicationFields),
  title: (row) => `Application from ${fullName(row)}`,
};

/** The 'AI Coach Applications' tab. */
export function ApplicationsTab({ list }: { list: SubmissionList<"applications"> }) {
  return <SubmissionsTab definition={applicationsTab} list={list} />;
}
