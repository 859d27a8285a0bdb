import { data, redirect } from "react-router";
import { requireAnyUser, requireOwner, requireUser, technicianRefusal } from "#app/auth/guard.server";
import {
  addCustomerNote,
  customerLanguageLabels,
  setCustomerLanguage,
  customerRecord,
  eraseCustomer,
  MAX_CUSTOMER_NOTE,
  mergeCustomers,
  requestBadges,
  splitRequest,
  technicianMayOpen,
  technicianView,
} from "#app/customers/customers.server";
import { warrantyView } from "#app/customers/warranty.server";
import { estimateStatusesOf } from "#app/estimates/estimate-status.server";
import { missedCallsOfCustomers } from "#app/calls/calls.server";
import { isRequestKind } from "#app/db/schema";
import { windowLabel } from "#app/lib/booking-windows";
import { formatCalendarDate, formatInBusinessZone } from "#app/lib/dates";
import { notFound } from "#app/lib/not-found";
import { phoneHref } from "#app/lib/phone";
import { textLines } from "#app/texts/staff.server";
import { paymentMethodForCsv } from "#app/visits/receipt";

const cents = (n: number) => `$${(n / 100).toFixed(2)}`;

function customerId(idText: string): number {
  const id = Number(idText);
  if (!/^\d+$/.test(idText) || !Number.isSafeInteger(id) || id < 1) notFound();
  return id;
}

/**
 * A customer's page: the office (owner and staff) opens any; a technician only a customer one of
 * whose visits is assigned to them (403 otherwise, as for every other page not theirs).
 */
export async function loadCustomerPage(request: Request, idText: string) {
  const user = await requireAnyUser(request);
  const id = customerId(idText);
  if (user.role === "technician" && !(await technicianMayOpen(user.id, id))) throw technicianRefusal();
  const whole = await customerRecord(id);
  if (!whole) notFound();
  // A technician sees only what belongs to visits assigned to them, never the whole record.
  const record = user.role === "technician" ? technicianView(whole, user.id) : whole;
  const [badges, estimateStatuses] = await Promise.all([
    requestBadges([
      ...record.bookings.map((b) => ({ kind: "booking" as const, id: b.id })),
      ...record.messages.map((m) => ({ kind: "message" as const, id: m.id })),
    ]),
    // Where each visit's estimate stands, in one read for all of them.
    estimateStatusesOf(record.bookings.map((b) => b.id)),
  ]);
  const { customer } = record;
  // "Returning customer", and the warranty callback's sentence as this person may follow it.
  const badgesOf = (key: string) => {
    const badge = badges.get(key);
    return { returning: badge?.returning ?? false, warranty: warrantyView(badge?.warranty, user) };
  };
  // The office calls them back; a technician's view of a customer is their visits only.
  const missedCalls = user.role === "technician" ? [] : await missedCallsOfCustomers([id]);
  const requests = [
    ...record.bookings.map((b) => ({
      kind: "booking" as const,
      id: b.id,
      at: b.createdAt.getTime(),
      received: formatInBusinessZone(b.createdAt),
      title: `Booking #${b.id}: ${b.issue}${b.brand ? `, ${b.brand}` : ""}`,
      status: b.status,
      visit: b.visitDate ? `${formatCalendarDate(b.visitDate)}, ${windowLabel(b.visitWindow)}` : "",
      step: b.visitStep,
      estimateStatus: estimateStatuses.get(b.id) ?? null,
      job: b.job && {
        completedAt: formatInBusinessZone(b.job.completedAt),
        total: cents(b.job.totalCents),
        workDone: b.job.workDone,
        parts: b.job.parts.map((p) => `${p.quantity} × ${p.description}${p.partNumber ? ` (${p.partNumber})` : ""}`),
      },
      payments: b.payments.map(
        (p) =>
          `${formatInBusinessZone(p.recordedAt)}: ${paymentMethodForCsv(p)}${p.checkNumber ? ` #${p.checkNumber}` : ""} ${cents(p.amountCents)}`,
      ),
      ...badgesOf(`booking:${b.id}`),
    })),
    ...record.messages.map((m) => ({
      kind: "message" as const,
      id: m.id,
      at: m.createdAt.getTime(),
      received: formatInBusinessZone(m.createdAt),
      title: `Message #${m.id}: ${m.service}`,
      status: m.status,
      visit: "",
      step: undefined,
      estimateStatus: null,
      job: null,
      payments: [] as string[],
      ...badgesOf(`message:${m.id}`),
    })),
  ].sort((a, b) => b.at - a.at);
  return {
    id,
    isOwner: user.role === "owner",
    isOffice: user.role !== "technician",
    customer: {
      name: customer.name || `Customer #${id}`,
      phone: customer.phone,
      telHref: customer.phone ? phoneHref(customer.phone) : undefined,
      email: customer.email,
      address: customer.address,
      since: formatInBusinessZone(customer.createdAt),
      erased: customer.erasedAt !== null,
      reviewOptOut: customer.reviewOptOutAt ? formatInBusinessZone(customer.reviewOptOutAt) : null,
      lang: customer.lang,
      language: customerLanguageLabels[customer.lang],
    },
    addresses: record.addresses,
    appliances: record.appliances,
    missedCalls,
    requests,
    reviews: record.reviewRequests.map((r) => ({
      bookingId: r.bookingId,
      due: formatInBusinessZone(r.dueAt),
      outcome: r.sentAt
        ? `Sent ${formatInBusinessZone(r.sentAt)}`
        : r.skipped
          ? `Not sent (${r.skipped.replace(/-/g, " ")})`
          : "Waiting",
    })),
    notes: record.notes.map((n) => ({ id: n.id, at: formatInBusinessZone(n.at), actor: n.actor, body: n.body })),
    // Newest first, as the requests.
    texts: textLines(record.texts.sent, record.texts.received)
      .reverse()
      .map((t) => ({
        id: t.id,
        at: t.at,
        atIso: t.atIso,
        direction: t.direction,
        label: t.label,
        status: t.status,
        body: t.body,
        bookingId: t.bookingId,
      })),
  };
}

