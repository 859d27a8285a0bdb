import { todayInBusinessZone } from "#app/lib/dates";
import { group, type ReportPayment } from "./figures";
import { methodAccount, salesTaxAccount, type QuickbooksAccounts } from "./quickbooks-accounts";

/**
 * The month's money as QuickBooks Online journal entries (pure; DECISIONS "The owner's reports"):
 * one entry per New York day with payments. Each payment is split into its tax share (credited to
 * its county's sales tax payable) and the rest (credited to repair income), and debited whole to
 * its method's clearing account, so every entry balances by construction. A refund (a negative
 * payment) is the same lines reversed, on the day it was made, as lines of their own.
 */
export interface JournalLine {
  journalNo: string;
  /** MM/DD/YYYY, the date format of a US QuickBooks file's import. */
  journalDate: string;
  account: string;
  debitCents: number;
  creditCents: number;
  description: string;
  name: string;
}

const methodText = (method: string) => (method ? method[0]!.toUpperCase() + method.slice(1) : "Unknown");

/** What the journal reads of a payment: one payment, or the payments of a day added up (reports.server.ts). */
export type JournalPayment = Pick<ReportPayment, "method" | "amountCents" | "recordedAt" | "taxCents" | "taxCounty">;

export function journalLines(payments: readonly JournalPayment[], accounts: QuickbooksAccounts): JournalLine[] {
  const days = new Map<string, JournalPayment[]>();
  for (const p of payments) group(days, todayInBusinessZone(p.recordedAt), p);
  const lines: JournalLine[] = [];
  for (const day of [...days.keys()].sort()) {
    const [y, m, d] = day.split("-");
    const head = { journalNo: `TBR-${day}`, journalDate: `${m}/${d}/${y}`, name: "" };
    // Accumulated per (account, description, side): a line per method, per county, and refunds apart.
    const sums = new Map<string, { account: string; description: string; debit: boolean; cents: number }>();
    const add = (account: string, description: string, debit: boolean, cents: number) => {
      if (cents === 0) return;
      const key = JSON.stringify([account, description, debit]);
      const line = sums.get(key) ?? { account, description, debit, cents: 0 };
      line.cents += cents;
      sums.set(key, line);
    };
    for (const p of days.get(day)!) {
      const refund = p.amountCents < 0;
      const amount = Math.abs(p.amountCents);
      const tax = Math.abs(p.taxCents);
      const county = p.taxCounty ? `${p.taxCounty} County` : "county not recorded";
      const what = refund ? "refunded" : "received";
      add(methodAccount(accounts, p.method), `${methodText(p.method)} payments ${what}`, !refund, amount);
      add(accounts.income, refund ? "Repair income refunded" : "Repair income", refund, amount - tax);
      add(salesTaxAccount(accounts, p.taxCounty), `Sales tax ${what}, ${county}`, refund, tax);
    }
    const ordered = [...sums.values()].sort((a, b) => Number(b.debit) - Number(a.debit));
    for (const line of ordered)
      lines.push({
        ...head,
        account: line.account,
        debitCents: line.debit ? line.cents : 0,
        creditCents: line.debit ? 0 : line.cents,
        description: line.description,
      });
  }
  return lines;
}

/** Each entry's debits and credits (a test and the page check that they are equal). */
export function entryTotals(lines: readonly JournalLine[]): Map<string, { debits: number; credits: number }> {
  const totals = new Map<string, { debits: number; credits: number }>();
  for (const line of lines) {
    const t = totals.get(line.journalNo) ?? { debits: 0, credits: 0 };
    t.debits += line.debitCents;
    t.credits += line.creditCents;
    totals.set(line.journalNo, t);
  }
  return totals;
}
