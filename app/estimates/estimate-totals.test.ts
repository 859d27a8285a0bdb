import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { business } from "#app/content/business";
import { rateInForce } from "#app/settings/county-tax";
import { estimateContent, taxLabel, type EstimateOptionView } from "./estimate-content";
import { emptyEstimateForm, estimateFormOf, estimateFormValues, readEstimateForm } from "./estimate-form";
import { optionTotals, type EstimateLineInput } from "./estimate-totals";

const part = (quantity: number, unitPriceCents: number): EstimateLineInput => ({
  kind: "part",
  description: "Part",
  partNumber: "",
  quantity,
  unitPriceCents,
});
const labour = (unitPriceCents: number, quantity = 1): EstimateLineInput => ({
  kind: "labour",
  description: "Labour",
  partNumber: "",
  quantity,
  unitPriceCents,
});

/** The rate of each county as the business's defaults give it (never pinned here). */
const rate = (county: (typeof business.serviceCounties)[number]) =>
  rateInForce(business.countyTaxRates, county, "2026-11-25");

type Row = [
  name: string,
  lines: EstimateLineInput[],
  credit: boolean,
  fee: number,
  basisPoints: number,
  expected: { parts: number; labour: number; credit: number; subtotal: number; taxable: number },
];

const TABLE: Row[] = [
  [
    "a part and labour, fee credited: the whole option is taxable",
    [part(1, 12900), labour(16000)],
    true,
    8900,
    750,
    { parts: 12900, labour: 16000, credit: 8900, subtotal: 28900, taxable: 28900 },
  ],
  [
    "labour only: no part furnished, no tax",
    [labour(15000)],
    true,
    8900,
    750,
    { parts: 0, labour: 15000, credit: 8900, subtotal: 15000, taxable: 0 },
  ],
  [
    "two labour lines and two parts, quantities multiply",
    [part(2, 3550), part(1, 1999), labour(9000), labour(4500, 2)],
    true,
    7900,
    700,
    { parts: 9099, labour: 18000, credit: 7900, subtotal: 27099, taxable: 27099 },
  ],
  [
    "fee not credited: charged on top and taxed with the part",
    [part(1, 4999), labour(12000)],
    false,
    8900,
    650,
    { parts: 4999, labour: 12000, credit: 0, subtotal: 25899, taxable: 25899 },
  ],
  [
    "an option cheaper than the fee: the credit is the option's own amount",
    [part(1, 1000), labour(2000)],
    true,
    8900,
    700,
    { parts: 1000, labour: 2000, credit: 3000, subtotal: 8900, taxable: 8900 },
  ],
  [
    "no fee set (warranty): nothing to credit",
    [part(1, 12675), labour(12500)],
    true,
    0,
    750,
    { parts: 12675, labour: 12500, credit: 0, subtotal: 25175, taxable: 25175 },
  ],
];

describe("an option's totals", () => {
  it.each(TABLE)("%s", (_name, lines, credit, fee, basisPoints, expected) => {
    const totals = optionTotals(
      { lines, creditDiagnostic: credit },
      { diagnosticFeeCents: fee, taxRateBasisPoints: basisPoints },
    );
    expect(totals).toMatchObject({
      partsCents: expected.parts,
      labourCents: expected.labour,
      creditCents: expected.credit,
      subtotalCents: expected.subtotal,
      taxableCents: expected.taxable,
    });
    // Tax once on the taxable total, half-up; total = subtotal + tax.
    expect(totals.taxCents).toBe(Math.floor((expected.taxable * basisPoints + 5000) / 10000));
    expect(totals.totalCents).toBe(expected.subtotal + totals.taxCents);
  });

  it.each(business.serviceCounties)("the county's own rate: %s", (county) => {
    const totals = optionTotals(
      { lines: [part(1, 12900), labour(16000)], creditDiagnostic: true },
      { diagnosticFeeCents: 8900, taxRateBasisPoints: rate(county) },
    );
    expect(totals.taxCents).toBe(Math.floor((28900 * rate(county) + 5000) / 10000));
  });

  it("refuses fractional or negative amounts", () => {
    const money = { diagnosticFeeCents: 0, taxRateBasisPoints: 750 };
    expect(() => optionTotals({ lines: [part(1, 10.5)], creditDiagnostic: true }, money)).toThrow(RangeError);
    expect(() => optionTotals({ lines: [labour(-1)], creditDiagnostic: true }, money)).toThrow(RangeError);
    expect(() => optionTotals({ lines: [part(0, 100)], creditDiagnostic: true }, money)).toThrow(RangeError);
  });
});

