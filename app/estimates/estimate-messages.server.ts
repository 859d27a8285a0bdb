/**
 * What an estimate sends (DECISIONS "Estimates and approval"), each queued in the transaction of
 * its event through the outboxes (mail_queue, text_outbox):
 * - "Send estimate": the customer's e-mail and, with their consent, a text, both with a fresh
 *   link to the appointment page's "Your estimate";
 * - a decision (by link or on site): the office's e-mail with everything, and on an approval the
 *   customer's copy (the option approved, its lines and total, the link to the printable copy).
 * Like every mail to a visitor, the customer's carry only our wording and what the business wrote
 * (the options and lines), never what was typed on the page (the signer's name goes to the office).
 */
import { eq } from "drizzle-orm";
import { business } from "#app/content/business";
import type { Tx } from "#app/db/client.server";
import { bookings, mailQueue, type Booking, type NewMail } from "#app/db/schema";
import type { Lang } from "#app/content/i18n/lang";
import { appointmentLink } from "#app/lib/appointment-link";
import { formatInBusinessZone, isoInBusinessZone } from "#app/lib/dates";
import { clockTimeIn, formatCalendarDateIn, formatMoneyIn } from "#app/lib/locale-format";
import { formatCents, formatRate } from "#app/lib/money";
import { appointmentUrl, mailEnabled, mailSignature, visitText } from "#app/mail/messages.server";
import { addAppointmentLink } from "#app/scheduling/appointment-links.server";
import { getSiteSettings } from "#app/settings/settings-rows.server";
import { textsIn } from "#app/texts/messages";
import { queueText, type QueueOutcome } from "#app/texts/outbox.server";
import {
  estimateTitle,
  lineLabel,
  taxLabel,
  type EstimateLineView,
  type EstimateOptionView,
  type EstimateView,
} from "./estimate-content";
import { lineAmount } from "./estimate-totals";
import { presenterName, type DecidedEstimate } from "./estimates.server";

/** Where the customer reads and decides the estimate: the appointment page's section. */
export const estimateSectionUrl = (lang: Lang, token: string) => `${appointmentUrl({ token, lang })}#estimate`;
/** The customer's printable copy of the approved estimate. */
export const approvedCopyUrl = (lang: Lang, token: string) => appointmentLink(lang, token, "/estimate");

const workspaceUrl = (bookingId: number) => `${business.siteUrl}/admin/requests/booking/${bookingId}`;

