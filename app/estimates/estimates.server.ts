/**
 * Estimates on a visit (DECISIONS "Estimates and approval"; docs/decisions/0035-estimates.md):
 * writing one (a draft is rewritten in place; a sent, approved or declined one gets a new
 * version, the earlier one superseded and never changed), sending it, and the customer's one
 * decision on it. Every write locks the booking's row first, so writes and decisions on one
 * visit run one at a time; the unique index on estimate_approvals(estimate_id) still keeps one
 * decision if anything slipped past the lock. Totals are always computed here.
 */
import { createHash } from "node:crypto";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { logActivity } from "#app/activity/activity.server";
import { VISITOR_ACTOR } from "#app/activity/actions";
import { requestBadges } from "#app/customers/customers.server";
import { withDb, type Tx } from "#app/db/client.server";
import {
  approvalChannels,
  bookings,
  estimateApprovals,
  estimateLines,
  estimateOptions,
  estimates,
  jobs,
  MAX_SIGNATURE_CHARS,
  users,
  type ApprovalChannel,
  type Booking,
  type EstimateApproval,
  type UserRole,
} from "#app/db/schema";
import { todayInBusinessZone } from "#app/lib/dates";
import { formatCents } from "#app/lib/money";
import { rateInForce } from "#app/settings/county-tax";
import { getSiteSettings } from "#app/settings/settings-rows.server";
import { countyOfZip } from "#app/visits/jobs.server";
import { estimateContent, estimateTitle, type EstimateOptionView, type EstimateView } from "./estimate-content";
import type { EstimateInput } from "./estimate-form";
import { optionTotals } from "./estimate-totals";
import { decisionRefusalText, type DecisionField, type DecisionRefusal } from "./decision-refusals";

/** The signed-in person writing, sending or presenting an estimate. */
export interface EstimateActor {
  id: number;
  name: string;
  email: string;
  role: UserRole;
}

export type EstimateRefusal = {
  ok: false;
  status: 400 | 403 | 404 | 409;
  message: string;
  field?: string;
  /** A refused decision's reason as a code (decision-refusals.ts), for a page that words it in its language. */
  reason?: DecisionRefusal;
};

export const NOT_YOUR_VISIT = "A technician writes and presents estimates only for their own visits.";
export const APPROVED_LOCKED =
  "This estimate is approved and can no longer change. Write a new version: it needs a new approval.";

class Refused extends Error {
  constructor(readonly refusal: EstimateRefusal) {
    super(refusal.message);
  }
}
const refuse = (
  status: EstimateRefusal["status"],
  message: string,
  field?: string,
  reason?: DecisionRefusal,
): never => {
  throw new Refused({ ok: false, status, message, ...(field ? { field } : {}), ...(reason ? { reason } : {}) });
};
/** A decision refused for `reason`: its code, and the office's English words as the message. */
const refuseFor = (status: EstimateRefusal["status"], reason: DecisionRefusal): never =>
  refuse(status, decisionRefusalText(reason), undefined, reason);

async function refusalsAsAnswers<T>(work: () => Promise<T>): Promise<T | EstimateRefusal> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Refused) return error.refusal;
    throw error;
  }
}

/** The booking, locked for this transaction; 404 without it, 403 for another technician's visit. */
async function lockVisit(tx: Tx, bookingId: number, actor?: Pick<EstimateActor, "id" | "role">) {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for("update");
  if (!booking) return refuseFor(404, { code: "visit-gone" });
  if (actor?.role === "technician" && booking.technicianId !== actor.id) return refuse(403, NOT_YOUR_VISIT);
  return booking;
}

/** SHA-256 (hex) of an estimate's canonical content: what an approval stores and checks. */
export const contentSha256 = (estimate: Omit<EstimateView, "id" | "status">): string =>
  createHash("sha256").update(estimateContent(estimate)).digest("hex");

type Reader = Pick<Tx, "select">;

