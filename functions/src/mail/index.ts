// What other features use of the mail feature (its queue function is declared by functions/src/mails.ts, listed in
// functions/src/deployed.ts): the notifiers they call after they store a submission, a payment or an event, and the
// one mail interface they write their mails through (the renderer and its parts).
export { firestoreNotifier, type Notify } from "./queue";
export { firestoreEventNotifier, type NotifyEvent } from "./queue";
export {
  clip,
  dashboardLink,
  formatReceived,
  renderMail,
  text,
  type ComposeContext,
  type ComposedMail,
  type DocumentMails,
  type MailBlock,
  type StoredRecord,
  type StoredView,
} from "./render";
