import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { Timestamp } from "firebase-admin/firestore";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { replyAddress } from "../domain/conversations";
import { adminDeps, adminRequest, useStandinFirestore } from "../testing/standinFirestore";
import { handleInbound, inboundSignature, type InboundDeps } from "./inbound";
import { replyToken } from "./keys";
import { emailKey } from "../platform/rateLimit";
import { clearNewReplyHandler, leadConversationHandler } from "./leadConversation";
import { sendLeadMessageHandler, type SendDeps } from "./sendLeadMessage";
import { deleteSubmissionHandler } from "../leads/deleteSubmission";

const KEY = "k".repeat(32);
const SIGNING_KEY = "signing-key-of-the-provider";
const DOMAIN = "reply.example.test";
const NOW = new Date("2026-11-24T17:00:00Z");

const standin = useStandinFirestore();

function sendDeps(): SendDeps & { notify: ReturnType<typeof vi.fn> } {
  return {
    ...adminDeps(standin.db),
    key: () => KEY,
    origin: () => "https://site.example",
    domain: () => DOMAIN,
    notify: vi.fn(async () => {}),
    now: () => new Date(NOW.getTime() - 60 * 60 * 1000),
  };
}

/** The contact form's allowance as a test sets it: how many new leads each counter key admits. */
let allowance = 100;
let counted = new Map<string, number>();

function inboundDeps(): InboundDeps {
  return {
    db: standin.db,
    signingKey: () => SIGNING_KEY,
    key: () => KEY,
    domain: () => DOMAIN,
    now: () => NOW,
    log: { info: () => {}, warn: () => {}, error: () => {} },
    rateLimiter: {
      consume: async (key) => {
        const used = counted.get(key) ?? 0;
        if (used >= allowance) return false;
        counted.set(key, used + 1);
        return true;
      },
    },
  };
}

/** The inbound provider's own verdicts, as Mailgun posts them beside the mail. */
const VOUCHED = { "X-Mailgun-Spf": "Pass", "X-Mailgun-Dkim-Check-Result": "Pass" };

let tokenCount = 0;
/** A POST as Mailgun signs it: multipart/form-data with timestamp, token, signature and the raw MIME. */
function post(
  mime: string,
  overrides: { timestamp?: string; token?: string; signature?: string; fields?: Record<string, string> } = {},
) {
  const timestamp = overrides.timestamp ?? String(Math.floor(NOW.getTime() / 1000));
  const token = overrides.token ?? `provider-token-${++tokenCount}-${"x".repeat(30)}`;
  const form = new FormData();
  form.set("timestamp", timestamp);
  form.set("token", token);
  form.set("signature", overrides.signature ?? inboundSignature(SIGNING_KEY, timestamp, token));
  form.set("recipient", "");
  for (const [name, value] of Object.entries(overrides.fields ?? {})) form.set(name, value);
  form.set("body-mime", mime);
  return { form, token, timestamp };
}

async function deliver(mime: string, overrides: Parameters<typeof post>[1] = {}) {
  const request = new Request("http://x/", { method: "POST", body: post(mime, overrides).form });
  const rawBody = Buffer.from(await request.arrayBuffer());
  return handleInbound(
    { method: "POST", contentType: request.headers.get("content-type") ?? undefined, rawBody },
    inboundDeps(),
  );
}

function sample(name: string, ourId: string, reply: string): string {
  return readFileSync(resolve(__dirname, "samples", name), "utf8")
    .replaceAll("{{OUR_ID}}", ourId)
    .replaceAll("{{REPLY}}", reply)
    .replace(/\r?\n/g, "\r\n");
}

async function messages(lead = "contact/m1") {
  const snapshot = await standin.db.collection("messages").where("lead", "==", lead).get();
  return snapshot.docs.map((doc) => doc.data());
}

const lead = () => standin.db.doc("contact_submissions/m1");
const REPLY = replyAddress(replyToken(KEY, "contact", "m1"), DOMAIN);
let ourId = "";

beforeEach(async () => {
  allowance = 100;
  counted = new Map();
  await lead().set({
    name: "Dana Whitfield",
    email: "dana.whitfield@example.com",
    subject: "Coaching",
    message: "Hello",
    status: "in_progress",
    created_at: Timestamp.now(),
  });
  const deps = sendDeps();
  const sent = await sendLeadMessageHandler(
    adminRequest(
      { kind: "contact", id: "m1", subject: "Your question about AI coaching", text: "Hi {first name},\n\nTuesday?" },
      { name: "Ada Staff" },
    ),
    deps,
  );
  const event = (await standin.db.doc(`messages/${sent.id}`).get()).get("event") as string;
  ourId = (await lead().collection("mails").doc(event).get()).get("confirmation.message_id") as string;
});