/** One version with its options and lines, in order (one query: the options joined to their lines). */
export async function viewOf(db: Reader, estimate: typeof estimates.$inferSelect): Promise<EstimateView> {
  const rows = await db
    .select({ option: estimateOptions, line: estimateLines })
    .from(estimateOptions)
    .leftJoin(estimateLines, eq(estimateLines.optionId, estimateOptions.id))
    .where(eq(estimateOptions.estimateId, estimate.id))
    .orderBy(asc(estimateOptions.position), asc(estimateLines.position));
  const options: Array<typeof estimateOptions.$inferSelect> = [];
  const lines: Array<typeof estimateLines.$inferSelect> = [];
  for (const row of rows) {
    if (options.at(-1)?.id !== row.option.id) options.push(row.option);
    if (row.line) lines.push(row.line);
  }
  return {
    id: estimate.id,
    bookingId: estimate.bookingId,
    version: estimate.version,
    status: estimate.status,
    taxCounty: estimate.taxCounty,
    taxRateBasisPoints: estimate.taxRateBasisPoints,
    diagnosticFeeCents: estimate.diagnosticFeeCents,
    options: options.map((o) => ({
      id: o.id,
      position: o.position,
      name: o.name,
      lines: lines
        .filter((l) => l.optionId === o.id)
        .map((l) => ({
          kind: l.kind,
          description: l.description,
          partNumber: l.partNumber,
          quantity: l.quantity,
          unitPriceCents: l.unitPriceCents,
        })),
      totals: {
        partsCents: o.partsCents,
        labourCents: o.labourCents,
        creditCents: o.creditCents,
        subtotalCents: o.subtotalCents,
        taxableCents: o.taxableCents,
        taxCents: o.taxCents,
        totalCents: o.totalCents,
      },
    })),
  };
}

export interface Decision {
  approval: EstimateApproval;
  /** The approved option's position and name; none for a decline. */
  option?: { position: number; name: string };
}

/** A visit's estimate as the pages read it: the newest version, its decision, the earlier versions. */
export interface VisitEstimate {
  current: EstimateView;
  contentSha256: string;
  decision?: Decision;
  /** The approved option's total of the newest version with one approved; null without. */
  approvedTotalCents: number | null;
  /** Every version, newest first, with its status and the option approved on it. */
  versions: Array<{ version: number; status: string; approvedOption?: string; decidedAt?: Date }>;
}

export async function estimateOfVisit(db: Reader, bookingId: number): Promise<VisitEstimate | undefined> {
  const all = await db
    .select()
    .from(estimates)
    .where(eq(estimates.bookingId, bookingId))
    .orderBy(desc(estimates.version));
  const newest = all[0];
  if (!newest) return undefined;
  const current = await viewOf(db, newest);
  const decisions = await db
    .select({
      approval: estimateApprovals,
      position: estimateOptions.position,
      name: estimateOptions.name,
      totalCents: estimateOptions.totalCents,
    })
    .from(estimateApprovals)
    .leftJoin(estimateOptions, eq(estimateOptions.id, estimateApprovals.optionId))
    .where(
      inArray(
        estimateApprovals.estimateId,
        all.map((e) => e.id),
      ),
    );
  const decisionOf = (estimateId: number): Decision | undefined => {
    const row = decisions.find((d) => d.approval.estimateId === estimateId);
    if (!row) return undefined;
    return {
      approval: row.approval,
      ...(row.position !== null && row.name !== null ? { option: { position: row.position, name: row.name } } : {}),
    };
  };
  // The newest version with an option approved (not declined), whatever came after it: the
  // completion form's comparison (as approvedEstimateOf in app/visits/jobs.server.ts reads it).
  const approved = all
    .map((e) => decisions.find((d) => d.approval.estimateId === e.id))
    .find((d) => d && !d.approval.declined && d.totalCents !== null);
  return {
    current,
    contentSha256: contentSha256(current),
    decision: decisionOf(newest.id),
    approvedTotalCents: approved?.totalCents ?? null,
    versions: all.map((e) => {
      const decided = decisionOf(e.id);
      return {
        version: e.version,
        status: e.status,
        ...(decided?.option ? { approvedOption: `Option ${decided.option.position}: ${decided.option.name}` } : {}),
        ...(decided ? { decidedAt: decided.approval.at } : {}),
      };
    }),
  };
}

export const loadEstimate = (bookingId: number) => withDb((db) => estimateOfVisit(db, bookingId));

/** A one-line summary of the options for the history: "Option 1 Fan motor $309.23; Option 2 ...". */
const optionsSummary = (view: Pick<EstimateView, "options">) =>
  view.options.map((o) => `Option ${o.position} ${o.name} ${formatCents(o.totals.totalCents)}`).join("; ");

export type WriteEstimateResult = { ok: true; estimateId: number; version: number } | EstimateRefusal;

/**
 * Writes the visit's estimate: rewrites the draft in force, or starts the next version when the
 * newest was sent or decided (an approved one is never changed: its approval stays with it).
 * Refused once the visit is completed (the job took the estimate's place).
 */
