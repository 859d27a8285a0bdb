import { and, asc, count, desc, eq, gte, inArray, isNull, notInArray, sql } from "drizzle-orm";
import { logActivity } from "#app/activity/activity.server";
import { normalisePhone } from "#app/customers/identity";
import { withDb, type Tx } from "#app/db/client.server";
import {
  bookings,
  calls,
  contactMessages,
  customers,
  smsInbound,
  textOutbox,
  users,
  type Call,
  type RequestKind,
} from "#app/db/schema";
import { now as clockNow } from "#app/lib/clock.server";
import { formatInBusinessZone, todayInBusinessZone } from "#app/lib/dates";
import { shortVisitIn, textKindLabels } from "#app/texts/messages";
import { missedCallText, missedCallVisitText, screenAccepted, type CallerLanguage } from "#app/texts/missed-call";
import { queueTextTo, type QueueOutcome } from "#app/texts/outbox.server";
import { textableNumber } from "#app/texts/phone";

/**
 * Calls to the business line (DECISIONS "Missed calls", docs/decisions/0030-missed-calls.md):
 * what the signed voice webhooks (voice.server.ts) store, and what the workspace reads. A call is
 * answered only when our own record says the screen's 1 was pressed; everything else is missed,
 * and a missed call texts its caller once, whichever retry or process gets there first.
 */

/** At most one missed-call text to a number per 12 hours (a caller who tries three times gets one). */
export const MISSED_CALL_TEXT_EVERY_MS = 12 * 60 * 60 * 1000;

/** What the webhooks post about a call, as read from the signed fields. */
export interface CallFields {
  callSid: string;
  from: string;
  to: string;
}

const MAX_FIELD = 64;

/** The call's fields, or undefined without a CallSid (answered 400). */
export function callFields(fields: Map<string, string>, sidField = "CallSid"): CallFields | undefined {
  const callSid = (fields.get(sidField) ?? "").trim().slice(0, MAX_FIELD);
  if (!callSid) return undefined;
  const clean = (value: string | undefined) => (value ?? "").replaceAll("\u0000", "").trim().slice(0, 40);
  return { callSid, from: clean(fields.get("From")), to: clean(fields.get("To")) };
}

/** The customer whose phone called, when one is known (a caller never creates one). */
async function customerOfNumber(tx: Tx, from: string): Promise<number | null> {
  const phone = normalisePhone(from);
  if (!phone) return null;
  const [row] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.phone, phone), isNull(customers.erasedAt)))
    .limit(1);
  return row?.id ?? null;
}

/** Stores the call when it first reaches the site (a retry of the same CallSid stores nothing more). */
export async function recordIncomingCall(call: CallFields): Promise<void> {
  await withDb((db) =>
    db.transaction(async (tx) => {
      await tx
        .insert(calls)
        .values({
          callSid: call.callSid,
          fromNumber: call.from,
          toNumber: call.to,
          startedAt: clockNow(),
          customerId: await customerOfNumber(tx, call.from),
        })
        .onConflictDoNothing();
    }),
  );
}

/**
 * The screen's answer (`/voice/screen`'s Gather action): only a 1 marks the call answered. The
 * forwarded leg has its own CallSid; the caller's call is its ParentCallSid.
 */
export async function recordScreenAnswer(callSid: string, digits: string | undefined): Promise<boolean> {
  if (!screenAccepted(digits)) return false;
  await withDb((db) => db.update(calls).set({ screened: true }).where(eq(calls.callSid, callSid)));
  return true;
}

