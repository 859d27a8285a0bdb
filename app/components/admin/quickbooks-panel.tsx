import { Form } from "react-router";
import { quickbooksFields } from "#app/reports/quickbooks-accounts";
import { Alert, buttonStyle, Panel } from "./panel";

const inputClass =
  "mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-base text-slate-900 aria-[invalid=true]:border-red-700";

/**
 * The account names the monthly QuickBooks journal (Reports) writes, mapped once: each as the
 * chart of accounts in QuickBooks Online names it. The defaults are accounts a new file has.
 */
export function QuickbooksPanel({
  values,
  saved,
  errors,
}: {
  values: Record<string, string>;
  saved: boolean;
  errors?: Record<string, string>;
}) {
  return (
    <div id="quickbooks" className="scroll-mt-4">
      <Panel title="QuickBooks accounts">
        {saved && <Alert tone="success">Saved. The next journal export uses these names.</Alert>}
        {errors && <Alert>Some names could not be saved: see the fields marked below.</Alert>}
        <p className="text-slate-700">
          The journal export on the Reports page (one entry a day) debits the payment accounts and credits income and
          sales tax. Type each name exactly as your QuickBooks chart of accounts shows it (Parent:Child for a
          sub-account).
        </p>
        <Form method="post" className="space-y-4">
          <input type="hidden" name="intent" value="quickbooks" />
          {quickbooksFields.map(({ name, label }) => {
            const id = `qb-${name.replace(/\W/g, "-")}`;
            return (
              <div key={name}>
                <label htmlFor={id} className="block font-medium text-slate-800">
                  {label}
                </label>
                <input
                  id={id}
                  name={name}
                  required
                  maxLength={100}
                  defaultValue={values[name]}
                  aria-invalid={errors?.[name] ? true : undefined}
                  aria-describedby={errors?.[name] ? `${id}-error` : undefined}
                  className={inputClass}
                />
                {errors?.[name] && (
                  <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
                    {errors[name]}
                  </p>
                )}
              </div>
            );
          })}
          <button type="submit" className={buttonStyle("primary", true)}>
            Save account names
          </button>
        </Form>
      </Panel>
    </div>
  );
}
