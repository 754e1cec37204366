// Every deployed function, re-exported from its own file. The export name is the deployed name (see domain/callables.ts).
import { setGlobalOptions } from "firebase-functions";

setGlobalOptions({ region: "us-central1", maxInstances: 10 });
export { listSubmissions } from "./callables/listSubmissions";
export { getSubmission } from "./callables/getSubmission";
export { setSubmissionStatus } from "./callables/setSubmissionStatus";
export { addSubmissionNote } from "./callables/addSubmissionNote";
export { deleteSubmission } from "./callables/deleteSubmission";
export { exportSubmissions } from "./callables/exportSubmissions";
export { submissionOverview } from "./callables/submissionOverview";
export { submissionCounts } from "./callables/submissionCounts";
export { submitContact } from "./callables/submitContact";
export { submitCoachApplication } from "./callables/submitCoachApplication";
export { createPayment } from "./callables/createPayment";
export { createLaunchPayment } from "./callables/createLaunchPayment";
export { chargeInstallment } from "./callables/chargeInstallment";
export { reconcileInstallment } from "./callables/reconcileInstallment";
export { stripeWebhook } from "./webhooks/stripeWebhook";
export { sendMail } from "./notifications/sendMail";