/** The caller's customer and their upcoming visit, for the text and the request's history. */
async function callerContext(tx: Tx, customerId: number | null, now: Date) {
  if (customerId === null) return { visit: undefined, request: undefined };
  const [visit] = await tx
    .select({ id: bookings.id, visitDate: bookings.visitDate })
    .from(bookings)
    .where(
      and(
        eq(bookings.customerId, customerId),
        gte(bookings.visitDate, todayInBusinessZone(now)),
        notInArray(bookings.status, ["cancelled", "done"]),
      ),
    )
    .orderBy(asc(bookings.visitDate), asc(bookings.id))
    .limit(1);
  if (visit?.visitDate)
    return { visit: { date: visit.visitDate }, request: { kind: "booking" as const, id: visit.id } };
  const [booking] = await tx
    .select({ id: bookings.id, at: bookings.createdAt })
    .from(bookings)
    .where(eq(bookings.customerId, customerId))
    .orderBy(desc(bookings.createdAt))
    .limit(1);
  const [message] = await tx
    .select({ id: contactMessages.id, at: contactMessages.createdAt })
    .from(contactMessages)
    .where(eq(contactMessages.customerId, customerId))
    .orderBy(desc(contactMessages.createdAt))
    .limit(1);
  const latest: { kind: RequestKind; id: number; at: Date } | undefined =
    booking && (!message || booking.at >= message.at)
      ? { kind: "booking", ...booking }
      : message && { kind: "message", ...message };
  return { visit: undefined, request: latest && { kind: latest.kind, id: latest.id } };
}

export type AfterDial = { missed: false } | { missed: true; language: CallerLanguage };

/**
 * `/voice/after-dial`: the forwarded call is over (or was never placed). Answered only when the
 * screen recorded a 1; otherwise missed, whatever DialCallStatus says ("completed" is also a cell
 * phone's voicemail). A missed call's one text is claimed by setting `text_outcome` where it is
 * still null: a row lock, so of ten retries at once in one process or two, one claims and queues.
 */
export async function recordAfterDial(call: CallFields, dialStatus: string | undefined): Promise<AfterDial> {
  return withDb((db) =>
    db.transaction(async (tx): Promise<AfterDial> => {
      const now = clockNow();
      // A call the inbound webhook never stored (it failed, or the number's webhook points here first).
      await tx
        .insert(calls)
        .values({
          callSid: call.callSid,
          fromNumber: call.from,
          toNumber: call.to,
          startedAt: now,
          customerId: await customerOfNumber(tx, call.from),
        })
        .onConflictDoNothing();
      const [row] = await tx.select().from(calls).where(eq(calls.callSid, call.callSid)).limit(1);
      if (!row) return { missed: false };
      // The language of the customer the number belongs to (DECISIONS "Missed calls"); English if unknown.
      const [customer] =
        row.customerId === null
          ? []
          : await tx.select({ lang: customers.lang }).from(customers).where(eq(customers.id, row.customerId));
      const language: CallerLanguage = customer?.lang ?? "en";
      const reported = dialStatus?.toLowerCase().slice(0, 20) || null;
      if (row.screened) {
        await tx.update(calls).set({ status: "answered", dialStatus: reported }).where(eq(calls.id, row.id));
        return { missed: false };
      }
      const [claimed] = await tx
        .update(calls)
        .set({ status: "missed", dialStatus: reported, textOutcome: "deciding" })
        .where(and(eq(calls.id, row.id), isNull(calls.textOutcome)))
        .returning({ id: calls.id });
      // A retry of a call already decided: the caller still hears the apology, nothing more happens.
      if (!claimed) return { missed: true, language };
      const { visit, request } = await callerContext(tx, row.customerId, now);
      const outcome = await queueMissedCallText(tx, row, language, visit?.date);
      await tx
        .update(calls)
        .set({ textOutcome: outcome.queued ? "queued" : outcome.reason, textId: outcome.queued ? outcome.id : null })
        .where(eq(calls.id, row.id));
      if (request) {
        await logActivity(
          {
            actor: "Caller",
            action: "call-missed",
            request,
            detail: `${row.fromNumber}: ${outcome.queued ? "texted back" : `not texted (${outcomeLabel(outcome.reason)})`}`,
          },
          tx,
        );
      }
      return { missed: true, language };
    }),
  );
}

