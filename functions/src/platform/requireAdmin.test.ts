import type { DecodedIdToken } from "firebase-admin/auth";
import { describe, expect, it, vi } from "vitest";
import { NO_ADMIN_ACCESS_MESSAGE, SESSION_ENDED_MESSAGE, SIGN_IN_MESSAGE, requireAdmin } from "./requireAdmin";

const ADMIN = { uid: "u1", email: "staff@example.com", email_verified: true, admin: true };

function request(token: Record<string, unknown>) {
  return { auth: { uid: "u1", rawToken: "raw", token: token as unknown as DecodedIdToken } };
}

/** A verifier that answers what the Admin SDK would after checking the signature and revocation. */
const verifier = (checked: Record<string, unknown> | Error) =>
  vi.fn(async () => {
    if (checked instanceof Error) throw checked;
    return checked as unknown as DecodedIdToken;
  });

describe("requireAdmin", () => {
  it("lets an admin with a verified e-mail through, having checked the token for revocation", async () => {
    const verify = verifier(ADMIN);
    await expect(requireAdmin(request(ADMIN), verify)).resolves.toEqual({ uid: "u1", email: "staff@example.com" });
    expect(verify).toHaveBeenCalledWith("raw");
  });

  it("asks an anonymous caller to sign in", async () => {
    await expect(requireAdmin({ auth: undefined }, verifier(ADMIN))).rejects.toMatchObject({
      code: "unauthenticated",
      message: SIGN_IN_MESSAGE,
    });
  });

  it.each([
    ["no admin claim", { ...ADMIN, admin: undefined }],
    ["an admin claim that is not exactly true", { ...ADMIN, admin: "true" }],
    ["an unverified e-mail", { ...ADMIN, email_verified: false }],
    ["no e-mail", { ...ADMIN, email: undefined }],
  ])("refuses a token with %s without calling the verifier", async (_case, token) => {
    const verify = verifier(ADMIN);
    await expect(requireAdmin(request(token), verify)).rejects.toMatchObject({
      code: "permission-denied",
      message: NO_ADMIN_ACCESS_MESSAGE,
    });
    expect(verify).not.toHaveBeenCalled();
  });

  it("ends the session of a revoked token (admin:revoke) at once", async () => {
    const revoked = Object.assign(new Error("revoked"), { code: "auth/id-token-revoked" });
    await expect(requireAdmin(request(ADMIN), verifier(revoked))).rejects.toMatchObject({
      code: "unauthenticated",
      message: SESSION_ENDED_MESSAGE,
    });
  });

  it("refuses when the verified token disagrees with the one the callable decoded", async () => {
    for (const checked of [
      { ...ADMIN, uid: "other" },
      { ...ADMIN, admin: false },
      { ...ADMIN, email_verified: false },
    ]) {
      await expect(requireAdmin(request(ADMIN), verifier(checked))).rejects.toMatchObject({
        code: "permission-denied",
      });
    }
  });
});
