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

/** A lead's source as stored (snake_case, like every stored field) and exported. */
export interface LeadSource {
  channel: Channel;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  utm_term: string;
  utm_content: string;
  referrer: string;
  landing_page: string;
  form_page: string;
}

/** The stored source's fields in the order the detail view and the CSV show them, with their labels. */
export const LEAD_SOURCE_LABELS = {
  channel: "Channel",
  utm_source: "UTM source",
  utm_medium: "UTM medium",
  utm_campaign: "UTM campaign",
  utm_term: "UTM term",
  utm_content: "UTM content",
  referrer: "Referrer",
  landing_page: "Landing page",
  form_page: "Form page",
} as const satisfies Record<keyof LeadSource, string>;

const SEARCH_ENGINES = [
  /(^|\.)google\.(?:[a-z]{2,3}|co\.[a-z]{2}|com\.[a-z]{2})$/,
  /(^|\.)bing\.com$/,
  /(^|\.)duckduckgo\.com$/,
  /(^|\.)search\.yahoo\.com$/,
  /(^|\.)yahoo\.com$/,
  /(^|\.)ecosia\.org$/,
  /(^|\.)baidu\.com$/,
  /(^|\.)yandex\.(?:[a-z]{2,3}|com\.[a-z]{2})$/,
  /(^|\.)search\.brave\.com$/,
  /(^|\.)startpage\.com$/,
  /(^|\.)qwant\.com$/,
];
const SOCIAL_NETWORKS = [
  /(^|\.)facebook\.com$/,
  /(^|\.)fb\.me$/,
  /(^|\.)instagram\.com$/,
  /(^|\.)linkedin\.com$/,
  /(^|\.)lnkd\.in$/,
  /^t\.co$/,
  /(^|\.)twitter\.com$/,
  /(^|\.)x\.com$/,
  /(^|\.)youtube\.com$/,
  /(^|\.)reddit\.com$/,
  /(^|\.)tiktok\.com$/,
  /(^|\.)pinterest\.com$/,
  /(^|\.)threads\.net$/,
  /(^|\.)bsky\.app$/,
  /(^|\.)nextdoor\.com$/,
];
const WEBMAIL = [
  /^mail\.google\.com$/,
  /^outlook\.(live|office|office365)\.com$/,
  /^mail\.yahoo\.com$/,
  /^mail\.aol\.com$/,
];
const SOCIAL_SOURCES =
  /^(facebook|fb|instagram|ig|linkedin|twitter|x|youtube|reddit|tiktok|pinterest|threads|bluesky)$/;
const PAID_MEDIA = /^(cpc|ppc|paid|paidsearch|paid[-_ ]search|sem|cpm|display|banner)$/;
const SOCIAL_MEDIA = /^(social|social[-_ ]network|social[-_ ]media|sm|paid[-_ ]social)$/;
const EMAIL_MEDIA = /^(e[-_ ]?mail)$/;

const matches = (patterns: readonly RegExp[], value: string) => patterns.some((pattern) => pattern.test(value));

/**
 * The channel of a visit, decided on the server from what the browser captured. Campaign links decide by their
 * medium (paid search, social, e-mail) and are otherwise a Campaign; without UTM fields the referrer decides
 * (a search engine, a social network, a webmail, another site), and no referrer — or the site itself — is Direct.
 *
 * @param siteHost the site's own host (a referrer from it is an internal navigation, not a source)
 */
export function deriveChannel(source: Source, siteHost: string): Channel {
  const medium = source.utmMedium.toLowerCase();
  const utmSource = source.utmSource.toLowerCase();
  if (source.utmSource || source.utmMedium || source.utmCampaign) {
    if (PAID_MEDIA.test(medium)) return "Paid search";
    if (SOCIAL_MEDIA.test(medium) || (medium === "" && SOCIAL_SOURCES.test(utmSource))) return "Social";
    if (EMAIL_MEDIA.test(medium)) return "Email";
    return "Campaign";
  }
  const referrer = source.referrer.replace(/:\d+$/, "");
  if (!referrer || referrer === siteHost.replace(/:\d+$/, "")) return "Direct";
  if (matches(WEBMAIL, referrer)) return "Email";
  if (matches(SEARCH_ENGINES, referrer)) return "Organic search";
  if (matches(SOCIAL_NETWORKS, referrer)) return "Social";
  return "Referral";
}