/** Header-safe (a name typed with line breaks must not become extra header lines). */
const oneLine = (text: string, max = 200) => {
  const line = text.replace(/[\r\n\t]+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

/**
 * The customer's mails in their language (`bookings.lang`; DECISIONS "Spanish", the glossary
 * docs/spanish-glossary.md: estimate = "presupuesto"). The options, lines and county names are what
 * the business wrote and stay as they are; money is "$1,234.50" in both (es-US). The office's mail
 * stays English.
 */
const words = {
  en: {
    label: lineLabel,
    credit: "Diagnostic fee credit",
    fee: "Diagnostic fee",
    tax: taxLabel,
    option: "Option",
  },
  es: {
    // lineLabel's rule in Spanish: a labour line says so, unless its description already does.
    label: (line: Pick<EstimateLineView, "kind" | "description" | "partNumber">) =>
      `${line.kind === "labour" && !/^(labou?r|mano de obra)\b/i.test(line.description) ? "Mano de obra: " : ""}${
        line.description
      }${line.partNumber ? ` (pieza ${line.partNumber})` : ""}`,
    credit: "Crédito del cargo de diagnóstico",
    fee: "Cargo de diagnóstico",
    tax: (county: string, basisPoints: number) =>
      `Impuesto sobre las ventas, condado de ${county} ${formatRate(basisPoints)}`,
    option: "Opción",
  },
} satisfies Record<Lang, unknown>;

/** "Presupuesto 1 de la solicitud 41": estimateTitle in Spanish. */
const titleEs = (view: Pick<EstimateView, "bookingId" | "version">) =>
  `Presupuesto ${view.version} de la solicitud ${view.bookingId}`;

/** "jueves, 26 de noviembre de 2026, a las 2:40 p.m." (the business's zone). */
const momentEs = (at: Date) =>
  `${formatCalendarDateIn("es", isoInBusinessZone(at).slice(0, 10))}, a las ${clockTimeIn("es", at)}`;

const langOf = (booking: { lang?: Lang | null }): Lang => (booking.lang === "es" ? "es" : "en");

const lineText = (line: EstimateLineView, lang: Lang = "en") => {
  const w = words[lang];
  const money = (cents: number) => formatMoneyIn(lang, cents);
  if (line.kind === "credit") return `${w.credit}: -${money(line.unitPriceCents)}`;
  const label = w.label(line);
  return `${label}${line.quantity > 1 ? `, ${line.quantity} x ${money(line.unitPriceCents)}` : ""}: ${money(lineAmount(line))}`;
};

/** An option as a mail shows it: its lines, the fee and its credit, the county's tax, the total. */
export function optionText(
  view: Pick<EstimateView, "taxCounty" | "taxRateBasisPoints" | "diagnosticFeeCents">,
  option: EstimateOptionView,
  lang: Lang = "en",
) {
  const w = words[lang];
  const money = (cents: number) => formatMoneyIn(lang, cents);
  return [
    `${w.option} ${option.position}: ${option.name}`,
    ...option.lines.filter((l) => l.kind !== "credit").map((l) => `  ${lineText(l, lang)}`),
    ...(view.diagnosticFeeCents > 0 ? [`  ${w.fee}: ${money(view.diagnosticFeeCents)}`] : []),
    ...option.lines.filter((l) => l.kind === "credit").map((l) => `  ${lineText(l, lang)}`),
    `  ${w.tax(view.taxCounty, view.taxRateBasisPoints)}: ${money(option.totals.taxCents)}`,
    `  Total: ${money(option.totals.totalCents)}`,
  ].join("\n");
}

/** The customer's e-mail for "Send estimate": the options in short and the page to decide on. */
export function estimateSentMail(
  booking: Pick<Booking, "email"> & { lang?: Lang | null },
  view: EstimateView,
  token: string,
  facts: { mainPhone: string; businessEmail: string },
): NewMail {
  const count = view.options.length;
  if (langOf(booking) === "es") {
    const money = (cents: number) => formatMoneyIn("es", cents);
    return {
      recipient: booking.email,
      replyTo: facts.businessEmail,
      subject: `Su presupuesto de reparación de refrigerador de ${business.name}`,
      body:
        `Hola:\n\n` +
        `Aquí tiene el presupuesto para la reparación de su refrigerador, con ${count === 1 ? "una opción" : `${count} opciones`}:\n\n` +
        `${view.options.map((o) => `Opción ${o.position}: ${o.name}, ${money(o.totals.totalCents)}`).join("\n")}\n\n` +
        `Lea las piezas, la mano de obra y el impuesto de cada opción, y apruebe la que elija (o rechace el presupuesto) en la página de su cita:\n\n` +
        `${estimateSectionUrl("es", token)}\n\n` +
        `No hacemos nada hasta que usted lo apruebe. ¿Preguntas? Llame al ${facts.mainPhone}.\n\n${mailSignature(facts.mainPhone)}\n`,
    };
  }
  return {
    recipient: booking.email,
    replyTo: facts.businessEmail,
    subject: `Your refrigerator repair estimate from ${business.name}`,
    body:
      `Hello,\n\n` +
      `Here is the estimate for your refrigerator repair, with ${count === 1 ? "one option" : `${count} options`}:\n\n` +
      `${view.options.map((o) => `Option ${o.position}: ${o.name}, ${formatCents(o.totals.totalCents)}`).join("\n")}\n\n` +
      `Read each option's parts, labour and tax, then approve the one you choose (or decline) on your appointment page:\n\n` +
      `${estimateSectionUrl("en", token)}\n\n` +
      `Nothing is done until you approve. Questions? Call ${facts.mainPhone}.\n\n${mailSignature(facts.mainPhone)}\n`,
  };
}

/** The customer's copy of what they approved: the option, its lines and total, and the printable copy. */
export function approvedCopyMail(
  booking: Pick<Booking, "email"> & { lang?: Lang | null },
  decided: Pick<DecidedEstimate, "view" | "approval"> & { option: EstimateOptionView },
  token: string,
  facts: { mainPhone: string; businessEmail: string },
): NewMail {
  const { view, approval, option } = decided;
  if (langOf(booking) === "es")
    return {
      recipient: booking.email,
      replyTo: facts.businessEmail,
      subject: `Su presupuesto aprobado: Opción ${option.position}, ${formatMoneyIn("es", option.totals.totalCents)}`,
      body:
        `Hola:\n\n` +
        `Gracias: el ${momentEs(approval.at)} usted aprobó la Opción ${option.position} de su presupuesto ` +
        `(${titleEs(view)}), ${approval.channel === "link" ? "en la página de su cita" : "con nuestro técnico"}.\n\n` +
        `${optionText(view, option, "es")}\n\n` +
        `Su copia, para imprimir o guardar:\n${approvedCopyUrl("es", token)}\n\n` +
        `Si usted no aprobó esto, llámenos de inmediato: ${facts.mainPhone}.\n\n${mailSignature(facts.mainPhone)}\n`,
    };
  return {
    recipient: booking.email,
    replyTo: facts.businessEmail,
    subject: `Your approved estimate: Option ${option.position}, ${formatCents(option.totals.totalCents)}`,
    body:
      `Hello,\n\n` +
      `Thank you: on ${formatInBusinessZone(approval.at)} you approved Option ${option.position} of your estimate ` +
      `(${estimateTitle(view)}), ${approval.channel === "link" ? "on your appointment page" : "with our technician"}.\n\n` +
      `${optionText(view, option)}\n\n` +
      `Your copy, to print or save:\n${approvedCopyUrl("en", token)}\n\n` +
      `If you did not approve this, call us at once: ${facts.mainPhone}.\n\n${mailSignature(facts.mainPhone)}\n`,
  };
}

/** The office hears of every decision: who, which option, when, how, and the evidence's hash. */
export function officeDecisionMail(
  booking: Booking,
  decided: DecidedEstimate,
  businessEmail: string,
  /** On site: the technician or office member whose phone it was. */
  presentedBy?: string,
): NewMail {
  const { view, approval, option } = decided;
  const how = approval.channel === "link" ? "by link (the appointment page)" : "on site";
  const what = option
    ? `approved Option ${option.position}, ${option.name}, ${formatCents(option.totals.totalCents)}`
    : "declined the estimate";
  return {
    recipient: businessEmail,
    replyTo: booking.email,
    subject: oneLine(
      option
        ? `Estimate approved: ${booking.name}, Option ${option.position}, ${formatCents(option.totals.totalCents)}`
        : `Estimate declined: ${booking.name}`,
    ),
    body:
      `${oneLine(approval.signerName) || oneLine(booking.name)} ${what} ${how} on ${formatInBusinessZone(approval.at)}.\n\n` +
      `Estimate: ${estimateTitle(view)}\n` +
      `Visit: ${visitText(booking)}\n` +
      `Customer: ${oneLine(booking.name)}, ${booking.phone}, ${booking.email}\n` +
      (option
        ? `Signed by: ${oneLine(approval.signerName)}${approval.signature ? " (with a drawn signature)" : " (typed name and consent box)"}\n`
        : approval.signerName
          ? `Name given: ${oneLine(approval.signerName)}\n`
          : "") +
      (presentedBy ? `Presented by: ${oneLine(presentedBy)}\n` : "") +
      `Content SHA-256: ${approval.contentSha256}\n\n` +
      (option ? `${optionText(view, option)}\n\n` : "A declined estimate completes with the diagnostic fee.\n\n") +
      `${workspaceUrl(booking.id)}\n`,
  };
}

/**
 * markEstimateSent's `then`: the customer's e-mail and (with consent) text, each with a fresh
 * link to the appointment page. One text per version sent (sending the same version again
 * e-mails again but texts once). Returns the channels used, for the caller's answer.
 */
export async function queueEstimateSent(tx: Tx, view: EstimateView): Promise<{ mail: boolean; text: QueueOutcome }> {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, view.bookingId));
  if (!booking) return { mail: false, text: { queued: false, reason: "no-booking" } };
  const token = await addAppointmentLink(tx, booking.id);
  const settings = await getSiteSettings(tx);
  const facts = { mainPhone: settings.mainPhone.display, businessEmail: settings.businessEmail };
  if (mailEnabled()) await tx.insert(mailQueue).values(estimateSentMail(booking, view, token, facts));
  const text = await queueText(tx, {
    bookingId: booking.id,
    kind: "estimate",
    body: textsIn(booking.lang).estimate({ estimateUrl: estimateSectionUrl(booking.lang, token) }),
    dedupeKey: `estimate:${view.version}`,
    scheduled: true,
  });
  return { mail: mailEnabled(), text };
}

/**
 * decideEstimate's `then`: the office's e-mail for every decision and, on an approval, the
 * customer's copy (with a fresh link to the printable copy). Nothing without SMTP_URL.
 */
export async function queueDecisionMails(tx: Tx, decided: DecidedEstimate): Promise<void> {
  if (!mailEnabled()) return;
  const settings = await getSiteSettings(tx);
  const facts = { mainPhone: settings.mainPhone.display, businessEmail: settings.businessEmail };
  const presentedBy = await presenterName(tx, decided.approval.presentedBy);
  await tx.insert(mailQueue).values(officeDecisionMail(decided.booking, decided, settings.businessEmail, presentedBy));
  if (decided.option) {
    const token = await addAppointmentLink(tx, decided.booking.id);
    await tx
      .insert(mailQueue)
      .values(approvedCopyMail(decided.booking, { ...decided, option: decided.option }, token, facts));
  }
}
