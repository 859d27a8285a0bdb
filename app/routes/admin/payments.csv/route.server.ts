import { asc, desc, eq, inArray } from "drizzle-orm";
import { requireOwner } from "#app/auth/guard.server";
import { withDb } from "#app/db/client.server";
import { bookings, jobs, payments } from "#app/db/schema";
import { csvFromParts, inBatches } from "#app/requests/csv-export.server";
import { csvUnavailable, paymentsCsv, type PaymentCsvRow } from "#app/requests/csv.server";
import { paymentTaxShares } from "#app/visits/payment-tax";
import { paymentMethodForCsv } from "#app/visits/receipt";

/**
 * GET /admin/payments.csv: every payment, newest first, for the owner's books (staff and
 * technicians get the guard's 403). Written in batches and neutralised like the request exports.
 * Each row's tax is that payment's share of its job's tax (paymentTaxShares), so the column sums
 * to the tax collected.
 */
export async function exportPaymentsCsv(request: Request): Promise<Response> {
  await requireOwner(request);
  try {
    const ids = await withDb((db) =>
      db.select({ id: payments.id }).from(payments).orderBy(desc(payments.recordedAt), desc(payments.id)),
    );
    return await csvFromParts(
      "payments",
      inBatches(
        ids.map((r) => r.id),
        paymentRows,
        async (rows, part) => paymentsCsv(rows, part),
      ),
    );
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error("[admin] could not export payments:", error instanceof Error ? error.message : error);
    return csvUnavailable();
  }
}

async function paymentRows(ids: number[]): Promise<PaymentCsvRow[]> {
  if (!ids.length) return [];
  return withDb(async (db) => {
    const rows = await db
      .select({ payment: payments, job: jobs, customer: bookings.name })
      .from(payments)
      .innerJoin(jobs, eq(jobs.id, payments.jobId))
      .innerJoin(bookings, eq(bookings.id, jobs.bookingId))
      .where(inArray(payments.id, ids));
    // Every payment of those jobs, in the order received, to share each job's tax among them.
    const jobIds = [...new Set(rows.map((r) => r.job.id))];
    const all = await db
      .select({ id: payments.id, jobId: payments.jobId, amountCents: payments.amountCents })
      .from(payments)
      .where(inArray(payments.jobId, jobIds))
      .orderBy(asc(payments.recordedAt), asc(payments.id));
    const shares = new Map<number, number>();
    for (const job of new Map(rows.map((r) => [r.job.id, r.job])).values()) {
      const mine = all.filter((p) => p.jobId === job.id);
      paymentTaxShares(job, mine).forEach((tax, i) => shares.set(mine[i]!.id, tax));
    }
    const byId = new Map(rows.map((r) => [r.payment.id, r]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      return [
        {
          recordedAt: row.payment.recordedAt,
          requestId: row.job.bookingId,
          customer: row.customer,
          method: paymentMethodForCsv(row.payment),
          checkNumber: row.payment.checkNumber,
          amountCents: row.payment.amountCents,
          taxCents: shares.get(id) ?? 0,
        },
      ];
    });
  });
}