/** The stored source of a lead: the parsed fields under their stored names, with the channel derived here. */
export function leadSource(source: Source, siteHost: string): LeadSource {
  const ownReferrer = source.referrer.replace(/:\d+$/, "") === siteHost.replace(/:\d+$/, "");
  return {
    channel: deriveChannel(source, siteHost),
    utm_source: source.utmSource,
    utm_medium: source.utmMedium,
    utm_campaign: source.utmCampaign,
    utm_term: source.utmTerm,
    utm_content: source.utmContent,
    referrer: ownReferrer ? "" : source.referrer,
    landing_page: source.landingPage,
    form_page: source.formPage,
  };
}

/** The source of a lead stored before sources were recorded: nothing known, shown as Direct with empty fields. */
export const UNKNOWN_SOURCE: LeadSource = leadSource(v.parse(SourceSchema, {}), "");

/** A short line for a list column: "chamber / newsletter / spring", a referrer host, or the channel alone. */
export function sourceSummary(source: LeadSource): string {
  const campaign = [source.utm_source, source.utm_medium, source.utm_campaign].filter(Boolean).join(" / ");
  return campaign || source.referrer || source.channel;
}

/**
 * A callable's request schema with `source` beside the form's fields: the form itself (and its messages) stays the
 * schema the browser validates with; the request adds the optional {@link OptionalSourceSchema} the server parses.
 */
export function withSource<
  TEntries extends v.ObjectEntries,
  TMessage extends v.ErrorMessage<v.ObjectIssue> | undefined,
>(schema: v.ObjectSchema<TEntries, TMessage>) {
  return v.object({ ...schema.entries, source: OptionalSourceSchema }, schema.message);
}

/** The stored source of a record, or {@link UNKNOWN_SOURCE} for one stored before sources were recorded. */
export function storedSourceOf(record: { source?: unknown }): LeadSource {
  const stored = record.source;
  if (!stored || typeof stored !== "object") return UNKNOWN_SOURCE;
  const value = stored as Partial<Record<keyof LeadSource, unknown>>;
  const text = (key: keyof LeadSource) => (typeof value[key] === "string" ? (value[key] as string) : "");
  const channel = CHANNELS.find((known) => known === value.channel) ?? UNKNOWN_SOURCE.channel;
  return {
    channel,
    utm_source: text("utm_source"),
    utm_medium: text("utm_medium"),
    utm_campaign: text("utm_campaign"),
    utm_term: text("utm_term"),
    utm_content: text("utm_content"),
    referrer: text("referrer"),
    landing_page: text("landing_page"),
    form_page: text("form_page"),
  };
}

/** The Stripe metadata keys of a Checkout's source: `src_` and the stored name (Stripe allows 40-character keys). */
const METADATA_PREFIX = "src_";

/** The source as Stripe metadata (only non-empty fields; Stripe drops empty values anyway). No channel: it is derived. */
export function sourceMetadata(source: Source): Record<string, string> {
  const stored: Record<string, string> = {
    utm_source: source.utmSource,
    utm_medium: source.utmMedium,
    utm_campaign: source.utmCampaign,
    utm_term: source.utmTerm,
    utm_content: source.utmContent,
    referrer: source.referrer,
    landing_page: source.landingPage,
    form_page: source.formPage,
  };
  return Object.fromEntries(
    Object.entries(stored)
      .filter(([, value]) => value !== "")
      .map(([key, value]) => [`${METADATA_PREFIX}${key}`, value]),
  );
}

/**
 * The stored source of a paid Checkout from its Session's metadata: parsed again with {@link SourceSchema} (a Session
 * made outside the site can carry anything) and its channel derived here; unreadable metadata gives
 * {@link UNKNOWN_SOURCE}.
 */
export function sourceFromMetadata(metadata: Record<string, string | undefined>, siteHost: string): LeadSource {
  const read = (key: string) => metadata[`${METADATA_PREFIX}${key}`] ?? "";
  const parsed = v.safeParse(SourceSchema, {
    utmSource: read("utm_source"),
    utmMedium: read("utm_medium"),
    utmCampaign: read("utm_campaign"),
    utmTerm: read("utm_term"),
    utmContent: read("utm_content"),
    referrer: read("referrer"),
    landingPage: read("landing_page"),
    formPage: read("form_page"),
  });
  return parsed.success ? leadSource(parsed.output, siteHost) : UNKNOWN_SOURCE;
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
