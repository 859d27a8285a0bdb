/**
 * The estimate's part of the request's page (and, later, Today): what the panel shows, and its
 * form posts (write, send, approve on site). Answers are the page's: a redirect after a save, or
 * the values as typed with messages (nothing stored) after a refusal.
 */
import { data, redirect } from "react-router";
import type { SessionUser } from "#app/auth/sessions.server";
import { withDb } from "#app/db/client.server";
import { formatInBusinessZone } from "#app/lib/dates";
import { centsToInput, formatCents } from "#app/lib/money";
import { countyOfZip } from "#app/visits/jobs.server";
import { emptyEstimateForm, estimateFormOf, estimateFormValues, readEstimateForm } from "./estimate-form";
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

export const ESTIMATE_INTENTS = ["write-estimate", "send-estimate", "approve-estimate"] as const;
export const isEstimateIntent = (value: unknown): value is (typeof ESTIMATE_INTENTS)[number] =>
  (ESTIMATE_INTENTS as readonly unknown[]).includes(value);

/** POST of the estimate's forms on a booking's page (`page`: where to land after a save). */
export async function handleEstimateAction(
  user: SessionUser,
  bookingId: number,
  form: FormData,
  intent: (typeof ESTIMATE_INTENTS)[number],
  client: { clientAddress: string; userAgent: string },
  page: string,
) {
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
    return redirect(`${page}?saved=estimate#estimate`);
  }
  if (intent === "send-estimate") {
    // The customer's e-mail and (with consent) text go in the same transaction (estimate-messages).
    const result = await markEstimateSent(user, bookingId, new Date(), async (tx, view) => {
      await queueEstimateSent(tx, view);
    });
    if (!result.ok) return data({ error: result.message }, { status: result.status });
    return redirect(`${page}?saved=estimate-sent#estimate`);
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
  return redirect(`${page}?saved=estimate-approved#estimate`);
}