/** The one text to a missed caller: +1 numbers only, through the outbox's STOP list and caps, at once. */
async function queueMissedCallText(
  tx: Tx,
  call: Call,
  language: CallerLanguage,
  visitDate: string | undefined,
): Promise<QueueOutcome> {
  const to = textableNumber(call.fromNumber);
  if (!to) return { queued: false, reason: "not-textable" };
  return queueTextTo(tx, {
    bookingId: null,
    to,
    client: null,
    kind: "missed_call",
    body: visitDate ? missedCallVisitText(language, shortVisitIn(language, visitDate, null)) : missedCallText(language),
    // Unique per call: the outbox's own key, as the row's claim is the call's.
    dedupeKey: call.callSid,
    // It answers the caller's own call: the quiet hours do not hold it.
    scheduled: false,
    oncePerNumberWithinMs: MISSED_CALL_TEXT_EVERY_MS,
  });
}

/** `/voice/recording`: the voicemail's URL and length, from the recording's callback. */
export async function recordVoicemail(callSid: string, url: string, seconds: number | null): Promise<void> {
  await withDb((db) =>
    db
      .update(calls)
      .set({ recordingUrl: url, ...(seconds === null ? {} : { recordingSeconds: seconds }) })
      .where(eq(calls.callSid, callSid)),
  );
}

const OUTCOME_LABELS: Record<string, string> = {
  queued: "texted",
  deciding: "deciding",
  disabled: "texts are off",
  "not-textable": "not a US or Canadian mobile number",
  "opted-out": "the number replied STOP",
  recent: "already texted in the last 12 hours",
  "number-cap": "daily limit for this number",
  "client-cap": "daily limit",
  "daily-limit": "the day's text limit was reached",
  duplicate: "already texted for this call",
};

export const outcomeLabel = (outcome: string): string => OUTCOME_LABELS[outcome] ?? outcome;

/** Missed calls no one has marked called back: the workspace navigation's count. */
export async function openMissedCallCount(): Promise<number> {
  const [row] = await withDb((db) =>
    db
      .select({ n: count() })
      .from(calls)
      .where(and(eq(calls.status, "missed"), isNull(calls.calledBackAt))),
  );
  return row?.n ?? 0;
}

export const CALLS_PAGE_SIZE = 200;

/** One call as the workspace shows it. */
function callView(row: {
  call: Call;
  customerName: string | null;
  calledBackBy: string | null;
  textStatus: string | null;
  textSentAt: Date | null;
  textFailedAt: Date | null;
}) {
  const { call } = row;
  const open = call.status === "missed" && call.calledBackAt === null;
  let text = "";
  if (call.status === "missed" && call.textOutcome) {
    if (call.textOutcome !== "queued") text = `Not texted: ${outcomeLabel(call.textOutcome)}`;
    else if (row.textFailedAt) text = "Text failed";
    else text = row.textSentAt ? `Texted${row.textStatus ? ` (${row.textStatus})` : ""}` : "Text waiting to go out";
  }
  return {
    id: call.id,
    atIso: call.startedAt.toISOString(),
    at: formatInBusinessZone(call.startedAt),
    from: call.fromNumber,
    customer:
      call.customerId === null
        ? null
        : { id: call.customerId, name: row.customerName || `Customer #${call.customerId}` },
    status: call.status,
    open,
    text,
    textKind: textKindLabels.missed_call,
    // Shown as a link only when it is one (the provider's https media URL).
    voicemail: call.recordingUrl && /^https:\/\//i.test(call.recordingUrl) ? call.recordingUrl : null,
    voicemailSeconds: call.recordingSeconds,
    calledBack: call.calledBackAt
      ? { at: formatInBusinessZone(call.calledBackAt), by: row.calledBackBy ?? "someone" }
      : null,
  };
}
export type CallView = ReturnType<typeof callView>;