export async function writeEstimate(
  actor: EstimateActor,
  bookingId: number,
  input: EstimateInput,
  now = new Date(),
): Promise<WriteEstimateResult> {
  if (input.options.length < 1 || input.options.length > 3)
    return { ok: false, status: 400, message: "An estimate has one to three options." };
  const badges = await requestBadges([{ kind: "booking", id: bookingId }]);
  const warranty = badges.get(`booking:${bookingId}`)?.warranty ?? false;
  return refusalsAsAnswers(() =>
    withDb((db) =>
      db.transaction(async (tx): Promise<WriteEstimateResult> => {
        const booking = await lockVisit(tx, bookingId, actor);
        const [job] = await tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.bookingId, bookingId));
        if (job) refuse(409, "This visit is completed: its estimate can no longer change.");
        if (booking.status === "cancelled") refuse(409, "This visit is cancelled.");
        const settings = await getSiteSettings(tx);
        const taxCounty = input.taxCounty ?? countyOfZip(booking.zipCode);
        const taxRateBasisPoints = rateInForce(settings.countyTaxRates, taxCounty, todayInBusinessZone(now));
        const diagnosticFeeCents = warranty ? 0 : (settings.diagnosticFeeCents ?? 0);
        const money = { diagnosticFeeCents, taxRateBasisPoints };

        const [newest] = await tx
          .select()
          .from(estimates)
          .where(eq(estimates.bookingId, bookingId))
          .orderBy(desc(estimates.version))
          .limit(1);
        let estimateId: number;
        let version: number;
        if (newest?.status === "draft") {
          estimateId = newest.id;
          version = newest.version;
          await tx.delete(estimateOptions).where(eq(estimateOptions.estimateId, estimateId));
          await tx
            .update(estimates)
            .set({ taxCounty, taxRateBasisPoints, diagnosticFeeCents, updatedAt: now, createdBy: actor.id })
            .where(eq(estimates.id, estimateId));
        } else {
          // The earlier version is superseded, never changed; an approved one keeps its approval
          // (the office sees which version was approved), and the new one needs its own.
          if (newest)
            await tx.update(estimates).set({ status: "superseded", updatedAt: now }).where(eq(estimates.id, newest.id));
          version = (newest?.version ?? 0) + 1;
          const [row] = await tx
            .insert(estimates)
            .values({
              bookingId,
              version,
              status: "draft",
              taxCounty,
              taxRateBasisPoints,
              diagnosticFeeCents,
              createdAt: now,
              updatedAt: now,
              createdBy: actor.id,
            })
            .returning({ id: estimates.id });
          estimateId = row!.id;
        }

        const written: EstimateView["options"] = [];
        for (const [index, option] of input.options.entries()) {
          const totals = optionTotals(option, money);
          const [row] = await tx
            .insert(estimateOptions)
            .values({
              estimateId,
              position: index + 1,
              name: option.name,
              partsCents: totals.partsCents,
              labourCents: totals.labourCents,
              creditCents: totals.creditCents,
              subtotalCents: totals.subtotalCents,
              taxableCents: totals.taxableCents,
              taxCents: totals.taxCents,
              totalCents: totals.totalCents,
            })
            .returning({ id: estimateOptions.id });
          const lines = [
            ...option.lines,
            ...(totals.creditCents > 0
              ? [
                  {
                    kind: "credit" as const,
                    description: "Diagnostic fee credit",
                    partNumber: "",
                    quantity: 1,
                    unitPriceCents: totals.creditCents,
                  },
                ]
              : []),
          ];
          await tx
            .insert(estimateLines)
            .values(lines.map((line, position) => ({ ...line, optionId: row!.id, position })));
          written.push({ id: row!.id, position: index + 1, name: option.name, lines, totals });
        }
        await logActivity(
          {
            user: actor,
            action: "estimate-written",
            request: { kind: "booking", id: bookingId },
            detail: `${estimateTitle({ bookingId, version })}: ${optionsSummary({ options: written })}`,
          },
          tx,
        );
        return { ok: true, estimateId, version };
      }),
    ),
  );
}

export type SendEstimateResult = { ok: true; version: number; estimate: EstimateView } | EstimateRefusal;

/**
 * Marks the visit's estimate as sent (the caller queues the e-mail and text in `then`, inside the
 * same transaction). Sending a decided estimate is refused; sending again re-sends.
 */
