// The team feature (issue 34): the dashboard's session and role, invitations, members, the audit log.
export { dashboardSession } from "./session";
export { acceptInvitation, inviteTeamMember, resendInvitation, withdrawInvitation } from "./invitations";
export { listTeam, setMemberActive, setMemberRole } from "./members";
export { exportAuditLog, listAuditLog } from "./auditLog";