export type CustomerPageData = Awaited<ReturnType<typeof loadCustomerPage>>;
export type CustomerAction = { error: string };

/** POST on a customer's page (the office only): a note, a split, a merge; erasing is the owner's. */
export async function handleCustomerAction(request: Request, idText: string) {
  const user = await requireUser(request);
  const id = customerId(idText);
  const form = await request.formData().catch(() => undefined);
  const intent = form?.get("intent");
  const fail = (error: string, status = 400) => data<CustomerAction>({ error }, { status });
  const page = `/admin/customers/${id}`;
  try {
    if (intent === "note") {
      const text = String(form?.get("note") ?? "")
        .replace(/\r\n?/g, "\n")
        .trim();
      if (!text) return fail("Write the note first.");
      if (text.length > MAX_CUSTOMER_NOTE || text.includes("\u0000"))
        return fail(`A note can be at most ${MAX_CUSTOMER_NOTE.toLocaleString("en-US")} characters.`);
      if (!(await addCustomerNote(id, text, user))) return fail("That customer no longer exists.", 404);
      return redirect(`${page}?saved=note#notes`);
    }
    if (intent === "lang") {
      const lang = form?.get("lang");
      if (lang !== "en" && lang !== "es") return fail("Choose English or Spanish.");
      if (!(await setCustomerLanguage(id, lang, user))) return fail("That customer no longer exists.", 404);
      return redirect(`${page}?saved=lang`);
    }
    if (intent === "split") {
      const kind = form?.get("kind");
      const requestId = Number(form?.get("requestId"));
      if (!isRequestKind(kind) || !Number.isSafeInteger(requestId)) return fail("Choose a request to split off.");
      const result = await splitRequest(kind, requestId, user, id);
      if (!result.ok) return fail(result.message, 409);
      return redirect(`/admin/customers/${result.customerId}?saved=split`);
    }
    if (intent === "merge") {
      const other = Number(String(form?.get("other") ?? "").replace(/^#/, ""));
      if (!Number.isSafeInteger(other) || other < 1) return fail("Type the number of the customer to merge in.");
      const result = await mergeCustomers(id, other, user);
      if (!result.ok) return fail(result.message, 409);
      return redirect(`${page}?saved=merged`);
    }
    if (intent === "erase") {
      const owner = await requireOwner(request);
      if (form?.get("confirm") !== "yes") return fail("Tick the box to confirm erasing this customer.");
      const result = await eraseCustomer(id, owner);
      if (!result.ok) return fail(result.message, 409);
      return redirect(`${page}?saved=erased`);
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error("[admin] could not change a customer:", error instanceof Error ? error.message : error);
    return fail("The database is not reachable right now; nothing was changed.", 503);
  }
  return fail("Unknown action.");
}