describe("sendLeadMessage", () => {
  it("prepares the mail with the staff member's name, its Message-ID and the lead's reply address, and queues it", async () => {
    const deps = sendDeps();
    const { id } = await sendLeadMessageHandler(
      adminRequest({ kind: "contact", id: "m1", subject: "Hello {first name}", text: "See you, {first name}." }),
      deps,
    );
    const message = (await standin.db.doc(`messages/${id}`).get()).data()!;
    expect(message).toMatchObject({ lead: "contact/m1", type: "sent", subject: "Hello Dana", text: "See you, Dana." });
    expect(message.by_email).toBe("staff@example.com");
    const event = (await lead().collection("mails").doc(message.event).get()).data()!;
    expect(event.to).toBe("dana.whitfield@example.com");
    expect(event.capped).toBe(false);
    expect(event.confirmation.from_name).toBe("Staff, Idaho AI Coaches");
    expect(event.confirmation.replyTo.address).toBe(REPLY);
    expect(event.confirmation.message_id).toMatch(new RegExp(`^<[0-9a-f-]{36}@${DOMAIN.replaceAll(".", "\\.")}>$`));
    expect(deps.notify).toHaveBeenCalledWith("contact", "m1", message.event, ["confirmation"]);
    const stored = (await lead().get()).data()!;
    expect(stored.messages_count).toBe(2);
    expect(stored.reply_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(replyToken(KEY, "contact", "m1"));
  });

  it("refuses a placeholder the lead has nothing for, or an unknown one, and writes nothing", async () => {
    const deps = sendDeps();
    const send = (text: string) =>
      sendLeadMessageHandler(adminRequest({ kind: "contact", id: "m1", subject: "Hi", text }), deps);
    await expect(send("Your meeting: {meeting time}")).rejects.toMatchObject({ code: "failed-precondition" });
    await expect(send("Hi {frist name}")).rejects.toMatchObject({ code: "failed-precondition" });
    expect(await messages()).toHaveLength(1);
    expect(deps.notify).not.toHaveBeenCalled();
  });

  it("fills a booking's time in the lead's own zone", async () => {
    await standin.db.doc("bookings/b1").set({
      name: "Lee Park",
      email: "lee@example.com",
      time_zone: "America/Boise",
      start_at: Timestamp.fromDate(new Date("2026-12-01T17:30:00Z")),
      status: "scheduled",
      created_at: Timestamp.now(),
    });
    const { id } = await sendLeadMessageHandler(
      adminRequest({ kind: "bookings", id: "b1", subject: "See you", text: "{first name}: {meeting time}" }),
      sendDeps(),
    );
    expect((await standin.db.doc(`messages/${id}`).get()).get("text")).toBe(
      "Lee: Tuesday, December 1, 2026 at 10:30 AM (MST)",
    );
  });

  it("refuses a lead that does not exist", async () => {
    await expect(
      sendLeadMessageHandler(adminRequest({ kind: "contact", id: "gone", subject: "Hi", text: "Hi" }), sendDeps()),
    ).rejects.toMatchObject({ code: "not-found" });
  });
});

describe("incoming mail: the clients' replies", () => {
  it("Gmail: the reply without the quoted history and signature, on the lead, New reply set", async () => {
    expect((await deliver(sample("gmail-reply.eml", ourId, REPLY))).body.outcome).toBe("stored");
    const reply = (await messages()).find((message) => message.type === "reply")!;
    expect(reply.text).toBe("Thanks, Tuesday at 10 works for me. Could you send the agenda beforehand?\n\nDana");
    expect(reply).toMatchObject({ from_address: "dana.whitfield@example.com", matched_by: "token" });
    expect(JSON.stringify(reply)).not.toContain("tracker.example.com");
    const stored = (await lead().get()).data()!;
    expect(stored.new_reply).toBe(true);
    expect(stored.last_reply_at).toBeInstanceOf(Timestamp);
  });

  it("Outlook: the text above the header block; the attachment listed by name, type and size only", async () => {
    await deliver(sample("outlook-reply.eml", ourId, REPLY));
    const reply = (await messages()).find((message) => message.type === "reply")!;
    expect(reply.text).toMatch(/^Hi Ada,\n\nDecember 8th works .*\n\nThanks,\nMarcus Bell\nTechnology Coordinator$/s);
    expect(reply.attachments).toEqual([
      { filename: "In-service schedule.pdf", content_type: "application/pdf", size: expect.any(Number) },
    ]);
    expect(reply.attachments[0].size).toBeGreaterThan(100);
  });

  it("Apple Mail: the quoted attribution and history cut, the CC kept", async () => {
    await deliver(sample("apple-mail-reply.eml", ourId, REPLY));
    const reply = (await messages()).find((message) => message.type === "reply")!;
    expect(reply.text).toBe("Yes, I can do Thursday afternoon — anytime after 2.\n\nPriya");
    expect(reply.cc).toEqual(["sam.nair@example.net"]);
  });

  it("an out-of-office is stored as an automatic reply and raises no New reply", async () => {
    expect((await deliver(sample("outlook-out-of-office.eml", ourId, REPLY))).body.outcome).toBe("stored");
    expect((await messages()).map((message) => message.type).sort()).toEqual(["auto_reply", "sent"]);
    expect((await lead().get()).get("new_reply")).toBeUndefined();
  });

  it("a DSN bounce is stored as a bounce, matched by the returned headers' Message-ID, and raises no New reply", async () => {
    const bounce = sample("postfix-bounce.eml", ourId, "hello@idahoaicoaches.com");
    expect((await deliver(bounce)).body.outcome).toBe("stored");
    const stored = (await messages()).find((message) => message.type === "bounce")!;
    expect(stored.matched_by).toBe("thread");
    expect((await lead().get()).get("new_reply")).toBeUndefined();
  });
});

/**
 * A public test mail of another project (samples/public/README.md names each), addressed to `reply`: its `To:` header
 * replaced, as if the lead had answered our mail from that client.
 */
function publicSample(name: string, reply: string): string {
  const raw = readFileSync(resolve(__dirname, "samples", "public", name), "utf8").replace(/\r?\n/g, "\r\n");
  const headerEnd = raw.indexOf("\r\n\r\n") + 2;
  const headers = raw.slice(0, headerEnd).replace(/^To:[^\r]*\r\n(?:[ \t][^\r]*\r\n)*/im, "");
  return `To: ${reply}\r\n${headers}${raw.slice(headerEnd)}`;
}

describe("incoming mail: real clients' mails from other projects' test sets", () => {
  // mailgun/talon's standard replies: its own test expects each to read "Hello" once the quote is cut (the iPhone's
  // "Sent from my iPhone" talon keeps; a signature, which this product drops).
  it.each([
    "talon-gmail.eml",
    "talon-outlook.eml",
    "talon-apple_mail.eml",
    "talon-apple_mail_2.eml",
    "talon-iphone.eml",
    "talon-android.eml",
    "talon-thunderbird.eml",
    "talon-yahoo.eml",
    "talon-hotmail.eml",
  ])("%s: the reply reads Hello, New reply set", async (name) => {
    expect((await deliver(publicSample(name, REPLY))).body.outcome).toBe("stored");
    const reply = (await messages()).find((message) => message.type !== "sent")!;
    expect(reply).toMatchObject({ type: "reply", text: "Hello", matched_by: "token" });
    expect((await lead().get()).get("new_reply")).toBe(true);
  });

  // sisimai/set-of-emails: RFC 3834 automatic replies and real bounces (its own tests classify them so).
  it.each([
    ["sisimai-rfc3834-01.eml", "auto_reply"],
    ["sisimai-rfc3834-02.eml", "auto_reply"],
    ["sisimai-rfc3834-03.eml", "auto_reply"],
    ["sisimai-rfc3834-04.eml", "auto_reply"],
    ["sisimai-rfc3834-06.eml", "auto_reply"],
    ["sisimai-lhost-postfix-01.eml", "bounce"],
    ["sisimai-lhost-gmail-01.eml", "bounce"],
    ["sisimai-lhost-office365-01.eml", "bounce"],
    ["sisimai-lhost-exchange2007-01.eml", "bounce"],
  ])("%s is stored as %s and raises no New reply", async (name, type) => {
    expect((await deliver(publicSample(name, REPLY))).body.outcome).toBe("stored");
    expect((await messages()).map((message) => message.type).sort()).toEqual([type, "sent"]);
    expect((await lead().get()).get("new_reply")).toBeUndefined();
  });
});

describe("incoming mail: threading", () => {
  it("without the token, In-Reply-To still finds the lead", async () => {
    await deliver(sample("gmail-reply.eml", ourId, "hello@idahoaicoaches.com"));
    expect((await messages()).find((message) => message.type === "reply")?.matched_by).toBe("thread");
  });

  it("a reply from someone the lead CC'd, with the reply address in Cc and no references, stays on the lead", async () => {
    const mime = [
      "From: Sam Nair <sam.nair@example.net>",
      "To: Priya Nair <priya.nair@example.net>",
      `Cc: Idaho AI Coaches <${REPLY}>`,
      "Subject: Re: Your coach application",
      "Message-ID: <cc-reply-1@example.net>",
      "Content-Type: text/plain; charset=utf-8",
      "",
      "I'll join too.",
    ].join("\r\n");
    await deliver(mime);
    expect((await messages()).find((message) => message.type === "reply")).toMatchObject({
      matched_by: "token",
      text: "I'll join too.",
    });
  });

  it("a forward by someone else (References only) stays on the lead, forwarded text kept", async () => {
    await deliver(sample("gmail-forward.eml", ourId, REPLY));
    const reply = (await messages()).find((message) => message.type === "reply")!;
    expect(reply.matched_by).toBe("thread");
    expect(reply.text).toContain("Forwarded message");
  });

  it("a sender with an open lead joins it", async () => {
    const mime = [
      "From: Dana Whitfield <dana.whitfield@example.com>",
      "To: hello@idahoaicoaches.com",
      "Subject: One more question",
      "Message-ID: <new-thread-1@example.com>",
      "",
      "Is parking free?",
    ].join("\r\n");
    await deliver(mime);
    expect((await messages()).find((message) => message.type === "reply")?.matched_by).toBe("sender");
  });

  it("an unknown sender becomes a new contact message, built like a form's", async () => {
    const mime = [
      "From: Robin Ortiz <robin@example.org>",
      "To: hello@idahoaicoaches.com",
      "Subject: Workshops for our library?",
      "Message-ID: <unknown-1@example.org>",
      "",
      "Do you run workshops for libraries?",
    ].join("\r\n");
    expect((await deliver(mime)).body.outcome).toBe("new_lead");
    const leads = await standin.db.collection("contact_submissions").where("email", "==", "robin@example.org").get();
    expect(leads.size).toBe(1);
    expect(leads.docs[0]!.data()).toMatchObject({
      name: "Robin Ortiz",
      subject: "Workshops for our library?",
      message: "Do you run workshops for libraries?",
      status: "new",
      new_reply: true,
      source: { channel: "Direct" },
    });
    expect(leads.docs[0]!.get("search_terms")).toContain("robin");
  });

  it("a reply address naming the lead's id instead of its token attaches to nothing", async () => {
    const mime = [
      "From: Mallory <mallory@example.com>",
      `To: reply+m1@${DOMAIN}, reply+${"0".repeat(32)}@${DOMAIN}`,
      "Subject: hi",
      "Message-ID: <forged-1@example.com>",
      "",
      "attach me",
    ].join("\r\n");
    expect((await deliver(mime)).body.outcome).toBe("new_lead");
    expect((await messages()).every((message) => message.type === "sent")).toBe(true);
  });
});

describe("incoming mail: authenticity and idempotency", () => {
  const mime = () => sample("gmail-reply.eml", ourId, REPLY);

  it("the same mail twice (a provider's retry) is stored once", async () => {
    expect((await deliver(mime())).body.outcome).toBe("stored");
    expect((await deliver(mime())).body.outcome).toBe("duplicate");
    expect((await messages()).filter((message) => message.type === "reply")).toHaveLength(1);
    expect((await lead().get()).get("messages_count")).toBe(2);
  });

  it.each([
    ["a bad signature", { signature: "0".repeat(64) }, 401],
    ["a timestamp 10 minutes old", { timestamp: String(Math.floor(NOW.getTime() / 1000) - 600) }, 406],
  ])("%s stores nothing", async (_case, overrides, status) => {
    const answer = await deliver(mime(), overrides);
    expect(answer.status).toBe(status);
    expect(await messages()).toHaveLength(1);
    expect((await lead().get()).get("new_reply")).toBeUndefined();
  });

  it("a replayed request (its token seen) stores nothing, even for another mail", async () => {
    await deliver(mime(), { token: "replayed-token-".padEnd(40, "y") });
    const other = mime().replace("CAF7x2Yq3nM0p", "OTHER");
    const answer = await deliver(other, { token: "replayed-token-".padEnd(40, "y") });
    expect(answer).toMatchObject({ status: 406, body: { outcome: "replayed" } });
    expect((await messages()).filter((message) => message.type === "reply")).toHaveLength(1);
  });

  it("refuses a request over the size cap", async () => {
    const answer = await deliver(`${mime()}\r\n${"x".repeat(10 * 1024 * 1024)}`);
    expect(answer.status).toBe(406);
    expect(await messages()).toHaveLength(1);
  });
});

describe("the timeline, the mark and erasure", () => {
  it("pages newest first with the sent mail's delivery state; opening clears New reply for everyone", async () => {
    await deliver(sample("gmail-reply.eml", ourId, REPLY));
    const page = await leadConversationHandler(adminRequest({ kind: "contact", id: "m1" }), adminDeps(standin.db));
    expect(page.messages.map((message) => message.type)).toEqual(["reply", "sent"]);
    expect(page.messages[1]!.delivery).toEqual({ state: "queued" });
    expect(page.nextBefore).toBeNull();
    const cleared = await clearNewReplyHandler(adminRequest({ kind: "contact", id: "m1" }), adminDeps(standin.db));
    expect(cleared).toEqual({ cleared: true });
    expect((await lead().get()).get("new_reply")).toBe(false);
  });

  it("erasing the lead erases its messages", async () => {
    await deliver(sample("gmail-reply.eml", ourId, REPLY));
    await deleteSubmissionHandler(adminRequest({ kind: "contact", id: "m1" }), adminDeps(standin.db));
    expect(await messages()).toHaveLength(0);
  });
});

describe("incoming mail: robots without a lead", () => {
  it("an out-of-office that names no lead is dropped, never made a lead; its replay is refused", async () => {
    const mime = [
      "From: Someone <someone@example.org>",
      "To: hello@idahoaicoaches.com",
      "Subject: Automatic reply: hello",
      "Auto-Submitted: auto-replied",
      "Message-ID: <ooo-unmatched@example.org>",
      "",
      "Away.",
    ].join("\r\n");
    const token = "unmatched-token-".padEnd(40, "z");
    expect((await deliver(mime, { token })).body.outcome).toBe("unmatched");
    expect((await deliver(mime, { token })).status).toBe(406);
    const leads = await standin.db.collection("contact_submissions").where("email", "==", "someone@example.org").get();
    expect(leads.size).toBe(0);
  });
});

describe("incoming mail: many at once", () => {
  it("20 replies to one lead at once, 5 of them twice, are each stored once and counted", async () => {
    const mimes = Array.from({ length: 20 }, (_, n) =>
      sample("gmail-reply.eml", ourId, REPLY).replace("CAF7x2Yq3nM0p", `burst-${n}-`),
    );
    const answers = await Promise.all([...mimes, ...mimes.slice(0, 5)].map((mime) => deliver(mime)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect((await messages()).filter((message) => message.type === "reply")).toHaveLength(20);
    expect((await lead().get()).get("messages_count")).toBe(21);
  });
});

describe("incoming mail: who really sent it", () => {
  /** A mail "from" the lead's address, to the company's public address: no reply token, no reference. */
  const forged = (extraHeaders: string[] = [], id = "forged-from-1") =>
    [
      "From: Dana Whitfield <dana.whitfield@example.com>",
      "To: hello@idahoaicoaches.com",
      "Subject: Please change my booking",
      `Message-ID: <${id}@attacker.example>`,
      ...extraHeaders,
      "",
      "Send the invoice to another address.",
    ].join("\r\n");
  const received = async () => (await messages()).find((message) => message.type === "reply")!;

  it("a From matched alone is stored unverified, whatever verdict headers the message itself carries", async () => {
    const headers = [
      "X-Mailgun-Spf: Pass",
      "X-Mailgun-Dkim-Check-Result: Pass",
      "Authentication-Results: mx.example.com; spf=pass smtp.mailfrom=example.com; dkim=pass header.d=example.com",
    ];
    expect((await deliver(forged(headers))).body.outcome).toBe("stored");
    expect(await received()).toMatchObject({ matched_by: "sender", sender_verified: false });
  });

  it("verified when the provider's own verdicts pass for an envelope sender of the From's domain", async () => {
    await deliver(forged(), { fields: { ...VOUCHED, sender: "bounces+x@mail.example.com" } });
    expect(await received()).toMatchObject({ matched_by: "sender", sender_verified: true });
  });

  it.each([
    ["SPF passed for another domain's envelope", { ...VOUCHED, sender: "someone@attacker.example" }],
    ["DKIM failed", { ...VOUCHED, "X-Mailgun-Dkim-Check-Result": "Fail", sender: "dana.whitfield@example.com" }],
    ["no verdicts at all", { sender: "dana.whitfield@example.com" }],
  ])("unverified when %s", async (_case, fields) => {
    await deliver(forged(), { fields });
    expect(await received()).toMatchObject({ sender_verified: false });
  });

  it("the reply token and a reference to a mail we sent are proof; a reference to a received mail is not", async () => {
    await deliver(sample("gmail-reply.eml", ourId, REPLY));
    expect(await received()).toMatchObject({ matched_by: "token", sender_verified: true });
    // A second mail naming only the first reply's Message-ID (which its sender wrote) in In-Reply-To.
    const firstId = /^Message-ID:\s*(<[^>]+>)/im.exec(sample("gmail-reply.eml", ourId, REPLY))?.[1] ?? "";
    await deliver(forged([`In-Reply-To: ${firstId}`, `References: ${firstId}`], "forged-ref-1"));
    const second = (await messages()).find((message) => message.subject === "Please change my booking")!;
    expect(second).toMatchObject({ matched_by: "sender", sender_verified: false });
  });
});

describe("incoming mail: a closed or spam lead's thread is shut", () => {
  it.each(["closed", "spam"])(
    "a reply with the reply token of a %s lead arrives as a new, unverified message",
    async (status) => {
      await lead().update({ status });
      expect((await deliver(sample("gmail-reply.eml", ourId, REPLY))).body.outcome).toBe("new_lead");
      expect((await messages()).filter((message) => message.type === "reply")).toEqual([]);
      const leads = await standin.db
        .collection("contact_submissions")
        .where("email", "==", "dana.whitfield@example.com")
        .get();
      expect(leads.size).toBe(2);
      const fresh = leads.docs.find((doc) => doc.id !== "m1")!;
      const [message] = await messages(`contact/${fresh.id}`);
      expect(message).toMatchObject({ matched_by: "new", sender_verified: false });
    },
  );
});

describe("incoming mail: a reply that makes a new lead passes the contact form's rules", () => {
  const stranger = (n: number, from = "Robin Ortiz <robin@example.org>") =>
    [
      `From: ${from}`,
      "To: hello@idahoaicoaches.com",
      `Subject: Question ${n}`,
      `Message-ID: <stranger-${n}@example.org>`,
      "",
      "Do you run workshops for libraries?",
    ].join("\r\n");
  const strangers = async () =>
    (await standin.db.collection("contact_submissions").where("email", "==", "robin@example.org").get()).size;

  it("an allowance per sending domain: past it, nothing is stored and the provider is told not to retry", async () => {
    allowance = 2;
    const from = (n: number) => `Robin ${n} <robin${n}@example.org>`;
    expect((await deliver(stranger(1, from(1)))).body.outcome).toBe("new_lead");
    expect((await deliver(stranger(2, from(2)))).body.outcome).toBe("new_lead");
    expect(await deliver(stranger(3, from(3)))).toMatchObject({ status: 406, body: { outcome: "rate_limited" } });
    const leads = await standin.db.collection("contact_submissions").where("email", "==", "robin3@example.org").get();
    expect(leads.size).toBe(0);
  });

  it("a provider's retry of a stored new lead is a duplicate, counted once", async () => {
    allowance = 1;
    expect((await deliver(stranger(1))).body.outcome).toBe("new_lead");
    expect((await deliver(stranger(1))).body.outcome).toBe("duplicate");
    expect(counted.get(emailKey("robin@example.org", "submitContact", KEY))).toBe(1);
    expect(await strangers()).toBe(1);
  });

  it("shares the counter with the contact form (submitContact's mailbox key)", async () => {
    allowance = 1;
    counted.set(emailKey("robin@example.org", "submitContact", KEY), 1);
    expect(await deliver(stranger(1))).toMatchObject({ status: 406, body: { outcome: "rate_limited" } });
    expect(await strangers()).toBe(0);
  });

  it("the form's fields: a sender without a valid address makes no lead", async () => {
    expect(await deliver(stranger(1, "Nobody <not-an-address>"))).toMatchObject({
      status: 406,
      body: { outcome: "invalid_lead" },
    });
    expect((await standin.db.collection("contact_submissions").get()).size).toBe(1);
  });
});
