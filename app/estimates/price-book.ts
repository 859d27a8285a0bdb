/**
 * The price book's form (pure): a part or labour item, its description, part number and price,
 * read from a plain form post with clear messages (Settings, "Price book").
 */
import { parseMoney } from "#app/lib/money";
import type { PriceBookKind } from "#app/db/schema";

/** The owner's page of the price book (Settings, "Price book"). */
export const PRICE_BOOK_PATH = "/admin/settings/price-book";

export const MAX_ITEM_DESCRIPTION = 200;
export const MAX_ITEM_PART_NUMBER = 100;

export interface PriceBookValues {
  kind: string;
  description: string;
  partNumber: string;
  unitPrice: string;
}

export interface PriceBookInput {
  kind: PriceBookKind;
  description: string;
  partNumber: string;
  unitPriceCents: number;
}

const clean = (value: FormDataEntryValue | null) =>
  String(value ?? "")
    .split(String.fromCharCode(0))
    .join("")
    .replace(/\s+/g, " ")
    .trim();

export const priceBookValues = (form: FormData): PriceBookValues => ({
  kind: clean(form.get("kind")),
  description: clean(form.get("description")),
  partNumber: clean(form.get("partNumber")),
  unitPrice: clean(form.get("unitPrice")),
});

export function readPriceBookItem(
  values: PriceBookValues,
): { ok: true; input: PriceBookInput } | { ok: false; errors: Partial<Record<keyof PriceBookValues, string>> } {
  const errors: Partial<Record<keyof PriceBookValues, string>> = {};
  const kind = values.kind === "part" || values.kind === "labour" ? values.kind : undefined;
  if (!kind) errors.kind = "Choose Part or Labour.";
  if (!values.description) errors.description = "Describe the item (e.g. Evaporator fan motor).";
  else if (values.description.length > MAX_ITEM_DESCRIPTION)
    errors.description = `At most ${MAX_ITEM_DESCRIPTION} characters.`;
  if (values.partNumber.length > MAX_ITEM_PART_NUMBER)
    errors.partNumber = `A part number of at most ${MAX_ITEM_PART_NUMBER} characters.`;
  const price = parseMoney(values.unitPrice, "The price");
  if (!price.ok) errors.unitPrice = price.message;
  if (!kind || !price.ok || Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    input: {
      kind,
      description: values.description,
      partNumber: kind === "part" ? values.partNumber : "",
      unitPriceCents: price.cents,
    },
  };
}
