import { isIPv4 } from "node:net";
import { defineInt, defineSecret, defineString } from "firebase-functions/params";

/**
 * The SMTP relay and the addresses, as deploy-time configuration (functions/.env.<project>, or prompted by
 * `firebase deploy`); the password as a Secret Manager secret. Locally scripts/stack.mjs points them at maildev.
 */
export const smtpHost = defineString("SMTP_HOST", {
  description: "SMTP relay host, e.g. smtp.gmail.com, smtp.sendgrid.net, email-smtp.us-east-1.amazonaws.com",
});
export const smtpPort = defineInt("SMTP_PORT", {
  default: 587,
  description: "SMTP port: 587 (STARTTLS, required) or 465 (TLS from the start)",
});
export const smtpUser = defineString("SMTP_USER", {
  default: "",
  description: "SMTP user name (empty: no authentication, e.g. a local catcher)",
});
export const smtpPassword = defineSecret("SMTP_PASSWORD");
export const mailFrom = defineString("MAIL_FROM", {
  description: "Sender address of every mail, e.g. no-reply@idahoaicoaches.com (the relay must allow it)",
});
export const staffNotifyTo = defineString("STAFF_NOTIFY_TO", {
  description: "Comma-separated addresses that get a notice of every message, application and payment",
});

/** "a@x.com, b@y.com" as a list, without blanks. */
export function addressList(value: string): string[] {
  return value
    .split(",")
    .map((address) => address.trim())
    .filter(Boolean);
}

/** True for a relay on this machine (a local catcher), where TLS is not required. */
export function isLoopback(host: string): boolean {
  return host === "localhost" || host === "::1" || (isIPv4(host) && host.startsWith("127."));
}
