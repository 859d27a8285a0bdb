import { Form } from "react-router";
import { ReceiptDetails } from "#app/components/receipt-details";
import { TextField } from "#app/components/ui/form-field";
import type { JobFormErrors, PaymentFormValues } from "#app/visits/job-form";
import type { ReceiptView } from "#app/visits/receipt";
import { Alert, buttonStyle } from "./panel";

export interface JobRecordView {
  id: number;
  completedBy: string;
  completedAt: string;
  receipt: ReceiptView;
}

/** A completed visit's job as the office reads it, and "Record payment" while something is due. */
export function JobRecord({
  job,
  payment,
}: {
  job: JobRecordView;
  payment?: { values: PaymentFormValues; errors: JobFormErrors; message?: string };
}) {
  const values = payment?.values ?? { paymentMethod: "", checkNumber: "", amount: "" };
  const errors = payment?.errors ?? {};
  return (
    <div className="space-y-4">
      <p className="text-slate-700">
        Completed by {job.completedBy}, {job.completedAt}.
      </p>
      <ReceiptDetails receipt={job.receipt} />
      {job.receipt.dueCents > 0 && (
        <Form method="post" className="space-y-3 rounded-lg border border-slate-300 p-3" noValidate>
          <h3 className="font-semibold text-slate-900">Record payment</h3>
          {payment?.message && <Alert>{payment.message}</Alert>}
          <input type="hidden" name="jobId" value={job.id} />
          <fieldset>
            <legend className="font-medium text-slate-800">Method</legend>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {(["card", "cash", "check"] as const).map((method) => (
                <label key={method} className="flex min-h-11 items-center gap-2">
                  <input
                    type="radio"
                    name="paymentMethod"
                    value={method}
                    defaultChecked={values.paymentMethod === method}
                    className="size-6 shrink-0"
                  />
                  {method === "card" ? "Card" : method === "cash" ? "Cash" : "Check"}
                </label>
              ))}
            </div>
            {errors.paymentMethod && <p className="text-sm font-medium text-red-700">{errors.paymentMethod}</p>}
          </fieldset>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <TextField
              idPrefix="payment"
              label="Check number"
              name="checkNumber"
              defaultValue={values.checkNumber}
              error={errors.checkNumber}
              hint="For a check."
            />
            <TextField
              idPrefix="payment"
              label="Amount ($)"
              name="amount"
              inputMode="decimal"
              required
              defaultValue={values.amount || (job.receipt.dueCents / 100).toFixed(2)}
              error={errors.amount}
            />
          </div>
          <button type="submit" name="intent" value="record-payment" className={buttonStyle("primary")}>
            Record payment
          </button>
        </Form>
      )}
    </div>
  );
}
