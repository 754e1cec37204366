import {
  CALLABLES,
  type AcceptInvitationResponse,
  type MemberChangeResponse,
  type Role,
  type TeamResponse,
} from "@domain";
import { callFunction } from "../../lib/firebase";

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

export const acceptInvitation = (token: string): Promise<AcceptInvitationResponse> =>
  callFunction(CALLABLES.acceptInvitation, { token });

/** The server's own message (it says what is wrong), or a general one when there is none to show. */
export { actionErrorMessage as teamErrorMessage } from "../../lib/staff/loadError";
