import { addDays, todayInBusinessZone } from "#app/lib/dates";
import { group, type ReportPayment } from "./figures";
import { businessMidnight } from "./month";
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

export function journalLines(payments: readonly ReportPayment[], accounts: QuickbooksAccounts): JournalLine[] {
  const days = new Map<string, ReportPayment[]>();
  for (const p of payments) group(days, todayInBusinessZone(p.recordedAt), p);
  return [...days.keys()].sort().flatMap((day) => {
    const entry = new JournalEntry(day, accounts);
    for (const p of days.get(day)!) entry.add(p);
    return entry.lines();
  });
}

/**
 * The same lines from the month's payments read in the order they were recorded, a batch at a
 * time (the journal CSV): a day's entry is written once the first payment of a later day is read,
 * so no more than a day's sums are held.
 */
export async function* journalLinesInOrder(
  batches: AsyncIterable<readonly ReportPayment[]>,
  accounts: QuickbooksAccounts,
): AsyncGenerator<JournalLine[]> {
  let entry: JournalEntry | undefined;
  // The day's end: the payments before it need no date formatted (ten thousand in a month).
  let dayEnd = -Infinity;
  for await (const batch of batches) {
    const done: JournalLine[] = [];
    for (const p of batch) {
      if (!entry || p.recordedAt.getTime() >= dayEnd) {
        const day = todayInBusinessZone(p.recordedAt);
        dayEnd = businessMidnight(addDays(day, 1)).getTime();
        if (entry) done.push(...entry.lines());
        entry = new JournalEntry(day, accounts);
      }
      entry.add(p);
    }
    if (done.length) yield done;
  }
  if (entry) yield entry.lines();
}

/** One day's entry, accumulated per (account, description, side): a line per method, per county, and refunds apart. */
class JournalEntry {
  private readonly sums = new Map<string, { account: string; description: string; debit: boolean; cents: number }>();

  constructor(
    readonly day: string,
    private readonly accounts: QuickbooksAccounts,
  ) {}

  add(p: ReportPayment): void {
    const refund = p.amountCents < 0;
    const amount = Math.abs(p.amountCents);
    const tax = Math.abs(p.taxCents);
    const county = p.taxCounty ? `${p.taxCounty} County` : "county not recorded";
    const what = refund ? "refunded" : "received";
    const accounts = this.accounts;
    this.sum(methodAccount(accounts, p.method), `${methodText(p.method)} payments ${what}`, !refund, amount);
    this.sum(accounts.income, refund ? "Repair income refunded" : "Repair income", refund, amount - tax);
    this.sum(salesTaxAccount(accounts, p.taxCounty), `Sales tax ${what}, ${county}`, refund, tax);
  }

  private sum(account: string, description: string, debit: boolean, cents: number): void {
    if (cents === 0) return;
    const key = JSON.stringify([account, description, debit]);
    const line = this.sums.get(key) ?? { account, description, debit, cents: 0 };
    line.cents += cents;
    this.sums.set(key, line);
  }

  /** The debits first, each side in the order its lines were first added. */
  lines(): JournalLine[] {
    const [y, m, d] = this.day.split("-");
    const head = { journalNo: `TBR-${this.day}`, journalDate: `${m}/${d}/${y}`, name: "" };
    return [...this.sums.values()]
      .sort((a, b) => Number(b.debit) - Number(a.debit))
      .map((line) => ({
        ...head,
        account: line.account,
        debitCents: line.debit ? line.cents : 0,
        creditCents: line.debit ? 0 : line.cents,
        description: line.description,
      }));
  }
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
