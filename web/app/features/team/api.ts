import {
  CALLABLES,
  type AcceptInvitationResponse,
  type AuditAction,
  type AuditCursor,
  type AuditPageResponse,
  type MemberChangeResponse,
  type Role,
  type TeamResponse,
} from "@domain";
import { asCallableError, callFunction } from "../../lib/firebase";

/** The Team tab's and the acceptance page's callables (owners only, but acceptInvitation; the server decides). */

export const loadTeam = (): Promise<TeamResponse> => callFunction(CALLABLES.listTeam, {});

export const inviteMember = (email: string, role: Role): Promise<TeamResponse> =>
  callFunction(CALLABLES.inviteTeamMember, { email, role });

export const resendInvitation = (id: string): Promise<TeamResponse> => callFunction(CALLABLES.resendInvitation, { id });

export const withdrawInvitation = (id: string): Promise<TeamResponse> =>
  callFunction(CALLABLES.withdrawInvitation, { id });

export const setMemberRole = (uid: string, role: Role): Promise<MemberChangeResponse> =>
  callFunction(CALLABLES.setMemberRole, { uid, role });

export const setMemberActive = (uid: string, active: boolean): Promise<MemberChangeResponse> =>
  callFunction(CALLABLES.setMemberActive, { uid, active });

export interface AuditFilters {
  byUid?: string;
  action?: AuditAction;
}

export const loadAuditPage = (filters: AuditFilters, cursor: AuditCursor | null): Promise<AuditPageResponse> =>
  callFunction(CALLABLES.listAuditLog, { ...filters, ...(cursor ? { cursor } : {}) });

export const exportAuditPage = (filters: AuditFilters, cursor: AuditCursor | null): Promise<AuditPageResponse> =>
  callFunction(CALLABLES.exportAuditLog, { ...filters, ...(cursor ? { cursor } : {}) });

export const acceptInvitation = (token: string): Promise<AcceptInvitationResponse> =>
  callFunction(CALLABLES.acceptInvitation, { token });

/** The server's own message (it says what is wrong), or a general one when there is none to show. */
export function teamErrorMessage(error: unknown, fallback = "That did not work. Please try again."): string {
  const { code, message } = asCallableError(error);
  if (code === "internal" || code === "unknown" || !message) return fallback;
  if (code === "invalid-argument") {
    const fields = (asCallableError(error).details as { fields?: Record<string, string[]> } | undefined)?.fields;
    const first = fields ? Object.values(fields).flat()[0] : undefined;
    return first ?? message;
  }
  return message;
}
