/**
 * The owner's price book (Settings, "Price book"): parts and labour with prices that fill estimate
 * lines. Only the owner changes it (403 otherwise); every change is in the activity log. Lines
 * already written copy the item, so editing or removing one never changes an estimate.
 */
import { asc, eq } from "drizzle-orm";
import { logActivity } from "#app/activity/activity.server";
import { withDb } from "#app/db/client.server";
import { priceBookItems, type PriceBookItem, type UserRole } from "#app/db/schema";
import { formatCents } from "#app/lib/money";
import type { PriceBookInput } from "./price-book";

export interface PriceBookActor {
  id: number;
  email: string;
  role: UserRole;
}

export type PriceBookResult = { ok: true; id: number } | { ok: false; status: 403 | 404; message: string };

export const PRICE_BOOK_OWNER_ONLY = "Only the owner changes the price book.";

/** Parts first, then labour, each by description. */
export const listPriceBook = (): Promise<PriceBookItem[]> =>
  withDb((db) =>
    db
      .select()
      .from(priceBookItems)
      .orderBy(asc(priceBookItems.kind), asc(priceBookItems.description), asc(priceBookItems.id)),
  );

const describe = (item: Pick<PriceBookItem, "kind" | "description" | "partNumber" | "unitPriceCents">) =>
  `${item.kind === "part" ? "Part" : "Labour"}: ${item.description}${item.partNumber ? ` (${item.partNumber})` : ""} ${formatCents(item.unitPriceCents)}`;

const ownerOnly = (actor: PriceBookActor) =>
  actor.role === "owner" ? undefined : ({ ok: false, status: 403, message: PRICE_BOOK_OWNER_ONLY } as const);

export async function addPriceBookItem(
  actor: PriceBookActor,
  input: PriceBookInput,
  now = new Date(),
): Promise<PriceBookResult> {
  const refused = ownerOnly(actor);
  if (refused) return refused;
  return withDb((db) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(priceBookItems)
        .values({ ...input, createdAt: now, updatedAt: now })
        .returning();
      await logActivity({ user: actor, action: "price-book-changed", detail: `Added ${describe(row!)}` }, tx);
      return { ok: true as const, id: row!.id };
    }),
  );
}

export async function updatePriceBookItem(
  actor: PriceBookActor,
  id: number,
  input: PriceBookInput,
  now = new Date(),
): Promise<PriceBookResult> {
  const refused = ownerOnly(actor);
  if (refused) return refused;
  return withDb((db) =>
    db.transaction(async (tx): Promise<PriceBookResult> => {
      const [before] = await tx.select().from(priceBookItems).where(eq(priceBookItems.id, id)).for("update");
      if (!before) return { ok: false, status: 404, message: "That price book item no longer exists." };
      const [after] = await tx
        .update(priceBookItems)
        .set({ ...input, updatedAt: now })
        .where(eq(priceBookItems.id, id))
        .returning();
      await logActivity(
        { user: actor, action: "price-book-changed", detail: `Changed ${describe(before)} -> ${describe(after!)}` },
        tx,
      );
      return { ok: true, id };
    }),
  );
}

export async function removePriceBookItem(actor: PriceBookActor, id: number): Promise<PriceBookResult> {
  const refused = ownerOnly(actor);
  if (refused) return refused;
  return withDb((db) =>
    db.transaction(async (tx): Promise<PriceBookResult> => {
      const [removed] = await tx.delete(priceBookItems).where(eq(priceBookItems.id, id)).returning();
      if (!removed) return { ok: false, status: 404, message: "That price book item no longer exists." };
      await logActivity({ user: actor, action: "price-book-changed", detail: `Removed ${describe(removed)}` }, tx);
      return { ok: true, id };
    }),
  );
}