export async function markEstimateSent(
  actor: EstimateActor,
  bookingId: number,
  now = new Date(),
  then?: (tx: Tx, estimate: EstimateView) => Promise<void>,
): Promise<SendEstimateResult> {
  return refusalsAsAnswers(() =>
    withDb((db) =>
      db.transaction(async (tx): Promise<SendEstimateResult> => {
        await lockVisit(tx, bookingId, actor);
        const [newest] = await tx
          .select()
          .from(estimates)
          .where(eq(estimates.bookingId, bookingId))
          .orderBy(desc(estimates.version))
          .limit(1);
        if (!newest) return refuse(404, "Write the estimate first.");
        if (newest.status === "approved" || newest.status === "declined")
          return refuse(409, `This estimate was already ${newest.status}: write a new version to send another.`);
        await tx
          .update(estimates)
          .set({ status: "sent", sentAt: now, updatedAt: now })
          .where(eq(estimates.id, newest.id));
        const view = await viewOf(tx, { ...newest, status: "sent" });
        await logActivity(
          {
            user: actor,
            action: "estimate-sent",
            request: { kind: "booking", id: bookingId },
            detail: `${estimateTitle(view)}: ${optionsSummary(view)}`,
          },
          tx,
        );
        await then?.(tx, view);
        return { ok: true, version: view.version, estimate: view };
      }),
    ),
  );
}

export const MAX_SIGNER_NAME = 100;

/** The customer's decision as posted (on site or by link). */
export interface DecisionInput {
  bookingId: number;
  /** The version the customer was shown. */
  version: number;
  /** The SHA-256 of the content the page showed (a hidden field): it must still be the estimate's. */
  shownSha256: string;
  /** The option approved (its position, 1 to 3), or "decline". */
  choice: number | "decline";
  signerName: string;
  consent: boolean;
  /** An SVG path ("M 10 20 L ...") or a PNG data URL; none without JavaScript or by link. */
  signature?: string | null;
  clientAddress: string;
  userAgent: string;
  channel: ApprovalChannel;
  /** On site: the signed-in person whose phone it is (a technician only on their own visit). */
  presenter?: EstimateActor;
}

const SVG_PATH = /^[MLQCZmlqcz0-9 ,.-]+$/;
const PNG_DATA = /^data:image\/png;base64,[A-Za-z0-9+/]+=*$/;

/** What is wrong with a decision's fields, as codes (nothing stored when there is one). */
export function decisionProblems(
  input: Pick<DecisionInput, "choice" | "signerName" | "consent" | "signature">,
): Partial<Record<DecisionField, DecisionRefusal>> {
  const problems: Partial<Record<DecisionField, DecisionRefusal>> = {};
  if (input.choice === "decline") return problems;
  const name = input.signerName.trim();
  if (name.length < 2) problems.signerName = { code: "name-short" };
  else if (name.length > MAX_SIGNER_NAME) problems.signerName = { code: "name-long", max: MAX_SIGNER_NAME };
  if (!input.consent) problems.consent = { code: "consent" };
  if (input.signature) {
    if (input.signature.length > MAX_SIGNATURE_CHARS) problems.signature = { code: "signature-too-large" };
    else if (!SVG_PATH.test(input.signature) && !PNG_DATA.test(input.signature))
      problems.signature = { code: "signature-unreadable" };
  }
  return problems;
}

/** Field errors of a decision in the office's words, as the technician's form shows them. */
export function decisionErrors(input: Pick<DecisionInput, "choice" | "signerName" | "consent" | "signature">) {
  const errors: Record<string, string> = {};
  for (const [field, reason] of Object.entries(decisionProblems(input)))
    if (reason) errors[field] = decisionRefusalText(reason);
  return errors;
}

/** A decision just stored, for the caller's hook (the mails it queues in the same transaction). */
export interface DecidedEstimate {
  booking: Booking;
  view: EstimateView;
  approval: EstimateApproval;
  /** The approved option; none for a decline. */
  option?: EstimateOptionView;
}

export type DecisionResult =
  | { ok: true; approvalId: number; declined: boolean; already: boolean; option?: { position: number; name: string } }
  | (EstimateRefusal & {
      errors?: Record<string, string>;
      /** The same field errors as codes. */
      problems?: Partial<Record<DecisionField, DecisionRefusal>>;
    });

/**
 * The customer's one decision on the estimate in force: approving an option (which declines the
 * others) or declining. The same decision posted again answers ok (`already`); another one is
 * refused (409). The estimate must still be the one shown (same version and content hash).
 */
