import type { CoachApplicationRow } from "@domain";
import { formatDateTime } from "./format";
import { SubmissionsTab } from "./SubmissionsTab";
import { humanize, type TabDefinition } from "./types";
import type { SubmissionList } from "./useSubmissionList";

const fullName = (row: CoachApplicationRow) => `${row.first_name} ${row.last_name}`.trim();

export const applicationsTab: TabDefinition<"applications"> = {
  kind: "applications",
  noun: "application",
  empty: "No applications yet.",
  searchLabel: "Search coach applications",
  searchPlaceholder: "Name, email or any answer",
  fileBase: "coach-applications",
  columns: [
    { header: "Received", width: 200, cell: (row) => formatDateTime(row.created_at) },
    { header: "Name", width: 160, cell: fullName },
    { header: "Email", width: 210, cell: (row) => row.email },
    { header: "Location", width: 150, cell: (row) => [row.city, row.state].filter(Boolean).join(", ") },
    { header: "Occupation", cell: (row) => row.current_occupation },
    { header: "AI experience", width: 120, cell: (row) => humanize(row.ai_experience) },
    { header: "Work preference", width: 130, cell: (row) => humanize(row.work_preference) },
  ],
  fields: [
    { key: "created_at", label: "Received", format: "date" },
    { key: "first_name", label: "First name" },
    { key: "last_name", label: "Last name" },
    { key: "email", label: "Email", format: "email" },
    { key: "phone", label: "Phone" },
    { key: "city", label: "City" },
    { key: "state", label: "State" },
    { key: "current_occupation", label: "Current occupation", format: "long" },
    { key: "professional_background", label: "Professional background", format: "long" },
    { key: "ai_experience", label: "AI experience", display: (row) => humanize(row.ai_experience) },
    { key: "teaching_experience", label: "Teaching experience", display: (row) => humanize(row.teaching_experience) },
    { key: "work_preference", label: "Work preference", display: (row) => humanize(row.work_preference) },
    { key: "available_start_date", label: "Available start date" },
    { key: "motivation", label: "Motivation", format: "long" },
    { key: "heard_about_us", label: "Heard about us", format: "long" },
    { key: "additional_info", label: "Additional information", format: "long" },
    { key: "id", label: "Record ID" },
  ],
  title: (row) => `Application from ${fullName(row)}`,
};

/** The 'AI Coach Applications' tab. */
export function ApplicationsTab({ list }: { list: SubmissionList<"applications"> }) {
  return <SubmissionsTab definition={applicationsTab} list={list} />;
}
