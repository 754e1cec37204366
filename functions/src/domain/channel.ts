import * as v from "valibot";
import { CHANNELS, SourceSchema, type Channel, type Source } from "./source";

/*
 * A lead's source as stored: the channel the server derives from what the browser captured (./source.ts), the stored
 * fields, and their readers (old records, Stripe metadata). Apart from source.ts so the public forms, which only clean
 * and send what they captured, do not ship the channel rules.
 */

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
export const UNKNOWN_SOURCE: LeadSource = /* @__PURE__ */ leadSource(/* @__PURE__ */ v.parse(SourceSchema, {}), "");

/** A short line for a list column: "chamber / newsletter / spring", a referrer host, or the channel alone. */
export function sourceSummary(source: LeadSource): string {
  const campaign = [source.utm_source, source.utm_medium, source.utm_campaign].filter(Boolean).join(" / ");
  return campaign || source.referrer || source.channel;
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
