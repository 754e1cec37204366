import { FieldValue, Timestamp, type DocumentReference } from "firebase-admin/firestore";
import { HttpsError, type CallableRequest } from "firebase-functions/https";
import { COLLECTIONS } from "../domain/collections";
import { company } from "../domain/company";
import type { MailEventRecord } from "../domain/mail";
import { SITE_PATHS, siteUrl } from "../domain/paths";
import {
  AcceptInvitationSchema,
  InvitationRefSchema,
  InviteMemberSchema,
  TEAM_INVITATION_DAYS,
  type AcceptInvitationResponse,
  type TeamResponse,
} from "../domain/team";
import { ROLE_LABELS, type Role } from "../domain/roles";
import { renderMail } from "../mail";
import { admitAdmin, type AdminRequest } from "../platform/adminCallable";
import { auditDoc, auditEntry, recordRefusal, type AuditActor } from "../platform/audit";
import { callable } from "../platform/callable";
import { errorCode } from "../platform/errors";
import { hashKey } from "../platform/keyedHash";
import { assertCallableRequestSize, SMALL_REQUEST_CHARS } from "../platform/requestSize";
import { staffRecordOf } from "../platform/roles";
import { parseOrThrow } from "../platform/validation";
import { liveTeamDeps, newInvitationToken, type TeamDeps } from "./deps";
import { invitationDoc, invitationHash, newInvitationRecord, type StoredInvitation } from "./invitationStore";
import { readTeam } from "./members";

/**
 * Invitations to the team (issue 34). An owner invites an address with a role; the invitee gets a mail with a
 * single-use link, valid {@link TEAM_INVITATION_DAYS} days, to `/join#token=…`. Only the keyed hash of the token is
 * stored (`team_invitations/{hash}`), so the database never holds a working link. `acceptInvitation` admits only a
 * signed-in account whose verified address is the invited one; an expired, used, withdrawn, forged or misaddressed
 * link says so and changes nothing.
 */

export const ALREADY_MEMBER_MESSAGE = "This address is already a member of the team.";
export const ALREADY_INVITED_MESSAGE = "An invitation to this address is pending: resend or withdraw it instead.";
export const NOT_PENDING_MESSAGE = "This invitation is no longer pending.";
export const INVITATION_INVALID_MESSAGE =
  "This invitation link is not valid. Check that you opened the whole link, or ask for a new invitation.";
export const INVITATION_USED_MESSAGE = "This invitation has already been used.";
export const INVITATION_WITHDRAWN_MESSAGE =
  "This invitation was withdrawn or replaced by a newer link. Use the latest invitation mail, or ask for a new one.";
export const INVITATION_EXPIRED_MESSAGE =
  "This invitation has expired. Ask the owner who invited you to send it again.";
export const INVITATION_WRONG_ADDRESS_MESSAGE =
  "This invitation was sent to another address. Sign in with the address it was sent to.";
export const SIGN_IN_TO_ACCEPT_MESSAGE = "Sign in (or create your account) with the invited address first.";
export const VERIFY_TO_ACCEPT_MESSAGE =
  "Verify your e-mail address first: open the link in the verification mail, then come back to this page.";

/** The invitation mail: who invites, with which role, the link and until when it works. */
export function invitationMail(
  to: string,
  role: Role,
  by: string,
  link: string,
  expiresAt: Date,
): { id: string; record: Omit<MailEventRecord<unknown>, "created_at"> } {
  const until = expiresAt.toUTCString().replace(" GMT", " UTC");
  const confirmation = renderMail(`You're invited to the ${company.name} dashboard`, [
    { type: "paragraph", text: "Hello," },
    {
      type: "paragraph",
      text: `${by} invites you to join the ${company.name} team in the staff dashboard as ${ROLE_LABELS[role]}. Follow the link to create your account (or sign in) with this address, ${to}, and verify it. The link works once, and until ${until}.`,
    },
    { type: "link", label: "Join the team", href: link },
    {
      type: "paragraph",
      text: "If you did not expect this invitation, you can ignore this e-mail: nothing happens unless the link is followed by this address.",
    },
  ]);
  return { id: "invitation", record: { to, capped: false, confirmation } };
}

/**
 * Stores a new invitation with its mail event and audit entry in one batch (or the caller's transaction), then
 * queues the mail. Answers its id (the token's keyed hash).
 */
