import { describe, expect, it } from "vitest";
import { normalisedMailbox } from "./mailbox";

describe("normalisedMailbox", () => {
  it.each([
    // Trimmed, NFC, lower-cased.
    ["  Ada@Example.com ", "ada@example.com"],
    ["ADA@EXAMPLE.COM", "ada@example.com"],
    ["jose\u0301@example.com", "jos\u00e9@example.com"],
    // A +tag is removed from the local part, whatever the domain.
    ["ada+news@example.com", "ada@example.com"],
    ["ada+a+b@example.com", "ada@example.com"],
    ["victim+1@gmail.com", "victim@gmail.com"],
    ["victim+2@gmail.com", "victim@gmail.com"],
    // Gmail ignores dots in the local part; googlemail.com is gmail.com.
    ["v.i.c.t.i.m@gmail.com", "victim@gmail.com"],
    ["VICTIM@googlemail.com", "victim@gmail.com"],
    ["V.ictim+x@GoogleMail.com", "victim@gmail.com"],
    // Other domains keep their dots: first.last and firstlast may be different people.
    ["ada.lovelace@example.com", "ada.lovelace@example.com"],
    ["ada.lovelace@gmail.com.example", "ada.lovelace@gmail.com.example"],
    // Only the local part loses its tag and dots; a local part that is only a tag is kept whole.
    ["+tag@example.com", "+tag@example.com"],
    ["ada@sub.gmail.com", "ada@sub.gmail.com"],
    // The last @ separates the domain; no @ at all: only trimmed and lower-cased.
    ["not-an-address", "not-an-address"],
    ["a.b+c@x@gmail.com", "ab@gmail.com"],
  ])("%j → %j", (address, mailbox) => {
    expect(normalisedMailbox(address)).toBe(mailbox);
  });
});
