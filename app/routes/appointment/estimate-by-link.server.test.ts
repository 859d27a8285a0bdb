import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { requestHistory } from "#app/activity/activity.server";
import { business } from "#app/content/business";
import { withDb } from "#app/db/client.server";
import { bookings, estimateApprovals, mailQueue, users, type BookingWithLink } from "#app/db/schema";
import type { EstimateInput } from "#app/estimates/estimate-form";
import { fanMotorOption } from "#tests/support/estimates";
import { queueEstimateSent } from "#app/estimates/estimate-messages.server";
import { loadEstimate, markEstimateSent, writeEstimate, type EstimateActor } from "#app/estimates/estimates.server";
import { bookAppointment } from "#app/scheduling/appointments.server";
import { formatInBusinessZone } from "#app/lib/dates";
import { setSiteSetting } from "#app/settings/settings-rows.server";
import { aBookingInput, WINDOW_LABEL } from "#tests/fixtures/records";
import { useTestDatabase } from "#tests/support/database";
import { testDatabases } from "#tests/support/postgres";
import { loadApprovedEstimate } from "../appointment-estimate/route.server";
import { handleAppointmentPost, loadAppointmentPage } from "./route.server";

// Monday 2026-11-23, 9:00 in New York; the visit is Tuesday morning.
const NOW = new Date("2026-11-23T14:00:00Z");
const AT = formatInBusinessZone(NOW);
const TOKEN_LINK = /\/appointments\/([A-Za-z0-9_-]{43})/;

const estimate = (): EstimateInput => ({
  options: [
    fanMotorOption(),
    {
      name: "Clear the drain only",
      creditDiagnostic: true,
      lines: [
        {
          kind: "labour",
          description: "Defrost and clear the drain",
          partNumber: "",
          quantity: 1,
          unitPriceCents: 9500,
        },
      ],
    },
  ],
});

/** The page's form as the browser posts it (urlencoded, no JavaScript), with its answer. */
async function post(booking: BookingWithLink, fields: Record<string, string>, now = NOW, clientAddress = "192.0.2.40") {
  const request = new Request(`http://localhost/appointments/${booking.token}`, {
    method: "POST",
    headers: { "User-Agent": "Mozilla/5.0 (Linux; Android 14) test" },
    body: new URLSearchParams(fields),
  });
  const result = await handleAppointmentPost(request, booking.token, { clientAddress }, now);
  if (result instanceof Response)
    return { status: result.status, location: result.headers.get("Location"), data: undefined };
  return { status: result.init?.status ?? 200, location: null, data: result.data };
}

const page = (booking: BookingWithLink, now = NOW) =>
  loadAppointmentPage(booking.token, new URL(`http://localhost/appointments/${booking.token}`), now);
const outbox = () => withDb((db) => db.select().from(mailQueue).orderBy(mailQueue.id));

