import { and, eq, isNull, sql } from "drizzle-orm";
import { logActivity } from "#app/activity/activity.server";
import { withDb } from "#app/db/client.server";
import { bookings, smsInbound, smsOptOuts, textOutbox } from "#app/db/schema";
import { getConfig } from "#app/lib/config.server";
import { now as clockNow } from "#app/lib/clock.server";
import { getSiteSettings } from "#app/settings/settings-rows.server";
import { classifyInbound } from "./keywords";
import { textsIn } from "./messages";
import { bookingTextedAt, queueTextTo } from "./outbox.server";
import { textableNumber } from "./phone";
import { validTwilioSignature } from "./signature.server";

/**
 * The provider's webhooks (DECISIONS "Texts"): POST /sms/inbound (a text received) and POST
 * /sms/status (a delivery status). Each is checked against X-Twilio-Signature, computed over the
 * URL the request was made to (request.url: behind a proxy, TRUST_PROXY=1 makes it the public
 * one) and the posted fields, with the auth token of SMS_URL. A missing or wrong signature, or
 * texts not configured, gets 403 and changes nothing.
 */

const MAX_BODY = 1600;

/** An empty TwiML answer: the provider sends nothing itself (the HELP answer goes through the outbox). */
const twiml = () =>
  new Response('<?xml version="1.0" encoding="UTF-8"?><Response></Response>', {
    status: 200,
    headers: { "Content-Type": "text/xml; charset=utf-8", "Cache-Control": "no-store" },
  });

export const forbidden = () =>
  new Response("Forbidden: the request is not signed by the text provider.", {
    status: 403,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });

/**
 * The posted fields when the request carries the provider's valid signature; undefined otherwise.
 * The voice webhooks (app/calls/) check theirs the same way: one account, one auth token.
 */
export async function verifiedWebhook(request: Request): Promise<Map<string, string> | undefined> {
  const provider = getConfig().sms;
  if (!provider) return undefined;
  const signature = request.headers.get("x-twilio-signature");
  if (!signature) return undefined;
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/x-www-form-urlencoded/i.test(type)) return undefined;
  const raw = await request.text().catch(() => undefined);
  if (raw === undefined) return undefined;
  const pairs = [...new URLSearchParams(raw)];
  if (!validTwilioSignature(provider.authToken, signature, request.url, pairs)) return undefined;
  const fields = new Map(pairs);
  // Another account's webhook, signed with a token we happen to share, is not ours either.
  const account = fields.get("AccountSid");
  if (account !== undefined && account !== provider.accountSid) return undefined;
  return fields;
}

/** POST /sms/inbound: STOP and its family, START, HELP, or a reply for the request's history. */
export async function handleInboundText(request: Request): Promise<Response> {
  const fields = await verifiedWebhook(request);
  if (!fields) return forbidden();
  const sid = fields.get("MessageSid") ?? fields.get("SmsSid") ?? "";
  const from = textableNumber(fields.get("From") ?? "") ?? (fields.get("From") ?? "").slice(0, 40);
  const body = (fields.get("Body") ?? "").replaceAll("\u0000", "").slice(0, MAX_BODY);
  if (!sid || !from) return new Response("MessageSid and From are required.", { status: 400 });
  const kind = classifyInbound(body);
  await withDb((db) =>
    db.transaction(async (tx) => {
      const bookingId = await bookingTextedAt(tx, from);
      const [stored] = await tx
        .insert(smsInbound)
        .values({
          messageSid: sid.slice(0, 64),
          fromNumber: from,
          toNumber: (fields.get("To") ?? "").slice(0, 40),
          body,
          kind,
          bookingId,
          receivedAt: clockNow(),
          // Keywords need no one's attention; a reply is unread until staff open it or answer.
          readAt: kind === "reply" ? null : clockNow(),
        })
        .onConflictDoNothing()
        .returning({ id: smsInbound.id });
      if (!stored) return; // the provider sent this one before (a retry): done already
      const request = bookingId === null ? undefined : { kind: "booking" as const, id: bookingId };
      const actor = "Customer (text)";
      if (kind === "stop") {
        await tx
          .insert(smsOptOuts)
          .values({ phone: from, keyword: body.trim().toUpperCase().slice(0, 20), optedOutAt: clockNow() })
          .onConflictDoNothing();
        // Whatever was waiting for that number is not sent, now or later.
        await tx
          .update(textOutbox)
          .set({ failedAt: clockNow(), lastError: "Not sent: the number replied STOP" })
          .where(and(eq(textOutbox.toNumber, from), isNull(textOutbox.sentAt), isNull(textOutbox.failedAt)));
        if (request) await logActivity({ actor, action: "texts-stopped", request, detail: body.trim() }, tx);
      } else if (kind === "start") {
        await tx.delete(smsOptOuts).where(eq(smsOptOuts.phone, from));
        if (request) await logActivity({ actor, action: "texts-restarted", request, detail: body.trim() }, tx);
      } else if (kind === "help") {
        // In Spanish to AYUDA, and to HELP from the number of a booking written to in Spanish.
        const [texted] =
          bookingId === null || bookingId === undefined
            ? []
            : await tx.select({ lang: bookings.lang }).from(bookings).where(eq(bookings.id, bookingId));
        const lang = /^\W*ayuda\W*$/i.test(body) ? "es" : (texted?.lang ?? "en");
        await queueTextTo(tx, {
          bookingId,
          to: from,
          client: null,
          kind: "help",
          body: textsIn(lang).help({ phone: (await getSiteSettings(tx)).mainPhone.display }),
          dedupeKey: sid,
          scheduled: false,
        });
      } else if (request) {
        await logActivity({ actor, action: "text-received", request, detail: body }, tx);
      }
    }),
  );
  return twiml();
}

/** Statuses in the order a text goes through them: a late "sent" never overwrites "delivered". */
const STATUS_RANK: Record<string, number> = {
  accepted: 0,
  scheduled: 0,
  queued: 1,
  sending: 2,
  sent: 3,
  delivered: 4,
  undelivered: 4,
  failed: 4,
  read: 5,
};

/** POST /sms/status: the delivery status of a text we sent (and its error code, if any). */
export async function handleTextStatus(request: Request): Promise<Response> {
  const fields = await verifiedWebhook(request);
  if (!fields) return forbidden();
  const sid = fields.get("MessageSid") ?? fields.get("SmsSid") ?? "";
  const status = (fields.get("MessageStatus") ?? fields.get("SmsStatus") ?? "").toLowerCase().slice(0, 20);
  if (!sid || !status) return new Response("MessageSid and MessageStatus are required.", { status: 400 });
  const errorCode = fields.get("ErrorCode")?.slice(0, 20) || null;
  const rank = STATUS_RANK[status] ?? 4;
  await withDb((db) =>
    db
      .update(textOutbox)
      .set({
        deliveryStatus: status,
        deliveryStatusAt: clockNow(),
        ...(errorCode ? { errorCode } : {}),
      })
      .where(
        and(
          eq(textOutbox.providerSid, sid),
          sql`coalesce((case ${textOutbox.deliveryStatus} ${sql.raw(
            Object.entries(STATUS_RANK)
              .map(([name, n]) => `when '${name}' then ${n}`)
              .join(" "),
          )} end), -1) <= ${rank}`,
        ),
      ),
  );
  return twiml();
}
