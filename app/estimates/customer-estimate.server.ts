/**
 * The customer's side of an estimate (DECISIONS "Estimates and approval"): what the appointment
 * page's "Your estimate" shows (a sent version, never a draft), the decision posted from it
 * (channel `link`), and the printable copy of what they approved.
 */
import { desc, eq, inArray } from "drizzle-orm";
import { withDb } from "#app/db/client.server";
import { estimateApprovals, estimates, type Booking, type EstimateApproval } from "#app/db/schema";
import type { Lang } from "#app/content/i18n/lang";
import { formatMomentIn } from "#app/lib/moment-format";
import type { EstimateOptionView, EstimateView } from "./estimate-content";
import { queueDecisionMails } from "./estimate-messages.server";
import { contentSha256, decideEstimate, decisionProblems, presenterName, viewOf } from "./estimates.server";
import type { DecisionField, DecisionRefusal } from "./decision-refusals";

/** How the page words a decision: which option, who, when, how. */
export interface CustomerDecision {
  declined: boolean;
  option?: { position: number; name: string; total: number };
  signerName: string;
  at: string;
  channel: "on-site" | "link";
  signed: boolean;
}

export interface CustomerEstimate {
  estimate: EstimateView;
  /** The hash of the content shown, posted back with a decision. */
  contentSha256: string;
  /** Approve and Decline are offered (sent, undecided, the visit neither completed nor cancelled). */
  decidable: boolean;
  decision?: CustomerDecision;
  /** A newer version is being written (the one shown is an earlier, decided one). */
  revising: boolean;
}

/** `at` in the page's language ("Nov 27, 2026, 2:30 PM EST" / "27 de noviembre de 2026, 2:30 p.m. EST"). */
const decisionView = (approval: EstimateApproval, view: EstimateView, lang: Lang): CustomerDecision => {
  const option = view.options.find((o) => o.id === approval.optionId);
  return {
    declined: approval.declined,
    ...(option ? { option: { position: option.position, name: option.name, total: option.totals.totalCents } } : {}),
    signerName: approval.signerName,
    at: formatMomentIn(lang, approval.at),
    channel: approval.channel,
    signed: !!approval.signature,
  };
};

/**
 * The estimate the appointment page shows: the newest version once sent (with its decision), or,
 * while a new version is a draft, the newest decided one (what the customer approved still
 * stands). A draft, or an earlier version sent but never decided, is not shown.
 */
export async function customerEstimateOf(
  booking: Pick<Booking, "id" | "status">,
  completed: boolean,
  lang: Lang = "en",
): Promise<CustomerEstimate | undefined> {
  return withDb(async (db) => {
    const all = await db
      .select()
      .from(estimates)
      .where(eq(estimates.bookingId, booking.id))
      .orderBy(desc(estimates.version));
    if (!all.length) return undefined;
    const approvals = await db
      .select()
      .from(estimateApprovals)
      .where(
        inArray(
          estimateApprovals.estimateId,
          all.map((e) => e.id),
        ),
      );
    const newest = all[0]!;
    const shown = newest.status === "draft" ? all.find((e) => approvals.some((a) => a.estimateId === e.id)) : newest;
    if (!shown) return undefined;
    const view = await viewOf(db, shown);
    const approval = approvals.find((a) => a.estimateId === shown.id);
    return {
      estimate: view,
      contentSha256: contentSha256(view),
      decidable:
        shown === newest && shown.status === "sent" && !approval && !completed && booking.status !== "cancelled",
      ...(approval ? { decision: decisionView(approval, view, lang) } : {}),
      revising: shown !== newest,
    };
  });
}

/** The printable copy: the newest version approved (by link or on site), with its evidence. */
export interface ApprovedCopy {
  estimate: EstimateView;
  option: EstimateOptionView;
  decision: CustomerDecision;
  /** The drawn signature (an SVG path or a PNG data URL), when there is one. */
  signature: string | null;
  contentSha256: string;
  /** Who presented it on site (their name or e-mail). */
  presentedBy?: string;
}

