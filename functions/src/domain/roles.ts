/**
 * The roles of the team (issue 34). The `admin` claim stays the gate every callable and rule checks; the role, kept
 * in the staff record `staff/{uid}`, only narrows what an admin may do. What each role may call is the one table in
 * ./permissions.ts. A new role is one entry here and its label, then its column in that table.
 */

/**
 * Owner: everything. Staff: every lead, no erasure, no charge, no team. Host: their own availability and bookings.
 * Editor: the site's content only (issue 43): no leads, payments, bookings or team.
 */
export const ROLES = ["owner", "staff", "host", "editor"] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = { owner: "Owner", staff: "Staff", host: "Host", editor: "Editor" };

/** The roles' labels as a sentence lists them: "Owner, Staff or Host". */
export function roleChoices(): string {
  const labels = ROLES.map((role) => ROLE_LABELS[role]);
  return labels.length < 2 ? labels.join("") : `${labels.slice(0, -1).join(", ")} or ${labels.at(-1)}`;
}
