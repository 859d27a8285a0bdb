import { eq } from "drizzle-orm";
import { looksLikeToken, tokenId } from "#app/auth/tokens.server";
import { withDb } from "#app/db/client.server";
import { appointmentLinks, bookings, users } from "#app/db/schema";
import { dictionaryFor } from "#app/content/i18n/dictionaries.server";
import type { Lang } from "#app/content/i18n/lang";
import { getConfig } from "#app/lib/config.server";
import { getSiteSettings } from "#app/settings/settings-rows.server";
import { isFinalStep, visitorStepText, type VisitStep } from "./steps";

/**
 * The visit's step as the visitor reads it, by their private link: one query on the link's
 * hash (the primary key), the booking and the technician's name. The appointment page shows it,
 * and its script asks /appointments/<token>/status for it again while the tab is open.
 */

export interface VisitorStatus {
  step: VisitStep;
  text: string;
  /** No later step will come: the page stops asking. */
  final: boolean;
}

/** `lang`: the page's (its path's): /es/appointments/<token>/status answers in Spanish. */
export async function visitorStatusOfLink(token: string, lang: Lang = "en"): Promise<VisitorStatus | undefined> {
  if (!looksLikeToken(token)) return undefined;
  const [row] = await withDb((db) =>
    db
      .select({
        step: bookings.visitStep,
        arrivalEta: bookings.arrivalEta,
        status: bookings.status,
        technicianName: users.name,
      })
      .from(appointmentLinks)
      .innerJoin(bookings, eq(bookings.id, appointmentLinks.bookingId))
      .leftJoin(users, eq(users.id, bookings.technicianId))
      .where(eq(appointmentLinks.id, tokenId(token)))
      .limit(1),
  );
  if (!row) return undefined;
  // Only this step quotes the phone: the 20-second poll reads no settings otherwise.
  const mainPhone =
    row.step === "could_not_complete" ? (await withDb((db) => getSiteSettings(db))).mainPhone.display : "";
  return {
    step: row.step,
    text: visitorStepText(
      row.step,
      {
        technicianName: row.technicianName ?? "",
        arrivalEta: row.arrivalEta,
        mainPhone,
        lang,
      },
      dictionaryFor(lang).appointment.steps,
    ),
    // A cancelled visit moves no more either.
    final: isFinalStep(row.step) || row.status === "cancelled",
  };
}

/** How often the page asks (20 s; tests shorten it with STATUS_POLL_MS). */
export const statusPollMs = () => getConfig().testOnly.statusPollMs;