async function createInvitation(
  deps: TeamDeps,
  by: AuditActor,
  email: string,
  role: Role,
  action: "invite" | "invite-resend",
  replaced?: DocumentReference,
): Promise<string> {
  const now = deps.now();
  const token = (deps.newToken ?? newInvitationToken)();
  const hash = invitationHash(deps.key(), token);
  const expiresAt = new Date(now.getTime() + TEAM_INVITATION_DAYS * 24 * 60 * 60 * 1000);
  const link = siteUrl(deps.origin(), SITE_PATHS.join, `#token=${token}`);
  const mail = invitationMail(email, role, by.email, link, expiresAt);
  const ref = invitationDoc(deps.db, hash);
  const record = newInvitationRecord(email, role, by, now, expiresAt);
  await deps.db.runTransaction(async (transaction) => {
    if (replaced) {
      const old = await transaction.get(replaced);
      if (old.get("status") !== "pending") throw new HttpsError("failed-precondition", NOT_PENDING_MESSAGE);
      transaction.update(replaced, { status: "replaced", updated_at: FieldValue.serverTimestamp() });
    }
    transaction.create(ref, record);
    transaction.create(ref.collection(COLLECTIONS.mailEvents).doc(mail.id), {
      ...mail.record,
      created_at: Timestamp.fromDate(now),
    });
    transaction.create(auditDoc(deps.db), auditEntry(action, by, email, { role: ROLE_LABELS[role] }));
  });
  if (deps.notify) await deps.notify("invitations", hash, mail.id, ["confirmation"]);
  return hash;
}

/** Whether a staff record (active or not) holds `email`. */
async function isMember(deps: TeamDeps, email: string): Promise<boolean> {
  const members = await deps.db.collection(COLLECTIONS.staff).where("email", "==", email).limit(5).get();
  return members.docs.some((doc) => staffRecordOf(doc.data()));
}

export async function inviteTeamMemberHandler(request: AdminRequest, deps: TeamDeps): Promise<TeamResponse> {
  const caller = await admitAdmin("inviteTeamMember", request, deps, SMALL_REQUEST_CHARS);
  const { email, role } = parseOrThrow(InviteMemberSchema, request.data);
  const [member, invitations] = await Promise.all([
    isMember(deps, email),
    deps.db.collection(COLLECTIONS.teamInvitations).where("email", "==", email).limit(50).get(),
  ]);
  if (member) throw new HttpsError("already-exists", ALREADY_MEMBER_MESSAGE);
  const now = deps.now().getTime();
  const pending = invitations.docs.some(
    (doc) => doc.get("status") === "pending" && (doc.get("expires_at") as Timestamp).toMillis() > now,
  );
  if (pending) throw new HttpsError("already-exists", ALREADY_INVITED_MESSAGE);
  const id = await createInvitation(deps, caller, email, role, "invite");
  deps.log.info("inviteTeamMember", { uid: caller.uid, invitation: id.slice(0, 12), role });
  return readTeam(deps.db, deps.now());
}

/** A new link for a pending invitation (expired or not): the old link stops working, the new one works 7 days. */
export async function resendInvitationHandler(request: AdminRequest, deps: TeamDeps): Promise<TeamResponse> {
  const caller = await admitAdmin("resendInvitation", request, deps, SMALL_REQUEST_CHARS);
  const { id } = parseOrThrow(InvitationRefSchema, request.data);
  const old = invitationDoc(deps.db, id);
  const stored = (await old.get()).data() as StoredInvitation | undefined;
  if (!stored) throw new HttpsError("not-found", NOT_PENDING_MESSAGE);
  // The address may have joined since (another invitation, admin:grant): a new link would offer them another role.
  if (await isMember(deps, stored.email)) throw new HttpsError("already-exists", ALREADY_MEMBER_MESSAGE);
  const next = await createInvitation(deps, caller, stored.email, stored.role, "invite-resend", old);
  deps.log.info("resendInvitation", { uid: caller.uid, invitation: id.slice(0, 12), next: next.slice(0, 12) });
  return readTeam(deps.db, deps.now());
}

export async function withdrawInvitationHandler(request: AdminRequest, deps: TeamDeps): Promise<TeamResponse> {
  const caller = await admitAdmin("withdrawInvitation", request, deps, SMALL_REQUEST_CHARS);
  const { id } = parseOrThrow(InvitationRefSchema, request.data);
  const ref = invitationDoc(deps.db, id);
  await deps.db.runTransaction(async (transaction) => {
    const doc = await transaction.get(ref);
    if (doc.get("status") !== "pending") throw new HttpsError("failed-precondition", NOT_PENDING_MESSAGE);
    transaction.update(ref, { status: "withdrawn", updated_at: FieldValue.serverTimestamp() });
    transaction.create(auditDoc(deps.db), auditEntry("invite-withdraw", caller, String(doc.get("email"))));
  });
  deps.log.info("withdrawInvitation", { uid: caller.uid, invitation: id.slice(0, 12) });
  return readTeam(deps.db, deps.now());
}

/**
 * Accepts an invitation for the signed-in account: its verified address must be the invited one. In one
 * transaction the invitation becomes used, the staff record `staff/{uid}` is written with the invited role (active),
 * and the audit entry added; then the account gets the `admin` claim (its next token refresh carries it).
 *
 * Accepting the same invitation again from the same account sets the claim again only while that account is still an
 * active member (a retry after a failure part-way): a replay after a deactivation or `admin:revoke` restores nothing.
 * An account that already has a staff record is refused (an owner changes a role in the Team tab, never a link). A
 * misaddressed, used, withdrawn or replayed link is recorded for owners (platform/audit.ts `recordRefusal`).
 */