function callRows(where: ReturnType<typeof and> | undefined, limit: number) {
  return withDb((db) =>
    db
      .select({
        call: calls,
        customerName: customers.name,
        calledBackBy: users.name,
        calledBackByEmail: users.email,
        textStatus: textOutbox.deliveryStatus,
        textSentAt: textOutbox.sentAt,
        textFailedAt: textOutbox.failedAt,
      })
      .from(calls)
      .leftJoin(customers, eq(customers.id, calls.customerId))
      .leftJoin(users, eq(users.id, calls.calledBackBy))
      .leftJoin(textOutbox, eq(textOutbox.id, calls.textId))
      .where(where)
      // Missed and not called back first, then everything newest first.
      .orderBy(
        sql`case when ${calls.status} = 'missed' and ${calls.calledBackAt} is null then 0 else 1 end`,
        desc(calls.startedAt),
        desc(calls.id),
      )
      .limit(limit),
  ).then((rows) => rows.map((r) => callView({ ...r, calledBackBy: r.calledBackBy || r.calledBackByEmail })));
}

/** A caller's reply to the missed-call text, shown with the call. */
export interface CallReply {
  id: number;
  at: string;
  atIso: string;
  body: string;
}

/**
 * The Calls page: every call (the latest CALLS_PAGE_SIZE), open missed ones first, each missed
 * call with the texts its caller sent since that no request holds (a caller who never booked has
 * no request page: their answer to "reply to this text" is read here).
 */
export async function listCalls(limit = CALLS_PAGE_SIZE): Promise<Array<CallView & { replies: CallReply[] }>> {
  const views = await callRows(undefined, limit);
  const missed = views.filter((c) => c.status === "missed");
  const numbers = [...new Set(missed.map((c) => c.from))].filter(Boolean);
  const earliest = Math.min(...missed.map((c) => Date.parse(c.atIso)));
  const received = numbers.length
    ? await withDb((db) =>
        db
          .select()
          .from(smsInbound)
          .where(
            and(
              inArray(smsInbound.fromNumber, numbers),
              isNull(smsInbound.bookingId),
              eq(smsInbound.kind, "reply"),
              gte(smsInbound.receivedAt, new Date(earliest)),
            ),
          )
          .orderBy(asc(smsInbound.receivedAt), asc(smsInbound.id))
          .limit(500),
      )
    : [];
  return views.map((call) => ({
    ...call,
    replies:
      call.status === "missed"
        ? received
            .filter((r) => r.fromNumber === call.from && r.receivedAt.getTime() >= Date.parse(call.atIso))
            .map((r) => ({
              id: r.id,
              at: formatInBusinessZone(r.receivedAt),
              atIso: r.receivedAt.toISOString(),
              body: r.body,
            }))
        : [],
  }));
}

/** A customer's missed calls, for their page. */
export function missedCallsOfCustomers(customerIds: number[]): Promise<CallView[]> {
  if (customerIds.length === 0) return Promise.resolve([]);
  return callRows(and(inArray(calls.customerId, customerIds), eq(calls.status, "missed")), 50);
}

/** "Called back": the missed call is done, logged (with the caller's request when known). */
export async function markCalledBack(
  callId: number,
  user: { id: number; email: string },
): Promise<"done" | "already" | "not-found"> {
  return withDb((db) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .update(calls)
        .set({ calledBackAt: clockNow(), calledBackBy: user.id })
        .where(and(eq(calls.id, callId), isNull(calls.calledBackAt)))
        .returning();
      if (!row) {
        const [exists] = await tx.select({ id: calls.id }).from(calls).where(eq(calls.id, callId));
        return exists ? "already" : "not-found";
      }
      const { request } = await callerContext(tx, row.customerId, row.startedAt);
      await logActivity(
        {
          user,
          action: "call-called-back",
          request,
          detail: `${row.fromNumber}, called ${formatInBusinessZone(row.startedAt)}`,
        },
        tx,
      );
      return "done";
    }),
  );
}
