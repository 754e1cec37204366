// What other features use of the mail feature (its queue function, sendMail, is listed in functions/src/deployed.ts):
// the notifiers they call after they store a submission, a payment or an event, and the mail renderer.
export { firestoreNotifier, type Notify } from "./queue";
export { firestoreEventNotifier, type NotifyEvent } from "./queue";
export { renderMail, type MailBlock } from "./compose";
