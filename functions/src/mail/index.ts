// The mail feature's public surface: the queue function to deploy, and the notifier other features call after they
// store a submission or a payment.
export { sendMail } from "./sendMail";
export { firestoreNotifier, type Notify } from "./queue";
export { firestoreEventNotifier, type NotifyEvent } from "./queue";
export { renderMail, type MailBlock } from "./compose";
