import { serviceCounties } from "#app/content/business";

/**
 * The QuickBooks Online account names the journal export writes (pure), mapped once by the owner
 * under Settings. The defaults are accounts a new QuickBooks Online file already has: payments
 * wait in Undeposited Funds until the bank deposit, repair work is Services income, and the tax
 * collected is owed on Sales Tax Payable (one line per county, so the county stays visible).
 */
export interface QuickbooksAccounts {
  card: string;
  cash: string;
  check: string;
  income: string;
  /** Per county of the service area, plus `other` for jobs recorded before tax by county. */
  salesTax: Record<string, string>;
}

export const OTHER_COUNTY = "other";

export const defaultQuickbooksAccounts: QuickbooksAccounts = {
  card: "Undeposited Funds",
  cash: "Undeposited Funds",
  check: "Undeposited Funds",
  income: "Services",
  salesTax: Object.fromEntries([...serviceCounties, OTHER_COUNTY].map((c) => [c, "Sales Tax Payable"])),
};

/** The form's fields, in the order it shows them, with their labels. */
export const quickbooksFields: ReadonlyArray<{ name: string; label: string }> = [
  { name: "card", label: "Card payments (clearing account)" },
  { name: "cash", label: "Cash payments (clearing account)" },
  { name: "check", label: "Check payments (clearing account)" },
  { name: "income", label: "Repair income" },
  ...serviceCounties.map((c) => ({ name: `tax.${c}`, label: `Sales tax payable, ${c} County` })),
  { name: `tax.${OTHER_COUNTY}`, label: "Sales tax payable, jobs without a county (older jobs)" },
];

const MAX_NAME = 100;

/** What is wrong with an account name as typed, or undefined. */
function nameProblem(name: string): string | undefined {
  if (!name) return "Enter the account's name as QuickBooks shows it.";
  if (name.length > MAX_NAME) return `Keep the name within ${MAX_NAME} characters.`;
  // A cell starting with these would be neutralised in the CSV (and no longer match the account).
  if (/^[=+\-@]/.test(name)) return "An account name cannot start with = + - or @.";
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\u0000-\u001f\u007f"]/.test(name)) return "Use letters, digits, spaces and : for a sub-account.";
  return undefined;
}

const get = (accounts: QuickbooksAccounts, name: string): string =>
  name.startsWith("tax.") ? (accounts.salesTax[name.slice(4)] ?? "") : String(accounts[name as "card"]);

/** The form's values for each field (what is stored, or what was typed on a refusal). */
export const quickbooksFormValues = (accounts: QuickbooksAccounts): Record<string, string> =>
  Object.fromEntries(quickbooksFields.map(({ name }) => [name, get(accounts, name)]));

export function readQuickbooksForm(
  read: (name: string) => unknown,
):
  | { ok: true; accounts: QuickbooksAccounts }
  | { ok: false; errors: Record<string, string>; values: Record<string, string> } {
  const values: Record<string, string> = {};
  const errors: Record<string, string> = {};
  for (const { name } of quickbooksFields) {
    const raw = read(name);
    const value = typeof raw === "string" ? raw.trim().replace(/\s+/g, " ") : "";
    values[name] = value;
    const problem = nameProblem(value);
    if (problem) errors[name] = problem;
  }
  if (Object.keys(errors).length) return { ok: false, errors, values };
  return { ok: true, accounts: fromValues(values) };
}

function fromValues(values: Record<string, string>): QuickbooksAccounts {
  return {
    card: values.card!,
    cash: values.cash!,
    check: values.check!,
    income: values.income!,
    salesTax: Object.fromEntries(
      quickbooksFields.filter((f) => f.name.startsWith("tax.")).map((f) => [f.name.slice(4), values[f.name]!]),
    ),
  };
}

/** A stored value read back; anything unreadable (a hand-edited row) falls back to the defaults field by field. */
export function parseQuickbooksAccounts(raw: string | undefined): QuickbooksAccounts {
  let stored: Partial<QuickbooksAccounts> = {};
  try {
    stored = raw ? (JSON.parse(raw) as Partial<QuickbooksAccounts>) : {};
  } catch {
    stored = {};
  }
  const values = quickbooksFormValues(defaultQuickbooksAccounts);
  const merged = { ...defaultQuickbooksAccounts, ...stored, salesTax: { ...stored.salesTax } };
  for (const { name } of quickbooksFields) {
    const value = get(merged as QuickbooksAccounts, name);
    if (typeof value === "string" && !nameProblem(value)) values[name] = value;
  }
  return fromValues(values);
}

/** The clearing account of a payment method as stored: cash, check, and every kind of card. */
export function methodAccount(accounts: QuickbooksAccounts, method: string): string {
  if (method === "cash") return accounts.cash;
  if (method === "check") return accounts.check;
  return accounts.card;
}

export const salesTaxAccount = (accounts: QuickbooksAccounts, county: string | null): string =>
  accounts.salesTax[county ?? OTHER_COUNTY] ?? accounts.salesTax[OTHER_COUNTY]!;

/** "income: Services -> Sales" lines for the activity log. */
export function describeChanges(before: QuickbooksAccounts, after: QuickbooksAccounts): string {
  const a = quickbooksFormValues(before);
  const b = quickbooksFormValues(after);
  return quickbooksFields
    .filter(({ name }) => a[name] !== b[name])
    .map(({ name, label }) => `${label}: ${a[name]} -> ${b[name]}`)
    .join("; ");
}
