import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import type { Activity, ContactMessage } from "#app/db/schema";
import { aBooking, aMessage, WINDOW_LABEL } from "#tests/fixtures/records";
import {
  activityCsv,
  bookingsCsv,
  csvRecord,
  messagesCsv,
  neutralizeFormula,
  requestsCsv,
  toCsv,
  type Column,
} from "./csv.server";

const message = aMessage({
  id: 7,
  name: '=HYPERLINK("http://evil.example","click")',
  email: "@attacker.example",
  phone: "+1 813 555 0100",
  message: 'José says "hi", 🧊\nsecond line',
  status: "contacted",
});

describe("csvRecord", () => {
  it("writes a record byte for byte as toCsv (csv-stringify) does, whatever the cells hold", () => {
    const hostile = ['=HYPERLINK("x")', "a,b", 'say "hi"', "line\nbreak", "cr\r", "\r\n", "-12.34", "+1", "@x", "\tt"];
    const alphabet = ['"', ",", "\r", "\n", "=", "+", "-", "@", "\t", " ", "a", "é", "🧊", "'", "0"];
    // A fixed generator, so a failure names the same rows every run.
    let seed = 37;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648);
    const random = () => Array.from({ length: next() % 6 }, () => alphabet[next() % alphabet.length]).join("");
    const rows: (string | number)[][] = [hostile, ["", 0, -5, 12.5, "", ""]];
    for (let n = 0; n < 500; n++) rows.push(Array.from({ length: 4 }, (_, i) => (i === 3 ? next() - 1e9 : random())));
    for (const row of rows) {
      const columns = row.map((_, i): Column<(string | number)[]> => [`c${i}`, (r) => r[i]!]);
      expect(csvRecord(row)).toBe(toCsv([row], columns, { header: false }));
    }
  });
});

