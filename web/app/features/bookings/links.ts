/*
 * What the booking pages read from their address before any heavy code runs: no Firebase here (api.ts has it), so the
 * pages' first load stays plain (docs/decisions/0005).
 */

/** The management token a reschedule / cancel link carries in its fragment (`#<token>`); null when it has none. */
export function tokenFromHash(hash: string): string | null {
  const token = hash.replace(/^#/, "").trim();
  return token ? token : null;
}

/** The invitation a coach-interview link carries (`#invite=<token>`); null when it has none. */
export function inviteFromHash(hash: string): string | null {
  const invite = new URLSearchParams(hash.replace(/^#/, "")).get("invite");
  return invite ? invite : null;
}
