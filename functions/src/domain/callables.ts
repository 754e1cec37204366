/** Names of the deployed callables: the web app calls exactly these, `functions/src/index.ts` exports exactly these. */
export const CALLABLES = {
  submitContact: "submitContact",
  submitCoachApplication: "submitCoachApplication",
  createPayment: "createPayment",
  createLaunchPayment: "createLaunchPayment",
  listSubmissions: "listSubmissions",
  chargeInstallment: "chargeInstallment",
  /** Admin: re-reads a stale installment-2 charge from Stripe and records what Stripe says. */
  reconcileInstallment: "reconcileInstallment",
  getSubmission: "getSubmission",
  setSubmissionStatus: "setSubmissionStatus",
  addSubmissionNote: "addSubmissionNote",
  deleteSubmission: "deleteSubmission",
  exportSubmissions: "exportSubmissions",
  submissionOverview: "submissionOverview",
  /** Admin: the tabs' totals and New counts. */
  submissionCounts: "submissionCounts",
} as const;

/** Firestore collections written by the callables and read by the admin listing. */
export const COLLECTIONS = {
  contactSubmissions: "contact_submissions",
  coachApplications: "ai_coach_applications",
  payments: "payments",
  rateLimits: "rate_limits",
  /** Subcollection of a contact message or application: its status changes and notes. */
  activity: "activity",
  /** Who deleted which submission id, and when: no personal data. */
  auditLog: "audit_log",
} as const;

/** The answer of a submit callable. */
export interface SubmitResponse {
  ok: true;
}

/** The answer of a checkout callable: the hosted Checkout address to open. */
export interface CheckoutResponse {
  url: string;
}

/**
 * The hidden form field that only bots fill in. The forms render it invisibly and send it with the payload; the
 * submit callables answer a filled one with the normal success and store nothing. The schemas drop it.
 */
export const HONEYPOT_FIELD = "website";