export async function decideEstimate(
  input: DecisionInput,
  now = new Date(),
  then?: (tx: Tx, decided: DecidedEstimate) => Promise<void>,
): Promise<DecisionResult> {
  if (!(approvalChannels as readonly string[]).includes(input.channel))
    return { ok: false, status: 400, message: "Unknown channel." };
  const problems = decisionProblems(input);
  if (Object.keys(problems).length) {
    const errors = decisionErrors(input);
    return { ok: false, status: 400, message: Object.values(errors)[0]!, errors, problems };
  }
  if (input.channel === "on-site" && !input.presenter)
    return { ok: false, status: 403, message: "Approval on site is on a signed-in phone." };
  return refusalsAsAnswers(() =>
    withDb((db) =>
      db.transaction(async (tx): Promise<DecisionResult> => {
        const booking = await lockVisit(tx, input.bookingId, input.presenter);
        const [newest] = await tx
          .select()
          .from(estimates)
          .where(eq(estimates.bookingId, input.bookingId))
          .orderBy(desc(estimates.version))
          .limit(1);
        if (!newest) return refuseFor(404, { code: "no-estimate" });
        const [job] = await tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.bookingId, input.bookingId));
        if (job) return refuseFor(409, { code: "completed" });
        const view = await viewOf(tx, newest);
        const option = input.choice === "decline" ? undefined : view.options.find((o) => o.position === input.choice);
        if (input.choice !== "decline" && !option) return refuseFor(400, { code: "choose-option" });

        const [existing] = await tx.select().from(estimateApprovals).where(eq(estimateApprovals.estimateId, newest.id));
        if (existing) {
          const same = input.choice === "decline" ? existing.declined : existing.optionId === option?.id;
          if (same && newest.version === input.version)
            return {
              ok: true,
              approvalId: existing.id,
              declined: existing.declined,
              already: true,
              ...(option ? { option: { position: option.position, name: option.name } } : {}),
            };
          return refuseFor(409, decidedReason(existing, view));
        }
        const sha = contentSha256(view);
        if (newest.version !== input.version || sha !== input.shownSha256) return refuseFor(409, { code: "stale" });
        if (input.channel === "link" && newest.status === "draft") return refuseFor(404, { code: "no-estimate" });

        const declined = input.choice === "decline";
        const [approval] = await tx
          .insert(estimateApprovals)
          .values({
            estimateId: newest.id,
            optionId: option?.id ?? null,
            declined,
            contentSha256: sha,
            signerName: input.signerName.trim().replace(/\s+/g, " "),
            signature: declined ? null : input.signature || null,
            at: now,
            clientAddress: input.clientAddress.slice(0, 100),
            userAgent: input.userAgent.slice(0, 500),
            channel: input.channel,
            presentedBy: input.presenter?.id ?? null,
          })
          .onConflictDoNothing({ target: estimateApprovals.estimateId })
          .returning();
        // Past the row lock (it never is, but the index is the last word): the other decision stands.
        if (!approval) return refuseFor(409, { code: "decided-meanwhile" });
        await tx
          .update(estimates)
          .set({ status: declined ? "declined" : "approved", updatedAt: now })
          .where(eq(estimates.id, newest.id));
        const how = input.channel === "on-site" ? "on site" : "by link";
        await logActivity(
          {
            ...(input.presenter ? { user: input.presenter } : { actor: VISITOR_ACTOR }),
            action: declined ? "estimate-declined" : "estimate-approved",
            request: { kind: "booking", id: input.bookingId },
            detail: declined
              ? `${estimateTitle(view)} declined ${how}${approval.signerName ? ` by ${approval.signerName}` : ""}`
              : `${estimateTitle(view)}, Option ${option!.position} ${option!.name} ${formatCents(option!.totals.totalCents)}, approved ${how} by ${approval.signerName}${approval.signature ? " (signed)" : ""}`,
          },
          tx,
        );
        await then?.(tx, { booking, view: { ...view, status: declined ? "declined" : "approved" }, approval, option });
        return {
          ok: true,
          approvalId: approval.id,
          declined,
          already: false,
          ...(option ? { option: { position: option.position, name: option.name } } : {}),
        };
      }),
    ),
  );
}

function decidedReason(existing: EstimateApproval, view: EstimateView): DecisionRefusal {
  if (existing.declined) return { code: "already-declined" };
  const option = view.options.find((o) => o.id === existing.optionId);
  return { code: "already-approved", ...(option ? { option: { position: option.position, name: option.name } } : {}) };
}

/** Who presented the approval, for the printed copy: their name or e-mail. */
export async function presenterName(db: Reader, userId: number | null): Promise<string | undefined> {
  if (userId === null) return undefined;
  const [row] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.id, userId)));
  return row ? row.name || row.email : undefined;
}
