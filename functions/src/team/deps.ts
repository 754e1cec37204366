import { randomBytes } from "node:crypto";
import { firestoreEventNotifier, type NotifyEvent } from "../mail";
import { liveAdminDeps, type AdminDeps } from "../platform/adminCallable";
import { auth } from "../platform/firebase";
import { hashKeyValue } from "../platform/keyedHash";
import { configuredSiteOrigin } from "../platform/params";

/** What the team's Auth side does: the `admin` claim on or off, and ending every session of an account. */
export interface TeamAuth {
  setAdminClaim: (uid: string, admin: boolean) => Promise<void>;
  revokeSessions: (uid: string) => Promise<void>;
}

/** What the team callables need; tests pass the Firestore stand-in, a clock, a fake Auth and a fake notifier. */
export interface TeamDeps extends AdminDeps {
  now: () => Date;
  /** The HASH_KEY secret: an invitation is stored under the keyed hash of its token. */
  key: () => string;
  /** The site's origin, for the link in the invitation mail. */
  origin: () => string;
  auth: TeamAuth;
  /** Queues the invitation mail (never throws). Omitted: no mail. */
  notify?: NotifyEvent;
  newToken?: () => string;
}

/** The Admin SDK's Auth: the claim set beside the account's other claims (as `admin:grant` does). */
export function firebaseTeamAuth(): TeamAuth {
  return {
    async setAdminClaim(uid, admin) {
      const user = await auth().getUser(uid);
      const { admin: _had, ...others } = user.customClaims ?? {};
      const claims = admin ? { ...others, admin: true } : others;
      await auth().setCustomUserClaims(uid, Object.keys(claims).length ? claims : null);
    },
    revokeSessions: (uid) => auth().revokeRefreshTokens(uid),
  };
}

export function liveTeamDeps(): TeamDeps {
  return {
    ...liveAdminDeps(),
    now: () => new Date(),
    key: hashKeyValue,
    origin: () => configuredSiteOrigin(),
    auth: firebaseTeamAuth(),
    notify: firestoreEventNotifier(),
  };
}

/** A new invitation token: 32 random bytes, base64url. */
export function newInvitationToken(): string {
  return randomBytes(32).toString("base64url");
}