describe.each(testDatabases("fridge-estimate-by-link"))(
  "the estimate on the appointment page on $name",
  ({ setUp }) => {
    // Many posts from one test client: the forms' per-minute limit is not what is tested here.
    useTestDatabase(setUp, {
      SMTP_URL: "smtp://127.0.0.1:1",
      DB_TIMEOUT_MS: "60000",
      RATE_LIMIT_PER_MINUTE: "1000",
      BOOKING_WINDOW_CAPACITY: "100",
    });
    let owner: EstimateActor;

    beforeAll(async () => {
      const [row] = await withDb((db) =>
        db.insert(users).values({ email: "owner@example.com", name: "Olive Owner", role: "owner" }).returning(),
      );
      owner = { id: row!.id, name: row!.name, email: row!.email, role: row!.role };
      await withDb((db) => setSiteSetting(db, "diagnosticFeeCents", 8900));
    });
    beforeEach(() => withDb((db) => db.delete(mailQueue)));

    /** A booked visit with its page's token; its estimate written and, unless `draft`, sent (as "Send estimate" does). */
    async function visitWithEstimate(name: string, { draft = false } = {}) {
      const booking = await bookAppointment(
        aBookingInput({ name, email: `${name.split(" ")[0]!.toLowerCase()}@example.com` }),
        () => [],
        NOW,
      );
      expect(await writeEstimate(owner, booking.id, estimate(), NOW)).toMatchObject({ ok: true });
      if (!draft)
        expect(
          await markEstimateSent(owner, booking.id, NOW, async (tx, view) => void (await queueEstimateSent(tx, view))),
        ).toMatchObject({ ok: true });
      const stored = (await loadEstimate(booking.id))!;
      // What "Send estimate" queued, taken out of the outbox: each test then sees only its own mail.
      const sentMails = await outbox();
      await withDb((db) => db.delete(mailQueue));
      return { booking, version: String(stored.current.version), shown: stored.contentSha256, sentMails };
    }

    it("shows a sent estimate (never a draft) with each option's lines, the fee, its credit, the county's tax and total", async () => {
      const draft = await visitWithEstimate("Dora Draft", { draft: true });
      expect((await page(draft.booking)).estimate).toBeUndefined();

      const { booking, shown, sentMails } = await visitWithEstimate("Rosa Vega");
      const { estimate: shownEstimate } = await page(booking);
      expect(shownEstimate).toMatchObject({ decidable: true, contentSha256: shown, revising: false });
      expect(shownEstimate!.estimate).toMatchObject({
        status: "sent",
        taxCounty: "Hillsborough",
        taxRateBasisPoints: 750,
        diagnosticFeeCents: 8900,
      });
      // $129 + $160 + the $89 fee - its $89 credit = $289.00; 7.5% tax $21.68 (half-up); $310.68.
      expect(shownEstimate!.estimate.options.map((o) => [o.name, o.totals.taxCents, o.totals.totalCents])).toEqual([
        ["Replace the evaporator fan motor", 2168, 31068],
        // No part: no tax (Florida taxes a repair only when a part is furnished).
        ["Clear the drain only", 0, 9500],
      ]);

      // "Send estimate" e-mailed the customer the page's estimate, with a fresh link of its own.
      expect(sentMails).toHaveLength(1);
      const [mail] = sentMails;
      expect(mail).toMatchObject({
        recipient: "rosa@example.com",
        replyTo: business.emails.business,
        subject: `Your refrigerator repair estimate from ${business.name}`,
      });
      expect(mail!.body).toContain(
        "Here is the estimate for your refrigerator repair, with 2 options:\n\n" +
          "Option 1: Replace the evaporator fan motor, $310.68\nOption 2: Clear the drain only, $95.00\n\n",
      );
      expect(mail!.body).toMatch(new RegExp(`${business.siteUrl}/appointments/[A-Za-z0-9_-]{43}#estimate\\n`));
      expect(mail!.body).toContain("Nothing is done until you approve.");
      // The link opens this visit's page.
      const token = TOKEN_LINK.exec(mail!.body)![1]!;
      expect((await loadAppointmentPage(token, new URL(`http://localhost/appointments/${token}`), NOW)).name).toBe(
        "Rosa Vega",
      );
    });

    it("approves an option by link without JavaScript: name and box, the decision shown, the office told and the customer's copy mailed", async () => {
      const { booking, version, shown } = await visitWithEstimate("Ana Diaz");
      const approve = { intent: "approve-estimate", choice: "1", version, shown, signerName: "Ana Díaz" };

      // Without the box, or without a name: 400, the values kept, nothing stored or mailed.
      const noBox = await post(booking, approve);
      expect(noBox).toMatchObject({
        status: 400,
        data: {
          message: 'Tick "I agree to sign this estimate electronically" to approve.',
          estimate: { choice: "1", signerName: "Ana Díaz", consent: false, errors: { consent: expect.any(String) } },
        },
      });
      const noName = await post(booking, { ...approve, signerName: " ", consent: "yes" });
      expect(noName).toMatchObject({
        status: 400,
        data: { estimate: { errors: { signerName: "Type your full name to sign." } } },
      });
      expect(await withDb((db) => db.select().from(estimateApprovals))).toEqual([]);
      expect(await outbox()).toEqual([]);

      const approved = await post(booking, { ...approve, consent: "yes" });
      expect(approved).toEqual({
        status: 302,
        location: `/appointments/${booking.token}?changed=estimate-approved#estimate`,
        data: undefined,
      });
      const [stored] = await withDb((db) => db.select().from(estimateApprovals));
      expect(stored).toMatchObject({
        declined: false,
        contentSha256: shown,
        signerName: "Ana Díaz",
        signature: null,
        channel: "link",
        clientAddress: "192.0.2.40",
        userAgent: "Mozilla/5.0 (Linux; Android 14) test",
        presentedBy: null,
      });

      // The page shows the decision: which option, who, when, how; nothing left to decide.
      const after = await page(booking);
      expect(after.changed).toBeUndefined();
      expect(after.estimate).toMatchObject({
        decidable: false,
        decision: {
          declined: false,
          option: { position: 1, name: "Replace the evaporator fan motor", total: 31068 },
          signerName: "Ana Díaz",
          channel: "link",
          signed: false,
          at: AT,
        },
      });

      const [office, copy] = await outbox();
      expect(office).toMatchObject({
        recipient: business.emails.business,
        replyTo: "ana@example.com",
        subject: "Estimate approved: Ana Diaz, Option 1, $310.68",
      });
      expect(office!.body).toContain(
        `Ana Díaz approved Option 1, Replace the evaporator fan motor, $310.68 by link (the appointment page) on ${AT}.`,
      );
      expect(office!.body).toContain(`Estimate: Estimate 1 for request ${booking.id}\n`);
      expect(office!.body).toContain(`Visit: Tuesday, November 24, 2026, ${WINDOW_LABEL.morning}\n`);
      expect(office!.body).toContain("Signed by: Ana Díaz (typed name and consent box)\n");
      expect(office!.body).toContain(`Content SHA-256: ${shown}\n`);
      expect(office!.body).toContain(
        "Option 1: Replace the evaporator fan motor\n  Evaporator fan motor (part W10312695): $129.00\n  Labour: $160.00\n" +
          "  Diagnostic fee: $89.00\n  Diagnostic fee credit: -$89.00\n  Sales tax, Hillsborough County 7.5%: $21.68\n  Total: $310.68\n",
      );
      expect(office!.body).toContain(`/admin/requests/booking/${booking.id}\n`);

      // The customer's copy: our wording and the business's lines, not the name typed on the page.
      expect(copy).toMatchObject({
        recipient: "ana@example.com",
        subject: "Your approved estimate: Option 1, $310.68",
      });
      expect(copy!.body).toContain(
        `Thank you: on ${AT} you approved Option 1 of your estimate (Estimate 1 for request ${booking.id}), on your appointment page.`,
      );
      expect(copy!.body).toMatch(
        new RegExp(`Your copy, to print or save:\\n${business.siteUrl}/appointments/[A-Za-z0-9_-]{43}/estimate\\n`),
      );
      expect(copy!.body).not.toContain("Ana Díaz");

      // The printable copy behind that link.
      const copyToken = /\/appointments\/([A-Za-z0-9_-]{43})\/estimate/.exec(copy!.body)![1]!;
      const printed = await loadApprovedEstimate(copyToken);
      expect(printed).toMatchObject({
        customer: { name: "Ana Diaz" },
        copy: {
          title: `Estimate 1 for request ${booking.id}`,
          option: { position: 1, name: "Replace the evaporator fan motor" },
          decision: { signerName: "Ana Díaz", channel: "link" },
          signature: null,
          contentSha256: shown,
        },
      });

      // The same approval again (a double tap, a reload): the same answer, nothing more stored or mailed.
      expect(await post(booking, { ...approve, consent: "yes" })).toMatchObject({ status: 302 });
      expect(await withDb((db) => db.select().from(estimateApprovals))).toHaveLength(1);
      expect(await outbox()).toHaveLength(2);

      // A second, different decision: 409 with what stands, never a 500.
      expect(await post(booking, { intent: "decline-estimate", version, shown })).toMatchObject({
        status: 409,
        data: { message: "This estimate was already approved: Option 1, Replace the evaporator fan motor." },
      });
      expect(await post(booking, { ...approve, choice: "2", consent: "yes" })).toMatchObject({ status: 409 });
      expect(await outbox()).toHaveLength(2);
      const history = await requestHistory("booking", booking.id);
      expect(history.map((e) => e.label)).toContain("The estimate was approved");
    });

    it("refuses a stale version or hash with 409 and the reason, storing nothing; the page then shows the new version", async () => {
      const { booking, version, shown } = await visitWithEstimate("Tom Stale");
      const approve = { intent: "approve-estimate", choice: "1", signerName: "Tom Stale", consent: "yes" };
      const stale = "The estimate changed since it was shown: read it again before deciding.";
      expect(await post(booking, { ...approve, version, shown: "0".repeat(64) })).toMatchObject({
        status: 409,
        data: { message: stale, estimate: { choice: "1", signerName: "Tom Stale", consent: true } },
      });
      // Garbage in the hidden fields is a refusal too, never a 500.
      expect(await post(booking, { ...approve, version: "abc", shown: "x" })).toMatchObject({ status: 409 });
      expect(await post(booking, { ...approve, choice: "7", version, shown })).toMatchObject({
        status: 400,
        data: { message: "Choose one of the estimate's options." },
      });

      // The office writes and sends version 2: the page the customer still has is stale.
      expect(await writeEstimate(owner, booking.id, { options: [estimate().options[1]!] }, NOW)).toMatchObject({
        version: 2,
      });
      // While version 2 is a draft, nothing is offered (version 1 was never decided).
      expect((await page(booking)).estimate).toBeUndefined();
      await markEstimateSent(owner, booking.id, NOW);
      expect(await post(booking, { ...approve, version, shown })).toMatchObject({
        status: 409,
        data: { message: stale },
      });
      // Nothing decided on either version of this visit.
      expect((await loadEstimate(booking.id))!.versions.map((v) => v.status)).toEqual(["sent", "superseded"]);
      expect((await loadEstimate(booking.id))!.decision).toBeUndefined();
      expect(await outbox()).toEqual([]);
      const fresh = (await page(booking)).estimate!;
      expect(fresh).toMatchObject({ decidable: true, estimate: { version: 2 } });
      expect(await post(booking, { ...approve, version: "2", shown: fresh.contentSha256 })).toMatchObject({
        status: 302,
      });
    });

    it("declines by link: the office is told, the customer gets no copy; a cancelled visit's estimate is refused", async () => {
      const { booking, version, shown } = await visitWithEstimate("Dan Decline");
      expect(await post(booking, { intent: "decline-estimate", version, shown, signerName: "Dan" })).toEqual({
        status: 302,
        location: `/appointments/${booking.token}?changed=estimate-declined#estimate`,
        data: undefined,
      });
      const mails = await outbox();
      expect(mails.map((m) => [m.recipient, m.subject])).toEqual([
        [business.emails.business, "Estimate declined: Dan Decline"],
      ]);
      expect(mails[0]!.body).toContain(`Dan declined the estimate by link (the appointment page) on ${AT}.`);
      expect(mails[0]!.body).toContain("A declined estimate completes with the diagnostic fee.");
      expect((await page(booking)).estimate).toMatchObject({
        decidable: false,
        decision: { declined: true, signerName: "Dan" },
      });
      // No approved copy: the copy's page says so, with 404.
      const none = await loadApprovedEstimate(booking.token);
      expect(none).toMatchObject({ init: { status: 404 }, data: { copy: undefined } });

      const cancelled = await visitWithEstimate("Carla Cancel");
      await withDb((db) =>
        db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, cancelled.booking.id)),
      );
      expect((await page(cancelled.booking)).estimate).toMatchObject({ decidable: false });
      expect(
        await post(cancelled.booking, {
          intent: "decline-estimate",
          version: cancelled.version,
          shown: cancelled.shown,
        }),
      ).toMatchObject({
        status: 409,
        data: { message: "This visit is cancelled: the estimate can no longer be decided." },
      });
    });

    it("is decided while the visit is under way (past the 2-hour limit on changes) and the copy's page is 404 for an unknown link", async () => {
      const { booking, version, shown } = await visitWithEstimate("Una Underway");
      await withDb((db) => db.update(bookings).set({ visitStep: "arrived" }).where(eq(bookings.id, booking.id)));
      const during = new Date("2026-11-24T15:00:00Z"); // Tuesday 10:00, inside the morning window
      expect((await page(booking, during)).canChange).toBe(false);
      expect(
        await post(
          booking,
          { intent: "approve-estimate", choice: "2", version, shown, signerName: "Una Underway", consent: "yes" },
          during,
        ),
      ).toMatchObject({ status: 302 });
      await expect(loadApprovedEstimate("A".repeat(43))).rejects.toMatchObject({ init: { status: 404 } });
    });
  },
);