describe("neutralizeFormula", () => {
  it.each([
    ["=1+2", "'=1+2"],
    ["+1 813", "'+1 813"],
    ["-5", "'-5"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tTAB", "'\tTAB"],
    ["\rCR", "'\rCR"],
    ["plain", "plain"],
    ["a=b", "a=b"],
    ["", ""],
  ])("%j -> %j", (input, expected) => {
    expect(neutralizeFormula(input)).toBe(expected);
  });
});

describe("messagesCsv", () => {
  it("writes a header and one quoted, neutralised row per message", () => {
    const csv = messagesCsv([message]);
    expect(csv.startsWith("\uFEFF")).toBe(true); // UTF-8 BOM for Excel
    const lines = csv.slice(1).split("\r\n");
    expect(lines[0]).toBe(
      "ID,Received (America/New_York),Received (UTC),Status,Name,Email,Phone,Service,Message," +
        "Landing Page,Referrer,UTM Source,UTM Medium,UTM Campaign,UTM Term,UTM Content,GCLID",
    );
    expect(lines[1]).toBe(
      `7,"Jul 4, 2026, 12:05 PM EDT",2026-07-04T16:05:00.000Z,contacted,` +
        `"'=HYPERLINK(""http://evil.example"",""click"")",'@attacker.example,'+1 813 555 0100,General Inquiry,` +
        // The visitor's line break stays inside the quoted cell; records end with CRLF.
        `"José says ""hi"", 🧊\nsecond line",,,,,,,,`,
    );
    expect(lines).toHaveLength(3); // header, row, and the final CRLF
  });
});

describe("bookingsCsv", () => {
  it("has every booking field", () => {
    const booking = aBooking({
      id: 3,
      createdAt: new Date("2026-01-10T14:00:00Z"),
      name: "Ana",
      phone: "8135550100",
      model: "-LRFVS",
      issue: "Other",
      issueDescription: "Buzzing",
      preferredDate: "2026-01-12",
      preferredTime: "First Available",
      visitDate: "2026-01-12",
      visitWindow: "afternoon",
      serialNumber: "=SN1",
      foodAtRisk: "yes",
      urgent: true,
      utmSource: "google",
      landingPage: "/book",
    });
    const [header, row] = bookingsCsv([booking], new Map([[3, 2]]))
      .slice(1)
      .split("\r\n");
    // The first 17 columns are the export as it always was; the new ones follow.
    expect(header).toBe(
      "ID,Received (America/New_York),Received (UTC),Status,Name,Email,Phone,Address,City,ZIP Code,Brand,Model,Issue,Issue Description,Preferred Date,Preferred Time,Additional Information," +
        "Visit Date,Visit Window,Serial Number,Food At Risk,Urgent,Photos,Landing Page,Referrer,UTM Source,UTM Medium,UTM Campaign,UTM Term,UTM Content,GCLID",
    );
    expect(row).toBe(
      `3,"Jan 10, 2026, 9:00 AM EST",2026-01-10T14:00:00.000Z,new,Ana,ana@example.com,8135550100,1 Main St,Tampa,33602,LG,'-LRFVS,Other,Buzzing,2026-01-12,First Available,,` +
        `2026-01-12,${WINDOW_LABEL.afternoon},'=SN1,yes,yes,2,/book,,google,,,,,`,
    );
  });
});

describe("read back by a real CSV parser", () => {
  const hostileLines = [
    "first line\n=cmd|'/c calc'!A1",
    "@SUM(1+1)\r\n+1 second",
    "plain\rcarriage return",
    'quote " and, comma\n-2+3',
    "\n=leading line break",
  ];
  const messages: ContactMessage[] = hostileLines.map((text, i) => ({
    ...message,
    id: i + 1,
    message: text,
    name: `=Name ${i}`,
  }));

  it("gives one record per stored row, every cell whole, no cell a live formula", () => {
    const csv = messagesCsv(messages);
    const records: string[][] = parse(csv, { bom: true, relax_column_count: false });
    expect(records).toHaveLength(1 + messages.length);
    const [header, ...rows] = records;
    const messageColumn = header!.indexOf("Message");
    rows.forEach((row, i) => {
      expect(row).toHaveLength(header!.length);
      expect(Number(row[0])).toBe(i + 1);
      // The text is kept (line breaks included); only a leading formula character gets a quote.
      const expected = messages[i]!.message;
      expect(row[messageColumn]).toBe(/^[=+\-@\t\r]/.test(expected) ? `'${expected}` : expected);
      for (const cell of row) expect(cell).not.toMatch(/^[=+\-@]/);
    });
  });

  it("quotes every cell that holds a line break, even a lone LF or CR", () => {
    const csv = messagesCsv([{ ...message, message: "a\nb", name: "c\rd" }]);
    expect(csv).toContain('"a\nb"');
    expect(csv).toContain('"c\rd"');
  });
});

describe("requestsCsv (the filtered list)", () => {
  it("puts bookings and messages in one file, one record each, read back by a real parser", () => {
    const csv = requestsCsv([
      { kind: "booking", row: aBooking({ id: 4, issueDescription: "Line 1\n=2+2", urgent: true }) },
      { kind: "message", row: aMessage({ id: 9, message: "@cmd" }) },
    ]);
    const [header, ...rows] = parse(csv, { bom: true }) as string[][];
    expect(rows).toHaveLength(2);
    const cell = (row: string[], name: string) => row[header!.indexOf(name)];
    expect(rows.map((r) => [cell(r, "Kind"), cell(r, "ID"), cell(r, "Urgent")])).toEqual([
      ["booking", "4", "yes"],
      ["message", "9", "no"],
    ]);
    expect(cell(rows[0]!, "Description or Message")).toBe("Line 1\n=2+2");
    expect(cell(rows[1]!, "Description or Message")).toBe("'@cmd");
  });
});

describe("activityCsv (the owner's log)", () => {
  const entry = (overrides: Partial<Activity>): Activity => ({
    id: 1,
    at: new Date("2026-01-10T14:00:00Z"),
    userId: null,
    actor: "Visitor",
    action: "sign-in-failed",
    requestKind: null,
    requestId: null,
    detail: "",
    ...overrides,
  });

  it("writes when in New York and UTC, who, what, the request and the detail, read back by a real parser", () => {
    const csv = activityCsv([
      entry({
        id: 2,
        at: new Date("2026-07-04T16:05:00Z"),
        actor: "owner@example.com",
        action: "note",
        requestKind: "booking",
        requestId: 12,
        detail: 'Call back, "after 5"\nside door',
      }),
      entry({ detail: 'E-mail tried: =HYPERLINK("http://evil.example"), from 203.0.113.9', actor: "@Visitor" }),
      entry({ action: "something-new" }),
    ]);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv.slice(1).split("\r\n")[0]).toBe("When (America/New_York),When (UTC),Who,What,Request,Detail");
    const [, ...rows] = parse(csv, { bom: true }) as string[][];
    expect(rows).toEqual([
      [
        "Jul 4, 2026, 12:05 PM EDT",
        "2026-07-04T16:05:00.000Z",
        "owner@example.com",
        "Added a note",
        "booking #12",
        'Call back, "after 5"\nside door',
      ],
      [
        "Jan 10, 2026, 9:00 AM EST",
        "2026-01-10T14:00:00.000Z",
        "'@Visitor",
        "Failed sign-in",
        "",
        'E-mail tried: =HYPERLINK("http://evil.example"), from 203.0.113.9',
      ],
      // An action without a label yet is written as recorded.
      ["Jan 10, 2026, 9:00 AM EST", "2026-01-10T14:00:00.000Z", "Visitor", "something-new", "", ""],
    ]);
  });

  it("neutralises a detail that starts like a formula", () => {
    const [, row] = parse(activityCsv([entry({ detail: "=1+2" })]), { bom: true }) as string[][];
    expect(row![5]).toBe("'=1+2");
  });
});
