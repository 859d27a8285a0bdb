import { requireOwner } from "#app/auth/guard.server";
import { customerRecord } from "#app/customers/customers.server";
import { logActivity } from "#app/activity/activity.server";
import { csvResponse, csvUnavailable, customerCsv } from "#app/requests/csv.server";
import type { CustomerRecord } from "#app/customers/customers.server";
import { withoutPrivateLinks } from "#app/mail/messages.server";
import { textKindLabels, type TextKind } from "#app/texts/messages";

/**
 * The customer's texts both ways, newest first, as the export gives them: what was sent (its
 * private links removed, as everywhere they are kept), when, and what became of it.
 */
function exportedTexts({ sent, received }: CustomerRecord["texts"]) {
  return [
    ...sent.map((t) => ({
      id: `out-${t.id}`,
      direction: "sent" as const,
      at: t.sentAt ?? t.createdAt,
      bookingId: t.bookingId,
      number: t.toNumber,
      kind: t.kind,
      kindLabel: textKindLabels[t.kind as TextKind] ?? t.kind,
      body: withoutPrivateLinks(t.body),
      queuedAt: t.createdAt,
      sentAt: t.sentAt,
      failedAt: t.failedAt,
      deliveryStatus: t.deliveryStatus,
      errorCode: t.errorCode,
    })),
    ...received.map((t) => ({
      id: `in-${t.id}`,
      direction: "received" as const,
      at: t.receivedAt,
      bookingId: t.bookingId,
      number: t.fromNumber,
      kind: t.kind,
      body: t.body,
      readAt: t.readAt,
    })),
  ].sort((a, b) => b.at.getTime() - a.at.getTime());
}

/** A value as one CSV cell. */
function cell(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (value === null || value === undefined) return "";
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

/**
 * The owner exports one customer's data (a request under privacy law): the customer, every
 * request with its job, parts and payments, notes, review requests and texts, as JSON or as CSV (one row
 * per field, neutralised). Photos are listed by number (they open in the workspace). Logged.
 */
export async function exportCustomer(request: Request, idText: string): Promise<Response> {
  const owner = await requireOwner(request);
  const id = Number(idText);
  const format = new URL(request.url).pathname.endsWith(".csv") ? "csv" : "json";
  if (!/^\d+$/.test(idText) || !Number.isSafeInteger(id))
    return new Response("No such customer.\n", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  try {
    const record = await customerRecord(id);
    if (!record)
      return new Response("No such customer.\n", {
        status: 404,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      });
    await logActivity({
      user: owner,
      action: "customer-exported",
      detail: `Customer #${id} (${format.toUpperCase()})`,
    });
    const data = {
      customer: { ...record.customer, searchText: undefined },
      bookings: record.bookings,
      messages: record.messages,
      notes: record.notes,
      reviewRequests: record.reviewRequests.map((r) => ({ ...r, optOutTokenHash: undefined })),
      texts: exportedTexts(record.texts),
    };
    if (format === "json")
      return new Response(JSON.stringify(data, null, 2), {
        headers: {
          "Content-Type": "application/json; charset=utf-8",
          "Content-Disposition": `attachment; filename="customer-${id}.json"`,
          "Cache-Control": "no-store",
        },
      });
    const rows: Array<{ section: string; item: string; field: string; value: string }> = [];
    const add = (section: string, item: string, row: Record<string, unknown>) => {
      for (const [field, value] of Object.entries(row))
        if (value !== undefined) rows.push({ section, item, field, value: cell(value) });
    };
    add("customer", `#${id}`, data.customer);
    for (const b of data.bookings) add("booking", `#${b.id}`, b);
    for (const m of data.messages) add("message", `#${m.id}`, m);
    for (const n of data.notes) add("note", `#${n.id}`, n);
    for (const r of data.reviewRequests) add("review request", `#${r.id}`, r);
    for (const t of data.texts) add("text", t.id, t);
    return csvResponse(customerCsv(rows), `customer-${id}`);
  } catch (error) {
    console.error("[admin] could not export a customer:", error instanceof Error ? error.message : error);
    return csvUnavailable();
  }
}