export async function approvedCopyOf(bookingId: number, lang: Lang = "en"): Promise<ApprovedCopy | undefined> {
  return withDb(async (db) => {
    const rows = await db
      .select({ estimate: estimates, approval: estimateApprovals })
      .from(estimateApprovals)
      .innerJoin(estimates, eq(estimates.id, estimateApprovals.estimateId))
      .where(eq(estimates.bookingId, bookingId))
      .orderBy(desc(estimates.version));
    const row = rows.find((r) => !r.approval.declined);
    if (!row) return undefined;
    const view = await viewOf(db, row.estimate);
    const option = view.options.find((o) => o.id === row.approval.optionId);
    if (!option) return undefined;
    const presentedBy = await presenterName(db, row.approval.presentedBy);
    return {
      estimate: view,
      option,
      decision: decisionView(row.approval, view, lang),
      signature: row.approval.signature,
      contentSha256: row.approval.contentSha256,
      ...(presentedBy ? { presentedBy } : {}),
    };
  });
}

/** The page's intents for the estimate. */
export const CUSTOMER_ESTIMATE_INTENTS = ["approve-estimate", "decline-estimate"] as const;
export type CustomerEstimateIntent = (typeof CUSTOMER_ESTIMATE_INTENTS)[number];
export const isCustomerEstimateIntent = (value: unknown): value is CustomerEstimateIntent =>
  (CUSTOMER_ESTIMATE_INTENTS as readonly unknown[]).includes(value);

/** The decision form's values as posted, kept when it is refused. */
export interface EstimateDecisionValues {
  /** The option whose form was posted (1-3), or "decline". */
  choice: string;
  signerName: string;
  consent: boolean;
}

/** What the page keeps of a refused decision: the form's values and the messages per field, in its language. */
export interface EstimateDecisionForm extends EstimateDecisionValues {
  errors: Record<string, string>;
  message?: string;
}

/**
 * A refused decision names its reasons as codes (decision-refusals.ts), not words: the page words
 * them in its language. `reason` for the whole form, `fields` for the fields' own problems.
 */
export type CustomerDecisionResult =
  | { ok: true; declined: boolean }
  | {
      ok: false;
      status: 400 | 403 | 404 | 409;
      values: EstimateDecisionValues;
      reason?: DecisionRefusal;
      fields: Partial<Record<DecisionField, DecisionRefusal>>;
    };

/**
 * A decision posted from the appointment page (channel `link`; no JavaScript needed): the option
 * approved with the typed name and the box, or a decline. The version and hash are the page's
 * hidden fields: an estimate that changed since is refused (409), as is a second, different
 * decision; the same one again is the same answer. The office's mail and the customer's copy go
 * in the decision's transaction.
 */
export async function decideByLink(
  booking: Pick<Booking, "id" | "status">,
  intent: CustomerEstimateIntent,
  form: FormData,
  client: { clientAddress: string; userAgent: string },
  now = new Date(),
): Promise<CustomerDecisionResult> {
  const declining = intent === "decline-estimate";
  const rawChoice = String(form.get("choice") ?? "");
  const values = {
    choice: declining ? "decline" : rawChoice,
    signerName: String(form.get("signerName") ?? "").trim(),
    consent: form.get("consent") === "yes",
  };
  const refuse = (
    status: 400 | 403 | 404 | 409,
    fields: Partial<Record<DecisionField, DecisionRefusal>>,
    reason?: DecisionRefusal,
  ): CustomerDecisionResult => ({ ok: false, status, values, fields, ...(reason ? { reason } : {}) });
  const choice = declining ? ("decline" as const) : /^[1-3]$/.test(rawChoice) ? Number(rawChoice) : undefined;
  if (choice === undefined) return refuse(400, {}, { code: "choose-option" });
  const problems = decisionProblems({
    choice,
    signerName: values.signerName,
    consent: values.consent,
    signature: null,
  });
  if (Object.keys(problems).length) return refuse(400, problems);
  if (booking.status === "cancelled") return refuse(409, {}, { code: "cancelled" });
  const version = Number(form.get("version"));
  const result = await decideEstimate(
    {
      bookingId: booking.id,
      version: Number.isSafeInteger(version) ? version : 0,
      shownSha256: String(form.get("shown") ?? ""),
      choice,
      signerName: values.signerName,
      consent: values.consent,
      signature: null,
      clientAddress: client.clientAddress,
      userAgent: client.userAgent,
      channel: "link",
    },
    now,
    queueDecisionMails,
  );
  if (!result.ok) {
    if (result.problems) return refuse(result.status, result.problems);
    // Every refusal a link's decision can meet has its code; the others (an unknown channel, a
    // presenter's) are the office's, never this form's.
    if (!result.reason) throw new Error(`a decision by link refused without a reason: ${result.message}`);
    return refuse(result.status, {}, result.reason);
  }
  return { ok: true, declined: result.declined };
}