const option = (position: number, name: string, fields: Partial<EstimateOptionView> = {}): EstimateOptionView => ({
  id: position,
  position,
  name,
  lines: [
    { kind: "part", description: "Evaporator fan motor", partNumber: "W10312695", quantity: 1, unitPriceCents: 12900 },
    { kind: "labour", description: "Labour", partNumber: "", quantity: 1, unitPriceCents: 16000 },
    { kind: "credit", description: "Diagnostic fee credit", partNumber: "", quantity: 1, unitPriceCents: 8900 },
  ],
  totals: {
    partsCents: 12900,
    labourCents: 16000,
    creditCents: 8900,
    subtotalCents: 28900,
    taxableCents: 28900,
    taxCents: 2023,
    totalCents: 30923,
  },
  ...fields,
});

describe("the canonical content hashed at approval", () => {
  const estimate = {
    bookingId: 41,
    version: 2,
    taxCounty: "Pinellas",
    taxRateBasisPoints: 700,
    diagnosticFeeCents: 8900,
    options: [option(1, "Replace the evaporator fan motor")],
  };
  const sha = (text: string) => createHash("sha256").update(text).digest("hex");

  it("reads as shown: lines, fee, credit, the county's tax and the total", () => {
    const text = estimateContent(estimate);
    expect(text).toContain("Estimate 2 for request 41");
    expect(text).toContain("Option 1: Replace the evaporator fan motor");
    expect(text).toContain("Part: Evaporator fan motor (part number W10312695), 1 x $129.00 = $129.00");
    expect(text).toContain("Diagnostic fee credit: -$89.00");
    expect(text).toContain(`${taxLabel("Pinellas", 700)}: $20.23`);
    expect(text).toContain("Total: $309.23");
    expect(taxLabel("Pinellas", 700)).toBe("Sales tax, Pinellas County 7%");
  });

  it("is the same for the same estimate (options in any order) and differs for any change", () => {
    const two = { ...estimate, options: [option(1, "Fan motor"), option(2, "Fan motor and thermostat")] };
    const swapped = { ...two, options: [...two.options].reverse() };
    expect(sha(estimateContent(two))).toBe(sha(estimateContent(swapped)));
    const changes = [
      { ...estimate, version: 3 },
      { ...estimate, taxRateBasisPoints: 750 },
      { ...estimate, taxCounty: "Pasco" },
      { ...estimate, options: [option(1, "Replace the evaporator fan motor.")] },
      {
        ...estimate,
        options: [
          option(1, "Replace the evaporator fan motor", { totals: { ...option(1, "").totals, totalCents: 30924 } }),
        ],
      },
    ];
    const hashes = new Set([estimate, ...changes].map((e) => sha(estimateContent(e))));
    expect(hashes.size).toBe(changes.length + 1);
  });
});

/** A form post from a record of field -> value(s). */
const post = (fields: Record<string, string | string[]>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const v of Array.isArray(value) ? value : [value]) form.append(name, v);
  return form;
};