export async function acceptInvitationHandler(
  request: Pick<CallableRequest, "auth" | "data"> & Parameters<typeof assertCallableRequestSize>[0],
  deps: TeamDeps,
): Promise<AcceptInvitationResponse> {
  assertCallableRequestSize(request, SMALL_REQUEST_CHARS);
  if (!request.auth) throw new HttpsError("unauthenticated", SIGN_IN_TO_ACCEPT_MESSAGE);
  const { uid, token: claims } = request.auth;
  const email = typeof claims.email === "string" ? claims.email.toLowerCase() : "";
  if (!email) throw new HttpsError("unauthenticated", SIGN_IN_TO_ACCEPT_MESSAGE);
  const { token } = parseOrThrow(AcceptInvitationSchema, request.data);
  const hash = invitationHash(deps.key(), token);
  const ref = invitationDoc(deps.db, hash);
  const staffRef = deps.db.collection(COLLECTIONS.staff).doc(uid);
  const now = deps.now();
  /** Why the link was refused, for the owners' trace; unset for a refusal that needs none (expired, unverified). */
  let refusal: string | undefined;
  const refuse = (reason: string, error: HttpsError): never => {
    refusal = reason;
    throw error;
  };
  let role: Role;
  try {
    role = await deps.db.runTransaction(async (transaction) => {
      refusal = undefined;
      const [doc, member] = await Promise.all([transaction.get(ref), transaction.get(staffRef)]);
      const stored = doc.data() as StoredInvitation | undefined;
      if (!stored) throw new HttpsError("not-found", INVITATION_INVALID_MESSAGE);
      const record = staffRecordOf(member.data());
      if (stored.status === "accepted") {
        if (stored.accepted_uid === uid && record?.active) return record.role;
        return refuse(
          stored.accepted_uid === uid ? "invitation-replayed" : "invitation-used",
          new HttpsError("failed-precondition", INVITATION_USED_MESSAGE),
        );
      }
      if (stored.status !== "pending") {
        return refuse("invitation-withdrawn", new HttpsError("failed-precondition", INVITATION_WITHDRAWN_MESSAGE));
      }
      if (stored.expires_at.toMillis() <= now.getTime()) {
        throw new HttpsError("deadline-exceeded", INVITATION_EXPIRED_MESSAGE);
      }
      if (stored.email !== email) {
        return refuse(
          "invitation-wrong-address",
          new HttpsError("permission-denied", INVITATION_WRONG_ADDRESS_MESSAGE),
        );
      }
      // The address is the invited one; only a verified one proves it is theirs.
      if (claims.email_verified !== true) throw new HttpsError("failed-precondition", VERIFY_TO_ACCEPT_MESSAGE);
      if (record) {
        return refuse(
          "invitation-to-member",
          new HttpsError("already-exists", alreadyMemberMessage(record.role, record.active)),
        );
      }
      const at = FieldValue.serverTimestamp();
      transaction.update(ref, { status: "accepted", accepted_uid: uid, accepted_at: at });
      transaction.create(staffRef, {
        email,
        role: stored.role,
        active: true,
        granted_at: at,
        invited_by_uid: stored.invited_by_uid,
      });
      transaction.create(
        auditDoc(deps.db),
        auditEntry("invite-accept", { uid, email }, email, { role: ROLE_LABELS[stored.role] }),
      );
      return stored.role;
    });
  } catch (error) {
    if (refusal) await recordRefusal(deps.db, { uid, email }, `invitation ${hash.slice(0, 12)}`, refusal, deps.log);
    throw error;
  }
  try {
    await deps.auth.setAdminClaim(uid, true);
  } catch (error) {
    deps.log.warn("acceptInvitation", { uid, outcome: "claim_failed", error: errorCode(error) });
    throw new HttpsError("unavailable", "Your access could not be switched on. Open the invitation link again.");
  }
  deps.log.info("acceptInvitation", { uid, role });
  return { role };
}

/** What an invitation's invitee who is already a member is told. */
export function alreadyMemberMessage(role: Role, active: boolean): string {
  return active
    ? `You are already a member of the team (${ROLE_LABELS[role]}): an owner changes your role in the Team tab, not an invitation.`
    : "Your membership of the team was deactivated: ask an owner to reactivate it in the Team tab.";
}

export const inviteTeamMember = callable("inviteTeamMember", { secrets: [hashKey] }, (request) =>
  inviteTeamMemberHandler(request, liveTeamDeps()),
);
export const resendInvitation = callable("resendInvitation", { secrets: [hashKey] }, (request) =>
  resendInvitationHandler(request, liveTeamDeps()),
);
export const withdrawInvitation = callable("withdrawInvitation", {}, (request) =>
  withdrawInvitationHandler(request, liveTeamDeps()),
);
export const acceptInvitation = callable("acceptInvitation", { secrets: [hashKey] }, (request) =>
  acceptInvitationHandler(request, liveTeamDeps()),
);
