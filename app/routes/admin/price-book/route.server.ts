import { data, redirect } from "react-router";
import { requireOwner } from "#app/auth/guard.server";
import { PRICE_BOOK_PATH, priceBookValues, readPriceBookItem, type PriceBookValues } from "#app/estimates/price-book";
import {
  addPriceBookItem,
  listPriceBook,
  removePriceBookItem,
  updatePriceBookItem,
} from "#app/estimates/price-book.server";
import { centsToInput, formatCents } from "#app/lib/money";

/**
 * Settings, "Price book" (/admin/settings/price-book, the owner's alone): the parts and labour
 * with prices that fill estimate lines. Both the loader and the action run the owner's guard
 * first, so staff and technicians get 403 by every method (the page, `.data`, a POST). A change
 * answers with a redirect naming what was done (post/redirect/get); a refused form answers 400
 * (404 for an item removed meanwhile) with its messages and everything typed.
 */

const SAVED = ["added", "changed", "removed"] as const;
type Saved = (typeof SAVED)[number];

export async function loadPriceBookPage(request: Request) {
  await requireOwner(request);
  const url = new URL(request.url);
  const items = await listPriceBook();
  const saved = url.searchParams.get("saved");
  const edit = Number(url.searchParams.get("edit"));
  return {
    items: items.map((item) => ({
      id: item.id,
      kind: item.kind,
      description: item.description,
      partNumber: item.partNumber,
      price: formatCents(item.unitPriceCents),
      // What the edit form starts with (parseMoney reads it back).
      unitPrice: centsToInput(item.unitPriceCents),
    })),
    saved: (SAVED as readonly string[]).includes(saved ?? "") ? (saved as Saved) : undefined,
    /** The item whose edit form is open (?edit=<id>), when it exists. */
    editing: items.some((item) => item.id === edit) ? edit : undefined,
  };
}

export interface PriceBookActionData {
  /** Which form answered: the add form, or the edit form of item `id`. */
  form: "add" | "edit";
  id?: number;
  values: PriceBookValues;
  errors: Partial<Record<keyof PriceBookValues, string>>;
  /** A refusal that is not one field's (the item was removed meanwhile, the form unreadable). */
  message?: string;
}

const refused = (body: PriceBookActionData, status = 400) => data<PriceBookActionData>(body, { status });

/** The item's id posted with an edit or a removal (a positive whole number), else undefined. */
function idOf(form: FormData): number | undefined {
  const text = String(form.get("id") ?? "");
  return /^[1-9]\d{0,9}$/.test(text) && Number(text) <= 2_147_483_647 ? Number(text) : undefined;
}

/** POST: add (`intent=add`), save an item (`intent=update`, `id`) or remove one (`intent=remove`, `id`). */
export async function priceBookAction(request: Request) {
  const owner = await requireOwner(request);
  const form = await request.formData();
  const intent = form.get("intent");
  const values = priceBookValues(form);
  if (intent === "add") {
    const read = readPriceBookItem(values);
    if (!read.ok) return refused({ form: "add", values, errors: read.errors });
    const result = await addPriceBookItem(owner, read.input);
    if (!result.ok) return refused({ form: "add", values, errors: {}, message: result.message }, result.status);
    return redirect(`${PRICE_BOOK_PATH}?saved=added#price-book-items`);
  }
  const id = idOf(form);
  if ((intent === "update" || intent === "remove") && id !== undefined) {
    if (intent === "remove") {
      const result = await removePriceBookItem(owner, id);
      if (!result.ok) return refused({ form: "edit", id, values, errors: {}, message: result.message }, result.status);
      return redirect(`${PRICE_BOOK_PATH}?saved=removed#price-book-items`);
    }
    const read = readPriceBookItem(values);
    if (!read.ok) return refused({ form: "edit", id, values, errors: read.errors });
    const result = await updatePriceBookItem(owner, id, read.input);
    if (!result.ok) return refused({ form: "edit", id, values, errors: {}, message: result.message }, result.status);
    return redirect(`${PRICE_BOOK_PATH}?saved=changed#price-book-items`);
  }
  return refused({
    form: "add",
    values,
    errors: {},
    message: "That change could not be read. Reload the page and try again.",
  });
}
