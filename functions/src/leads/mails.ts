import { APPLICATION_REVIEW_TIME, applicationNextSteps, company } from "../domain/company";
import type { CoachApplicationRecord, ContactSubmissionRecord } from "../domain/leads";
import { clip, dashboardLink, formatReceived, renderMail, text, type DocumentMails, type MailBlock } from "../mail";

/**
 * The two mails of a contact message and of a coach application: the staff notice (every field, replying to the
 * sender) and the sender's confirmation. A confirmation never repeats what the sender typed (not even their name):
 * the forms must not be a way to send chosen text to any address. The mail queue writes them when it sends
 * (functions/src/mails.ts names them for their kinds).
 */

/** The paragraph that ends a confirmation: why the mail came, for someone who never filled the form in. */
function notYou(form: string): MailBlock {
  return {
    type: "paragraph",
    text: `You are receiving this e-mail because this address was entered in ${form} on ${company.origin.replace(/^https?:\/\//, "")}. If that was not you, you can ignore it.`,
  };
}

export const contactMails: DocumentMails<ContactSubmissionRecord> = {
  staff(record, context) {
    const name = text(record.name);
    const email = text(record.email);
    return renderMail(
      `New contact message: ${clip(text(record.subject))}`,
      [
        {
          type: "paragraph",
          text: "A new message came in through the contact form. Reply to this e-mail to answer the sender.",
        },
        {
          type: "fields",
          rows: [
            ["Name", name],
            ["E-mail", email],
            ["Subject", text(record.subject)],
            ["Received", formatReceived(context.receivedAt)],
            ["Message", text(record.message)],
          ],
        },
        dashboardLink(context.siteOrigin),
      ],
      { name: clip(name), address: email },
    );
  },
  confirmation: () =>
    renderMail(`We received your message: ${company.name}`, [
      { type: "paragraph", text: "Hello," },
      {
        type: "paragraph",
        text: `Thank you for contacting ${company.name}. We received your message and will get back to you as soon as possible.`,
      },
      { type: "paragraph", text: `If it is urgent, call us at ${company.phone}.` },
      notYou("our contact form"),
    ]),
  confirmationAddress: (record) => text(record.email).trim(),
};

export const applicationMails: DocumentMails<CoachApplicationRecord> = {
  staff(record, context) {
    const name = `${text(record.first_name)} ${text(record.last_name)}`.trim();
    const email = text(record.email);
    const optional = (label: string, value: unknown): [string, string][] => (text(value) ? [[label, text(value)]] : []);
    return renderMail(
      `New coach application: ${clip(name)}`,
      [
        {
          type: "paragraph",
          text: "A new AI Coach application came in. Reply to this e-mail to answer the applicant.",
        },
        {
          type: "fields",
          rows: [
            ["Name", name],
            ["E-mail", email],
            ["Phone", text(record.phone)],
            ["Location", [text(record.city), text(record.state)].filter(Boolean).join(", ")],
            ["Occupation", text(record.current_occupation)],
            ["AI experience", text(record.ai_experience)],
            ["Teaching experience", text(record.teaching_experience)],
            ["Work preference", text(record.work_preference)],
            ["Available from", text(record.available_start_date)],
            ["Received", formatReceived(context.receivedAt)],
            ["Background", text(record.professional_background)],
            ["Motivation", text(record.motivation)],
            ...optional("Heard about us", record.heard_about_us),
            ...optional("Additional information", record.additional_info),
          ],
        },
        dashboardLink(context.siteOrigin),
      ],
      { name: clip(name), address: email },
    );
  },
  confirmation: () =>
    renderMail(`Your AI Coach application: ${company.name}`, [
      { type: "paragraph", text: "Hello," },
      {
        type: "paragraph",
        text: `Thank you for applying to become a Certified AI Coach. We'll review your application and contact you within ${APPLICATION_REVIEW_TIME}.`,
      },
      { type: "heading", text: "What Happens Next" },
      {
        type: "steps",
        items: applicationNextSteps.map((step) =>
          step.meta ? `${step.title} (${step.meta}): ${step.description}` : `${step.title}: ${step.description}`,
        ),
      },
      notYou("our AI Coach application"),
    ]),
  confirmationAddress: (record) => text(record.email).trim(),
};