describe("reading a posted estimate", () => {
  const money = { diagnosticFeeCents: 8900, taxRateBasisPoints: 750 };

  it("reads two options with parts and labour, skipping blank rows and blank options", () => {
    const read = readEstimateForm(
      estimateFormValues(
        post({
          taxCounty: "Pinellas",
          option1Name: "Fan motor",
          option1Credit: "yes",
          option1Kind: ["part", "labour", "part"],
          option1Description: ["Evaporator fan motor", "Labour", ""],
          option1PartNumber: ["W10312695", "ignored for labour", ""],
          option1Quantity: ["1", "1", "1"],
          option1UnitPrice: ["$129.00", "160", ""],
          option2Name: "Fan motor and defrost thermostat",
          option2Kind: ["part", "part", "labour"],
          option2Description: ["Evaporator fan motor", "Defrost thermostat", "Labour"],
          option2PartNumber: ["W10312695", "WR50X10068", ""],
          option2Quantity: ["1", "1", "1"],
          option2UnitPrice: ["129", "35.50", "190"],
          option3Name: "",
          option3Kind: ["part"],
          option3Description: [""],
          option3Quantity: ["1"],
          option3UnitPrice: [""],
        }),
      ),
      money,
    );
    expect(read).toEqual({
      ok: true,
      input: {
        taxCounty: "Pinellas",
        options: [
          {
            name: "Fan motor",
            creditDiagnostic: true,
            lines: [
              {
                kind: "part",
                description: "Evaporator fan motor",
                partNumber: "W10312695",
                quantity: 1,
                unitPriceCents: 12900,
              },
              { kind: "labour", description: "Labour", partNumber: "", quantity: 1, unitPriceCents: 16000 },
            ],
          },
          {
            name: "Fan motor and defrost thermostat",
            creditDiagnostic: false,
            lines: [
              {
                kind: "part",
                description: "Evaporator fan motor",
                partNumber: "W10312695",
                quantity: 1,
                unitPriceCents: 12900,
              },
              {
                kind: "part",
                description: "Defrost thermostat",
                partNumber: "WR50X10068",
                quantity: 1,
                unitPriceCents: 3550,
              },
              { kind: "labour", description: "Labour", partNumber: "", quantity: 1, unitPriceCents: 19000 },
            ],
          },
        ],
      },
    });
  });

  type ErrorCase = [name: string, fields: Record<string, string | string[]>, errors: Record<string, string>];
  const CASES: ErrorCase[] = [
    ["nothing written", {}, { options: "Write at least one option: a name and a part or labour line with its price." }],
    [
      "an option without a name",
      { option1Kind: "part", option1Description: "Fan", option1Quantity: "1", option1UnitPrice: "10" },
      { option1Name: 'Option 1: give it a name (e.g. "Replace the evaporator fan motor").' },
    ],
    [
      "an option with only a name",
      { option2Name: "Fan" },
      { option2Lines: "Option 2: add at least one part or labour line." },
    ],
    [
      "a line without a description, a bad quantity and price",
      {
        option1Name: "Fan",
        option1Kind: "part",
        option1Description: "",
        option1Quantity: "0",
        option1UnitPrice: "12.345",
      },
      {
        option1Line1Description: "Option 1, line 1: describe it.",
        option1Line1Quantity: "Option 1, line 1: a whole quantity from 1 to 999.",
        option1Line1UnitPrice: "Option 1, line 1: the price can have at most two decimals (cents).",
      },
    ],
    [
      "a negative price and an unknown kind",
      {
        option1Name: "Fan",
        option1Kind: "gift",
        option1Description: "Thing",
        option1Quantity: "1",
        option1UnitPrice: "-5",
      },
      {
        option1Line1Kind: "Option 1, line 1: choose Part or Labour.",
        option1Line1UnitPrice: "Option 1, line 1: the price cannot be negative.",
      },
    ],
    [
      "a total over the maximum",
      {
        option1Name: "Fan",
        option1Kind: "part",
        option1Description: "Gold",
        option1Quantity: "999",
        option1UnitPrice: "99999",
      },
      { option1Lines: "Option 1: the total can be at most $100,000.00." },
    ],
    [
      "a county outside the service area",
      {
        taxCounty: "Orange",
        option1Name: "Fan",
        option1Kind: "labour",
        option1Description: "Labour",
        option1Quantity: "1",
        option1UnitPrice: "90",
      },
      { taxCounty: "Choose the county where the work is done." },
    ],
  ];
  it.each(CASES)("refuses %s with a clear message", (_name, fields, errors) => {
    expect(readEstimateForm(estimateFormValues(post(fields)), money)).toEqual({ ok: false, errors });
  });

  it("keeps the values as typed, and a stored estimate fills the form back", () => {
    const values = estimateFormValues(post({ option1Name: "  Fan \n motor ", option1UnitPrice: "12.345" }));
    expect(values.options[0]).toMatchObject({ name: "Fan motor", lines: [{ unitPrice: "12.345", kind: "part" }] });
    expect(emptyEstimateForm("Pasco").options).toHaveLength(3);
    const form = estimateFormOf({
      taxCounty: "Pasco",
      options: [
        {
          name: "Fan",
          creditCents: 8900,
          lines: [
            { kind: "part", description: "Fan", partNumber: "W1", quantity: 2, unitPriceCents: 12905 },
            { kind: "credit", description: "Diagnostic fee credit", partNumber: "", quantity: 1, unitPriceCents: 8900 },
          ],
        },
      ],
    });
    expect(form.options[0]).toEqual({
      name: "Fan",
      credit: true,
      lines: [{ kind: "part", description: "Fan", partNumber: "W1", quantity: "2", unitPrice: "129.05" }],
    });
    expect(form.options).toHaveLength(3);
  });
});
