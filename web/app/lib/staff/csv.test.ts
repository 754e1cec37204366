import { describe, expect, it } from "vitest";
import { CSV_BOM, csvCell, csvColumns, csvFileName, exportCsv, toCsv } from "./csv";

describe("csvCell", () => {
  it.each([
    ["plain text stays bare", "Ada Lovelace", "Ada Lovelace"],
    ["a comma is quoted", "Boise, Idaho", '"Boise, Idaho"'],
    ["quotes are doubled inside quotes", 'She said "hi"', '"She said ""hi"""'],
    ["a line feed is quoted", "line one\nline two", '"line one\nline two"'],
    ["a CRLF is quoted", "line one\r\nline two", '"line one\r\nline two"'],
    ["markup is kept as text", "<b>bold</b>", "<b>bold</b>"],
    ["accents are kept", "José Núñez", "José Núñez"],
    ["a number is written as is", 257500, "257500"],
    ["null is empty", null, ""],
    ["undefined is empty", undefined, ""],
    ["a formula is neutralised", '=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ["a leading plus is neutralised", "+1 208 555 0142", "'+1 208 555 0142"],
    ["a leading at-sign is neutralised", "@SUM(A1)", "'@SUM(A1)"],
  ])("%s", (_case, value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
});

describe("toCsv", () => {
  it("writes a BOM, a header and one CRLF-terminated line per row, in column order", () => {
    const csv = toCsv(
      ["name", "email", "message"],
      [
        { email: "ada@example.com", name: "Ada", message: "Hi, there" },
        { name: "Grace", email: "grace@example.com" },
      ],
    );
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.slice(CSV_BOM.length)).toBe(
      'name,email,message\r\nAda,ada@example.com,"Hi, there"\r\nGrace,grace@example.com,\r\n',
    );
  });

  it("writes only the header for no rows", () => {
    expect(toCsv(["a", "b"], [])).toBe(`${CSV_BOM}a,b\r\n`);
  });

  it("keeps a multi-line message in one record", () => {
    const csv = toCsv(["message"], [{ message: "first\nsecond" }]);
    expect(csv).toBe(`${CSV_BOM}message\r\n"first\nsecond"\r\n`);
  });
});

describe("csvColumns", () => {
  it("appends keys the rows hold beyond the known columns, once each", () => {
    expect(
      csvColumns(
        ["id", "name"],
        [
          { id: "1", name: "A", extra: 1 },
          { id: "2", other: 2, extra: 3 },
        ],
      ),
    ).toEqual(["id", "name", "extra", "other"]);
  });
});

describe("csvFileName", () => {
  it("names the file after the tab and the local date", () => {
    expect(csvFileName("contact-submissions", new Date(2025, 2, 9, 23, 30))).toBe("contact-submissions-2025-03-09.csv");
  });
});

describe("exportCsv", () => {
  it("puts status, notes count, last change, message count and last reply after the tab's fields, reads a missing status as new, and leaves out delivery", () => {
    const csv = exportCsv(
      ["created_at", "name", "id"],
      [
        {
          id: "a",
          name: "Ada",
          created_at: "2026-11-23",
          status: "replied",
          notes_count: 2,
          updated_at: "2026-11-24",
          delivery: { staff: {} },
          messages_count: 3,
          last_reply_at: "2026-11-25",
          new_reply: true,
        },
        { id: "b", name: "=cmd", created_at: "2026-11-22" },
      ],
      true,
    );
    const sourceColumns =
      "source_channel,source_utm_source,source_utm_medium,source_utm_campaign,source_utm_term,source_utm_content,source_referrer,source_landing_page,source_form_page";
    expect(csv.split("\r\n")).toEqual([
      `\uFEFFcreated_at,name,id,status,notes_count,updated_at,messages_count,last_reply_at,${sourceColumns}`,
      "2026-11-23,Ada,a,replied,2,2026-11-24,3,2026-11-25,Direct,,,,,,,,",
      "2026-11-22,'=cmd,b,new,0,,0,,Direct,,,,,,,,",
      "",
    ]);
  });

  it("adds no pipeline columns to payments, only their source", () => {
    const source = { channel: "Campaign", utm_source: "chamber", utm_campaign: "spring", landing_page: "/" };
    const csv = exportCsv(["id"], [{ id: "p", delivery: { confirmation: {} }, source }], false);
    expect(csv.split("\r\n").map((line) => line.split(",").slice(0, 5).join())).toEqual([
      "\uFEFFid,source_channel,source_utm_source,source_utm_medium,source_utm_campaign",
      "p,Campaign,chamber,,spring",
      "",
    ]);
  });
});
