import type { LeadKind } from "../domain/collections";
import { company } from "../domain/company";
import { replyAddress, sentMessageRecord, type MessageRecord } from "../domain/conversations";
import type { MailEventRecord } from "../domain/mail";
import { renderMail, type MailBlock } from "../mail";
import { messageDocId, replyToken, replyTokenHash } from "./keys";

/** The mail event id of a sent message (`msg-…`, domain/mail.ts MAIL_EVENT_ID). */
function messageEventId(messageDocId: string): string {
  return `msg-${messageDocId.slice(0, 40)}`;
}

/** What one mail from staff to a lead stores: its timeline message, the lead's mail event that sends it, the token. */
export interface LeadMessage<TTime> {
  /** `messages/{docId}`: the keyed hash of the mail's `Message-ID`. */
  docId: string;
  /** The lead's mail event (`{lead}/mails/{event}`) the mail queue sends. */
  event: string;
  mailEvent: MailEventRecord<TTime>;
  message: MessageRecord<TTime>;
  /** The lead's reply address (`reply+<token>@domain`), the mail's `Reply-To`. */
  replyTo: string;
  /** The keyed hash of the lead's reply token, stored on the lead (REPLY_TOKEN_HASH_FIELD). */
  tokenHash: string;
}

/**
 * A staff member's mail to a lead, built as `sendLeadMessage` stores it (and the seed's sample conversations): from
 * the company address as "<staff member's name>, <company>", with its own `Message-ID` (`messageId`, `<…@domain>`) and the lead's reply
 * address (`reply+<token>@domain`) as `Reply-To`; the text's paragraphs rendered as every mail of the product is.
 */
export function leadMessage<TTime>(fields: {
  key: string;
  domain: string;
  kind: LeadKind;
  id: string;
  to: string;
  subject: string;
  text: string;
  staffName: string;
  by: { uid: string; email: string };
  messageId: string;
  at: TTime;
}): LeadMessage<TTime> {
  const token = replyToken(fields.key, fields.kind, fields.id);
  const docId = messageDocId(fields.key, fields.messageId);
  const event = messageEventId(docId);
  const replyTo = replyAddress(token, fields.domain);
  const fromName = `${fields.staffName}, ${company.name}`;
  const rendered = renderMail(
    fields.subject,
    fields.text.split(/\n{2,}/).map((paragraph): MailBlock => ({ type: "paragraph", text: paragraph })),
    { name: company.name, address: replyTo },
  );
  return {
    docId,
    event,
    mailEvent: {
      to: fields.to,
      confirmation: {
        ...rendered,
        subject: fields.subject,
        from_name: fromName,
        message_id: fields.messageId,
      },
      capped: false,
      created_at: fields.at,
    },
    message: sentMessageRecord({ ...fields, fromName, event }),
    replyTo,
    tokenHash: replyTokenHash(fields.key, token),
  };
}
