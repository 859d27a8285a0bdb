/**
 * The estimate's part of the request's page (and, later, Today): what the panel shows, and its
 * form posts (write, send, approve on site). Answers are the page's: a redirect after a save, or
 * the values as typed with messages (nothing stored) after a refusal.
 */
import { eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import type { SessionUser } from "#app/auth/sessions.server";
import { withDb } from "#app/db/client.server";
import { bookings, jobs } from "#app/db/schema";
import { formatInBusinessZone } from "#app/lib/dates";
import { centsToInput, formatCents } from "#app/lib/money";
import { countyOfZip } from "#app/visits/jobs.server";
import {
  blankLine,
  emptyEstimateForm,
  estimateFormOf,
  estimateFormValues,
  MAX_LINES,
  readEstimateForm,
} from "./estimate-form";
import { queueDecisionMails, queueEstimateSent } from "./estimate-messages.server";
import { decideEstimate, estimateOfVisit, markEstimateSent, writeEstimate } from "./estimates.server";
import { listPriceBook } from "./price-book.server";

/** The panel's data for a booking; `canWrite`: the office, or the visit's own technician (the page checked). */
export async function loadEstimatePanel(bookingId: number, zipCode: string, canWrite: boolean) {
  const [estimate, priceBook] = await Promise.all([
    withDb((db) => estimateOfVisit(db, bookingId)),
    canWrite ? listPriceBook() : Promise.resolve([]),
  ]);
  const decision = estimate?.decision;
  return {
    current: estimate?.current,
    contentSha256: estimate?.contentSha256,
    /** The approved option's total (the completion form's comparison); null without one. */
    approvedTotalCents: estimate?.approvedTotalCents ?? null,
    decision: decision && {
      declined: decision.approval.declined,
      option: decision.option,
      signerName: decision.approval.signerName,
      at: formatInBusinessZone(decision.approval.at),
      channel: decision.approval.channel,
      signed: !!decision.approval.signature,
    },
    versions:
      estimate?.versions.map(({ version, status, approvedOption }) => ({ version, status, approvedOption })) ?? [],
    form: estimate
      ? estimateFormOf({
          taxCounty: estimate.current.taxCounty,
          options: estimate.current.options.map((o) => ({ ...o, creditCents: o.totals.creditCents })),
        })
      : emptyEstimateForm(countyOfZip(zipCode)),
    priceBook: priceBook.map((item) => ({
      kind: item.kind,
      description: item.description,
      partNumber: item.partNumber,
      price: formatCents(item.unitPriceCents),
      value: centsToInput(item.unitPriceCents),
    })),
    canWrite,
  };
}

/**
 * The panel's data for a visit known by its id only (Today): its ZIP code's county, and whether
 * it can still be written (no job recorded, not cancelled). Undefined when there is no such visit.
 */
export async function loadVisitEstimatePanel(bookingId: number) {
  const [row] = await withDb((db) =>
    db
      .select({ zipCode: bookings.zipCode, status: bookings.status, job: jobs.id })
      .from(bookings)
      .leftJoin(jobs, eq(jobs.bookingId, bookings.id))
      .where(eq(bookings.id, bookingId)),
  );
  if (!row) return undefined;
  return loadEstimatePanel(bookingId, row.zipCode, row.job === null && row.status !== "cancelled");
}

/** "Add line" of option 1, 2 or 3: the form comes back with one more blank line there (nothing stored). */
export const ADD_LINE_INTENTS = ["add-estimate-line-1", "add-estimate-line-2", "add-estimate-line-3"] as const;
export const ESTIMATE_INTENTS = ["write-estimate", "send-estimate", "approve-estimate", ...ADD_LINE_INTENTS] as const;
export type EstimateIntent = (typeof ESTIMATE_INTENTS)[number];
export const isEstimateIntent = (value: unknown): value is EstimateIntent =>
  (ESTIMATE_INTENTS as readonly unknown[]).includes(value);

/** `page` (a path, perhaps with a query) with `saved` set and the `#anchor` to land on. */
function savedAt(page: string, saved: string, anchor: string) {
  const url = new URL(page, "http://page.invalid");
  url.searchParams.set("saved", saved);
  return `${url.pathname}${url.search}#${anchor}`;
}

/**
 * POST of the estimate's forms on a booking's page (`page`: where to land after a save, at
 * `#anchor`). The checks of who may write, send or present are the domain's (estimates.server.ts:
 * a technician only on their own visit).
 */
export async function handleEstimateAction(
  user: SessionUser,
  bookingId: number,
  form: FormData,
  intent: EstimateIntent,
  client: { clientAddress: string; userAgent: string },
  page: string,
  anchor = "estimate",
) {
  if ((ADD_LINE_INTENTS as readonly string[]).includes(intent)) {
    const values = estimateFormValues(form);
    const n = Number(intent.slice(-1));
    const option = values.options[n - 1]!;
    if (option.lines.length >= MAX_LINES)
      return data({
        estimateWrite: { values, errors: { [`option${n}Lines`]: `Option ${n}: at most ${MAX_LINES} lines.` } },
      });
    option.lines.push(blankLine());
    // The new line's Description takes the focus (the page shows it with the form).
    return data({ estimateWrite: { values, errors: {}, added: `option${n}Line${option.lines.length}` } });
  }
  if (intent === "write-estimate") {
    const values = estimateFormValues(form);
    const read = readEstimateForm(values);
    if (!read.ok) return data({ estimateWrite: { values, errors: read.errors } }, { status: 400 });
    const result = await writeEstimate(user, bookingId, read.input);
    if (!result.ok)
      return data(
        {
          estimateWrite: {
            values,
            errors: result.field ? { [result.field]: result.message } : {},
            message: result.message,
          },
        },
        { status: result.status },
      );
    return redirect(savedAt(page, "estimate", anchor));
  }
  if (intent === "send-estimate") {
    // The customer's e-mail and (with consent) text go in the same transaction (estimate-messages).
    const result = await markEstimateSent(user, bookingId, new Date(), async (tx, view) => {
      await queueEstimateSent(tx, view);
    });
    if (!result.ok) return data({ error: result.message }, { status: result.status });
    return redirect(savedAt(page, "estimate-sent", anchor));
  }
  const values = {
    choice: String(form.get("choice") ?? ""),
    signerName: String(form.get("signerName") ?? "").trim(),
    consent: form.get("consent") === "yes",
  };
  const choice = /^[1-3]$/.test(values.choice) ? Number(values.choice) : undefined;
  if (!choice)
    return data(
      { estimateDecide: { values, errors: { choice: "Choose the option you approve." } as Record<string, string> } },
      { status: 400 },
    );
  const result = await decideEstimate(
    {
      bookingId,
      version: Number(form.get("version")),
      shownSha256: String(form.get("shown") ?? ""),
      choice,
      signerName: values.signerName,
      consent: values.consent,
      signature: String(form.get("signature") ?? "") || null,
      clientAddress: client.clientAddress,
      userAgent: client.userAgent,
      channel: "on-site",
      presenter: user,
    },
    new Date(),
    queueDecisionMails,
  );
  if (!result.ok)
    return data(
      { estimateDecide: { values, errors: result.errors ?? {}, message: result.errors ? undefined : result.message } },
      { status: result.status },
    );
  return redirect(savedAt(page, "estimate-approved", anchor));
}
