// The leads feature's deployed functions: the two forms' callables and the dashboard's admin callables.
export { submitContact } from "./submitContact";
export { submitCoachApplication } from "./submitCoachApplication";
export { listSubmissions } from "./listSubmissions";
export { getSubmission } from "./getSubmission";
export { setSubmissionStatus } from "./setSubmissionStatus";
export { addSubmissionNote } from "./addSubmissionNote";
export { deleteSubmission } from "./deleteSubmission";
export { exportSubmissions } from "./exportSubmissions";
export { submissionOverview } from "./submissionOverview";
export { submissionCounts } from "./submissionCounts";
// What other features may use: the detail the dashboard shows (sendInterviewLink answers it).
export { readDetail } from "./detail";
