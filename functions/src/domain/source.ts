import * as v from "valibot";

/*
 * Where a lead came from: the referrer and campaign (UTM) fields the first page of a visit saw, the visit's landing
 * page and the page a form was sent from. The browser captures them in sessionStorage (no cookie) and sends them with
 * every form, booking and checkout call as `source`; the server parses them with {@link SourceSchema}, derives the
 * channel itself ({@link deriveChannel}; a channel sent by the client is never read) and stores a {@link LeadSource}.
 *
 * The fields are narrow on purpose: a UTM value is a short token of letters, digits and a few punctuation marks that
 * starts with a letter or digit (so no markup, no formula for a spreadsheet, no hidden characters); a referrer is a
 * host name only (never a URL with a path or query, which can carry personal data); a page is a path of the site.
 * The browser drops a captured value that does not fit before sending (the same schema), so a visitor who arrives
 * with an odd link still sends every form; only a hand-made request meets the refusal.
 */

/** The channels staff see, in the order the dashboard lists them. */
export const CHANNELS = ["Direct", "Organic search", "Paid search", "Social", "Email", "Referral", "Campaign"] as const;
export type Channel = (typeof CHANNELS)[number];

/** The UTM parameters a landing URL may carry, by their query names. */
export const UTM_PARAMETERS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
export type UtmParameter = (typeof UTM_PARAMETERS)[number];

export const SOURCE_MESSAGE = "The visit's source fields are not valid";

/** Longest UTM value, host and path accepted (UTF-16 units). */
export const UTM_MAX = 100;
export const HOST_MAX = 253;
export const PATH_MAX = 200;

const UTM_VALUE = /^[\p{L}\p{N}][\p{L}\p{N} _.\-+/:@&%,()!']*$/u;
/** A DNS host name, lower case: labels of letters, digits and hyphens, optionally a port. */
const HOST =
  /^(?=.{1,253}(?::\d{1,5})?$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(?::\d{1,5})?$/;
/** A path of the site: no query, no fragment, no `..` segment. */
const PATH = /^\/(?:[A-Za-z0-9\-._~]+\/?)*$/;

const utmValue = v.optional(
  v.pipe(
    v.string(SOURCE_MESSAGE),
    v.trim(),
    v.maxLength(UTM_MAX, SOURCE_MESSAGE),
    v.check((value) => value === "" || UTM_VALUE.test(value), SOURCE_MESSAGE),
  ),
  "",
);
const host = v.optional(
  v.pipe(
    v.string(SOURCE_MESSAGE),
    v.trim(),
    v.toLowerCase(),
    v.maxLength(HOST_MAX, SOURCE_MESSAGE),
    v.check((value) => value === "" || HOST.test(value), SOURCE_MESSAGE),
  ),
  "",
);
const path = v.optional(
  v.pipe(
    v.string(SOURCE_MESSAGE),
    v.maxLength(PATH_MAX, SOURCE_MESSAGE),
    v.check((value) => value === "" || (PATH.test(value) && !/(^|\/)\.\.?(\/|$)/.test(value)), SOURCE_MESSAGE),
  ),
  "",
);

/** What the browser sends as `source` with a form, booking or checkout call. Unknown keys (a `channel`) are refused. */
export const SourceSchema = v.strictObject(
  {
    utmSource: utmValue,
    utmMedium: utmValue,
    utmCampaign: utmValue,
    utmTerm: utmValue,
    utmContent: utmValue,
    /** The referring site's host, e.g. `www.google.com`; empty for a typed address or a bookmark. */
    referrer: host,
    /** The first page of the visit, e.g. `/`. */
    landingPage: path,
    /** The page the form was sent from, e.g. `/contact`. */
    formPage: path,
  },
  SOURCE_MESSAGE,
);
export type SourceInput = v.InferInput<typeof SourceSchema>;
export type Source = v.InferOutput<typeof SourceSchema>;

/** `source` as a request field: optional (an old tab, a script without one) and then empty. */
export const OptionalSourceSchema = v.optional(SourceSchema, {});

/**
 * A callable's request schema with `source` beside the form's fields: the form itself (and its messages) stays the
 * schema the browser validates with; the request adds the optional {@link OptionalSourceSchema} the server parses.
 */
/* @__NO_SIDE_EFFECTS__ */
export function withSource<
  TEntries extends v.ObjectEntries,
  TMessage extends v.ErrorMessage<v.ObjectIssue> | undefined,
>(schema: v.ObjectSchema<TEntries, TMessage>) {
  return v.object({ ...schema.entries, source: OptionalSourceSchema }, schema.message);
}

/**
 * What the browser captured, cleaned field by field with {@link SourceSchema}'s own rules: a field that does not fit
 * (an odd campaign link, a referrer that is not a host) is dropped, the rest kept. The forms send this, so a visitor
 * who arrived by an odd link still sends every form, and the collector counts such a visit without that field.
 */
export function cleanSource(captured: Partial<Record<keyof Source, unknown>>): Source {
  const clean = v.parse(SourceSchema, {}) as Record<keyof Source, string>;
  for (const key of Object.keys(SourceSchema.entries) as (keyof Source)[]) {
    const parsed = v.safeParse(SourceSchema.entries[key], captured[key]);
    if (parsed.success) clean[key] = parsed.output;
  }
  return clean;
}
