import type { Lang } from "./i18n/lang";

/**
 * The receipt's words in each language (issue 34): the e-mail and the appointment page both read
 * them through app/visits/receipt.ts. Typed, so a word missing in one language fails the type
 * check. Server-side only in practice (mails, loaders): no page's bundle imports it.
 */
export interface ReceiptWords {
  /** "Receipt #57". */
  number: (number: string) => string;
  /** "2026-11-25" -> "November 25, 2026" / "25 de noviembre de 2026". */
  date: (isoDate: string) => string;
  parts: string;
  labour: string;
  diagnosticFee: string;
  diagnosticCredit: string;
  subtotal: string;
  taxNone: string;
  taxCounty: (county: string, rate: string) => string;
  taxOnParts: (rate: string) => string;
  overpaid: (amount: string) => string;
  /** `methods`: the owner's accepted payments as listed in business.ts. */
  unpaid: (amount: string, methods: readonly string[]) => string;
  balance: (amount: string) => string;
  warranty: (days: number, until: string) => string;
  method: { card: string; cash: string; check: string; online: string };
  checkNumber: (number: string) => string;
  refund: string;
  /** "Estimate 2 for request 41". */
  estimateName: (bookingId: number, version: number) => string;
  completed: string;
  approvedEstimate: string;
  found: string;
  workDone: string;
  partsHeading: string;
  partNumber: (partNumber: string) => string;
  total: string;
  paid: (label: string, amount: string, on: string) => string;
  refunded: (label: string, amount: string, on: string) => string;
}

function calendarDate(isoDate: string): Date {
  const [y, m, d] = isoDate.split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!));
}

const longDate = (locale: string) => (isoDate: string) =>
  new Intl.DateTimeFormat(locale, { timeZone: "UTC", month: "long", day: "numeric", year: "numeric" }).format(
    calendarDate(isoDate),
  );

/** The Spanish names of the payment ways business.ts lists (an owner's other wording stays as typed). */
const spanishMethod: Record<string, string> = {
  "credit card": "tarjeta de crédito",
  cash: "efectivo",
  check: "cheque",
};

export const receiptWords: Record<Lang, ReceiptWords> = {
  en: {
    number: (n) => `Receipt ${n}`,
    date: longDate("en-US"),
    parts: "Parts",
    labour: "Labour",
    diagnosticFee: "Diagnostic fee",
    diagnosticCredit: "Diagnostic fee credited toward the repair",
    subtotal: "Subtotal",
    taxNone: "Sales tax (none: no part furnished)",
    taxCounty: (county, rate) => `Sales tax, ${county} County ${rate}`,
    taxOnParts: (rate) => `Sales tax on parts (${rate})`,
    overpaid: (amount) => `Overpaid: refund ${amount}`,
    unpaid: (amount, methods) => `Unpaid: ${amount} due on receipt (${methods.join(", ").toLowerCase()})`,
    balance: (amount) => `Balance: ${amount} due on receipt`,
    warranty: (days, until) => `${days}-day warranty (repair/parts) until ${until}`,
    method: { card: "Card", cash: "Cash", check: "Check", online: "Card (online)" },
    checkNumber: (n) => `Check #${n}`,
    refund: "Refund (card, online)",
    estimateName: (bookingId, version) => `Estimate ${version} for request ${bookingId}`,
    completed: "Completed",
    approvedEstimate: "Approved estimate",
    found: "What we found:",
    workDone: "Work done:",
    partsHeading: "Parts:",
    partNumber: (n) => `part ${n}`,
    total: "Total",
    paid: (label, amount, on) => `Paid: ${label}, ${amount} on ${on}`,
    refunded: (label, amount, on) => `${label}: ${amount} on ${on}`,
  },
  es: {
    number: (n) => `Recibo ${n}`,
    date: longDate("es-US"),
    parts: "Piezas",
    labour: "Mano de obra",
    diagnosticFee: "Cargo de diagnóstico",
    diagnosticCredit: "Cargo de diagnóstico acreditado a la reparación",
    subtotal: "Subtotal",
    taxNone: "Impuesto sobre las ventas (ninguno: no se suministraron piezas)",
    taxCounty: (county, rate) => `Impuesto sobre las ventas, condado de ${county} ${rate}`,
    taxOnParts: (rate) => `Impuesto sobre las ventas de las piezas (${rate})`,
    overpaid: (amount) => `Pagado de más: reembolsar ${amount}`,
    unpaid: (amount, methods) =>
      `Pendiente de pago: ${amount}, a pagar al recibirlo (${methods
        .map((m) => spanishMethod[m.toLowerCase()] ?? m.toLowerCase())
        .join(", ")})`,
    balance: (amount) => `Saldo pendiente: ${amount}, a pagar al recibirlo`,
    warranty: (days, until) => `Garantía de ${days} días (reparación y piezas) hasta el ${until}`,
    method: { card: "Tarjeta", cash: "Efectivo", check: "Cheque", online: "Tarjeta (en línea)" },
    checkNumber: (n) => `Cheque #${n}`,
    refund: "Reembolso (tarjeta, en línea)",
    estimateName: (bookingId, version) => `Presupuesto ${version} de la solicitud ${bookingId}`,
    completed: "Terminado",
    approvedEstimate: "Presupuesto aprobado",
    found: "Lo que encontramos:",
    workDone: "Trabajo realizado:",
    partsHeading: "Piezas:",
    partNumber: (n) => `pieza ${n}`,
    total: "Total",
    paid: (label, amount, on) => `Pagado: ${label}, ${amount} el ${on}`,
    refunded: (label, amount, on) => `${label}: ${amount} el ${on}`,
  },
};
