import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { cleanSource, SourceSchema, type SourceInput } from "./source";
import { deriveChannel, leadSource } from "./channel";

const SITE = "talktoai.example";
const channelOf = (input: SourceInput) => deriveChannel(v.parse(SourceSchema, input), SITE);

describe("deriveChannel", () => {
  it("is Direct without a referrer or with the site's own", () => {
    expect(channelOf({})).toBe("Direct");
    expect(channelOf({ referrer: SITE })).toBe("Direct");
  });

  it("reads campaign links by their medium, and calls the rest Campaign", () => {
    expect(channelOf({ utmSource: "chamber", utmMedium: "newsletter", utmCampaign: "spring" })).toBe("Campaign");
    expect(channelOf({ utmSource: "google", utmMedium: "cpc" })).toBe("Paid search");
    expect(channelOf({ utmSource: "linkedin", utmMedium: "social" })).toBe("Social");
    expect(channelOf({ utmSource: "linkedin" })).toBe("Social");
    expect(channelOf({ utmSource: "hubspot", utmMedium: "email" })).toBe("Email");
    expect(channelOf({ utmCampaign: "fall-tour", referrer: "www.google.com" })).toBe("Campaign");
  });

  it("reads the referrer when there is no campaign", () => {
    expect(channelOf({ referrer: "www.google.com" })).toBe("Organic search");
    expect(channelOf({ referrer: "www.google.co.uk" })).toBe("Organic search");
    expect(channelOf({ referrer: "duckduckgo.com" })).toBe("Organic search");
    expect(channelOf({ referrer: "www.bing.com" })).toBe("Organic search");
    expect(channelOf({ referrer: "www.linkedin.com" })).toBe("Social");
    expect(channelOf({ referrer: "t.co" })).toBe("Social");
    expect(channelOf({ referrer: "mail.google.com" })).toBe("Email");
    expect(channelOf({ referrer: "boisechamber.org" })).toBe("Referral");
    // a look-alike is not a search engine
    expect(channelOf({ referrer: "google.com.evil.example" })).toBe("Referral");
  });
});

describe("SourceSchema", () => {
  const refuse = (input: unknown) => expect(v.safeParse(SourceSchema, input).success).toBe(false);

  it("takes what a capture sends and fills the rest with empty strings", () => {
    expect(v.parse(SourceSchema, { utmSource: " chamber ", referrer: "WWW.Google.com", landingPage: "/" })).toEqual({
      utmSource: "chamber",
      utmMedium: "",
      utmCampaign: "",
      utmTerm: "",
      utmContent: "",
      referrer: "www.google.com",
      landingPage: "/",
      formPage: "",
    });
  });

  it("refuses hostile fields", () => {
    refuse({ utmSource: "<script>alert(1)</script>" });
    refuse({ utmCampaign: '=HYPERLINK("http://evil")' });
    refuse({ utmTerm: "a\u0000b" });
    refuse({ utmContent: "spring\u202Egnirps" });
    refuse({ utmMedium: "x".repeat(101) });
    refuse({ referrer: "https://www.google.com/search?q=ada+lovelace" });
    refuse({ referrer: "evil.example/path" });
    refuse({ referrer: "a".repeat(254) });
    refuse({ landingPage: "https://evil.example/" });
    refuse({ landingPage: "/contact?email=ada@example.com" });
    refuse({ landingPage: "/../admin" });
    refuse({ formPage: "//evil.example" });
    refuse({ channel: "Paid search" });
    refuse({ utmSource: 42 });
    refuse("chamber");
  });
});

describe("leadSource", () => {
  it("stores snake_case fields with the derived channel and drops the site's own referrer", () => {
    const stored = leadSource(
      v.parse(SourceSchema, {
        utmSource: "chamber",
        utmMedium: "newsletter",
        utmCampaign: "spring",
        referrer: SITE,
        landingPage: "/",
        formPage: "/contact",
      }),
      SITE,
    );
    expect(stored).toEqual({
      channel: "Campaign",
      utm_source: "chamber",
      utm_medium: "newsletter",
      utm_campaign: "spring",
      utm_term: "",
      utm_content: "",
      referrer: "",
      landing_page: "/",
      form_page: "/contact",
    });
  });
});

describe("cleanSource", () => {
  it("keeps the fields that fit and drops each one that does not", () => {
    expect(
      cleanSource({
        utmSource: "chamber",
        utmCampaign: "<b>spring</b>",
        referrer: "https://x.example/p",
        landingPage: "/",
      }),
    ).toEqual({ ...cleanSource({}), utmSource: "chamber", landingPage: "/" });
    expect(cleanSource({ utmMedium: 42, formPage: "/../x" })).toEqual(cleanSource({}));
  });
});
