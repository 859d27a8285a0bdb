import { Form } from "react-router";
import { ReceiptDetails } from "#app/components/receipt-details";
import type { JobFormErrors, PaymentFormValues } from "#app/visits/job-form";
import type { ReceiptView } from "#app/visits/receipt";
import { Alert, buttonStyle } from "./panel";
import { PaymentFields } from "./payment-fields";

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
          <PaymentFields
            idPrefix="payment"
            values={values}
            errors={errors}
            unpaid={false}
            amount={{
              label: "Amount ($)",
              required: true,
              defaultValue: values.amount || (job.receipt.dueCents / 100).toFixed(2),
            }}
          />
          <button type="submit" name="intent" value="record-payment" className={buttonStyle("primary")}>
            Record payment
          </button>
        </Form>
      )}
    </div>
  );
}
