import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { Link, useFetcher } from "react-router";
import { business } from "~/content/business";
import { telHref } from "~/lib/phone";
import {
  bookingIssues,
  bookingSchema,
  bookingSteps,
  bookingTimes,
  OTHER_BRAND,
  stepOfField,
} from "~/forms/booking-schema";
import { fieldErrors, HONEYPOT_FIELD, type FieldErrors } from "~/forms/fields";
import type { SubmissionResult } from "~/forms/submission";
import { useNonce } from "~/lib/nonce";
import { buttonClass } from "~/components/ui/button-link";
import { HoneypotField, SelectField, TextAreaField, TextField } from "~/components/ui/form-field";
import { Icon } from "~/components/ui/icon";
import { useToast } from "~/components/ui/toast";

type Step = 1 | 2 | 3 | 4;

const SUCCESS_TOAST = {
  title: "Booking Confirmed!",
  description: "Your appointment has been scheduled. We'll contact you shortly to confirm.",
};

/** Without JavaScript: every step shows, the wizard's own controls hide, the submit button shows. */
const NO_SCRIPT_CSS =
  "[data-step]{display:block!important}.wizard-only{display:none!important}.wizard-submit{display:block!important}";

const progressWidth = { 1: "w-1/3", 2: "w-2/3", 3: "w-full" } as const;

function firstStepWithError(errors: FieldErrors): Step {
  const steps = Object.keys(errors).map(stepOfField);
  return (steps.length ? Math.min(...steps) : 3) as Step;
}

/**
 * The 3-step booking wizard (SPEC §4-§5). All three steps live in one <form>. The server renders
 * the wizard exactly as the browser will (one step showing, so nothing shifts on hydration);
 * without JavaScript a <noscript> style shows all steps together as one plain form that POSTs to
 * /book. With JavaScript, Next Step moves on without checks, and the final submit checks every
 * step, returning to the first one with a missing or invalid field.
 */
export function BookingWizard({
  brandNames,
  today,
  serverResult,
}: {
  brandNames: string[];
  today: string;
  serverResult?: SubmissionResult;
}) {
  const nonce = useNonce();
  const fetcher = useFetcher<SubmissionResult>({ key: "booking" });
  const toast = useToast();
  const schema = useMemo(() => bookingSchema({ brandNames, today }), [brandNames, today]);
  const serverErrors = serverResult && !serverResult.ok ? (serverResult.errors ?? {}) : {};
  const values = serverResult && !serverResult.ok ? (serverResult.values ?? {}) : {};

  const [step, setStep] = useState<Step>(() =>
    serverResult?.ok ? 4 : Object.keys(serverErrors).length ? firstStepWithError(serverErrors) : 1,
  );
  const [errors, setErrors] = useState<FieldErrors>(serverErrors);
  const [summary, setSummary] = useState(serverResult?.ok ? serverResult.summary : undefined);
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const submitting = fetcher.state !== "idle";

  function goTo(next: Step, focus: string = "heading") {
    setStep(next);
    setFocusTarget(focus);
    window.scrollTo(0, 0);
  }

  function showErrors(found: FieldErrors) {
    setErrors(found);
    const target = firstStepWithError(found);
    const firstField = bookingSteps[target - 1]?.fields.find((f) => found[f]);
    goTo(target, firstField ?? "heading");
  }

  // Move focus once the new step is on screen: to its heading, or to the field that needs fixing.
  useEffect(() => {
    if (!focusTarget) return;
    const root = containerRef.current;
    const element =
      focusTarget === "heading"
        ? (root?.querySelector<HTMLElement>(`fieldset[data-step="${step}"] [data-step-heading]`) ??
          root?.querySelector<HTMLElement>("[data-step-heading]"))
        : root?.querySelector<HTMLElement>(`[name="${focusTarget}"]`);
    element?.focus();
    setFocusTarget(null);
  }, [focusTarget, step]);

  useEffect(() => {
    const result = fetcher.data;
    if (!result) return;
    if (result.ok) {
      setSummary(result.summary);
      toast({ kind: "success", ...SUCCESS_TOAST });
      goTo(4);
    } else {
      toast({ kind: "error", title: "Booking not sent", description: result.message });
      if (result.errors && Object.keys(result.errors).length > 0) showErrors(result.errors);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.data]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    if (step < 3) return goTo((step + 1) as Step); // Enter in a field acts as Next Step.

    // SPEC §5: step 3 goes through the browser's own required-field checks.
    const stepThree = form.querySelector<HTMLFieldSetElement>('fieldset[data-step="3"]');
    for (const element of Array.from(stepThree?.elements ?? [])) {
      const control = element as HTMLInputElement;
      if (control.willValidate && !control.checkValidity()) {
        control.reportValidity();
        return;
      }
    }
    // DECISIONS: the final submit checks every step before anything is sent.
    const formData = new FormData(form);
    const input = Object.fromEntries(
      bookingSteps.flatMap((s) => s.fields).map((f) => [f, formData.get(f) ?? undefined]),
    );
    const parsed = schema.safeParse(input);
    if (!parsed.success) return showErrors(fieldErrors(parsed.error));
    setErrors({});
    fetcher.submit(formData, { method: "post", action: "/book" });
  }

  function clearError(name: string) {
    if (!errors[name]) return;
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  }

  if (step === 4) {
    return (
      <div ref={containerRef} className="rounded-xl border border-green-700 bg-green-50 p-8 text-center">
        <Icon name="circle-check" className="mx-auto size-16 text-green-700" />
        <h2 data-step-heading tabIndex={-1} className="mt-4 text-2xl font-bold text-green-900 focus:outline-none">
          Appointment Successfully Scheduled!
        </h2>
        <p className="mt-3 text-lg text-slate-800">
          We'll contact you {business.promises.confirmationCall} to confirm your appointment time.
        </p>
        {summary && (
          <dl className="mx-auto mt-6 grid max-w-sm grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-left">
            <dt className="font-semibold">Requested date</dt>
            <dd>{summary.date}</dd>
            <dt className="font-semibold">Time window</dt>
            <dd>{summary.time}</dd>
          </dl>
        )}
        <p className="mt-6 text-slate-700">
          Need us sooner? Call{" "}
          <a className="font-semibold text-brand-700 underline" href={telHref(business.phones.main)}>
            {business.phones.main.display}
          </a>
          .
        </p>
        <Link to="/" className={buttonClass("secondary", "mt-6")}>
          Back to Home
        </Link>
      </div>
    );
  }

  const shown = (n: 1 | 2 | 3) => (step === n ? "" : "hidden");
  const fieldProps = (name: string) => ({
    idPrefix: "book",
    name,
    defaultValue: values[name],
    error: errors[name],
  });

  return (
    <div ref={containerRef}>
      <noscript>
        <style nonce={nonce || undefined}>{NO_SCRIPT_CSS}</style>
      </noscript>
      <div className="wizard-only mb-8">
        <ol className="flex justify-between gap-2 text-sm font-medium">
          {bookingSteps.map((s) => (
            <li
              key={s.number}
              aria-current={s.number === step ? "step" : undefined}
              className="flex items-center gap-2"
            >
              <span
                className={`grid size-8 place-items-center rounded-full font-bold ${
                  s.number <= step ? "bg-brand-600 text-white" : "bg-slate-200 text-slate-700"
                }`}
              >
                {s.number < step ? <Icon name="check" className="size-4" /> : s.number}
              </span>
              <span className={s.number === step ? "text-brand-900" : "text-slate-600"}>{s.title}</span>
            </li>
          ))}
        </ol>
        <div
          className="mt-4 h-2 overflow-hidden rounded-full bg-slate-200"
          role="progressbar"
          aria-label="Booking progress"
          aria-valuemin={1}
          aria-valuemax={3}
          aria-valuenow={step}
          aria-valuetext={`Step ${step} of 3`}
        >
          <div
            className={`h-full rounded-full bg-brand-600 transition-all motion-reduce:transition-none ${progressWidth[step]}`}
          />
        </div>
      </div>

      <form
        ref={formRef}
        method="post"
        action="/book"
        noValidate
        onSubmit={onSubmit}
        onInput={(e) => clearError((e.target as HTMLInputElement).name)}
        className="relative space-y-8"
        aria-label="Booking form"
      >
        {serverResult && !serverResult.ok && (
          <p role="alert" className="rounded-lg border border-red-700 bg-red-50 p-4 text-red-900">
            {serverResult.message}
          </p>
        )}
        <HoneypotField name={HONEYPOT_FIELD} />

        <fieldset data-step="1" className={`space-y-5 ${shown(1)}`}>
          <legend className="contents">
            <StepHeading number={1} />
          </legend>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField label="Full Name" required autoComplete="name" {...fieldProps("name")} />
            <TextField label="Email" type="email" required autoComplete="email" {...fieldProps("email")} />
            <TextField label="Phone Number" type="tel" required autoComplete="tel" {...fieldProps("phone")} />
            <TextField label="Address" required autoComplete="street-address" {...fieldProps("address")} />
            <TextField label="City" required autoComplete="address-level2" {...fieldProps("city")} />
            <TextField
              label="ZIP Code"
              required
              inputMode="numeric"
              autoComplete="postal-code"
              {...fieldProps("zipCode")}
            />
          </div>
        </fieldset>

        <fieldset data-step="2" className={`space-y-5 ${shown(2)}`}>
          <legend className="contents">
            <StepHeading number={2} />
          </legend>
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField
              label="Refrigerator Brand"
              required
              options={[...brandNames, OTHER_BRAND]}
              placeholder="Select a brand"
              {...fieldProps("brand")}
              defaultValue={values.brand ?? ""}
            />
            <TextField
              label="Model Number"
              hint="Usually on a sticker inside the fresh-food section."
              {...fieldProps("model")}
            />
            <SelectField
              label="Issue Type"
              required
              options={bookingIssues}
              {...fieldProps("issue")}
              defaultValue={values.issue ?? bookingIssues[0]}
            />
          </div>
          <TextAreaField label="Describe the Issue" required {...fieldProps("issueDescription")} />
        </fieldset>

        <fieldset data-step="3" className={`space-y-5 ${shown(3)}`}>
          <legend className="contents">
            <StepHeading number={3} />
          </legend>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField label="Preferred Date" type="date" required min={today} {...fieldProps("preferredDate")} />
            <SelectField
              label="Preferred Time"
              required
              options={bookingTimes}
              {...fieldProps("preferredTime")}
              defaultValue={values.preferredTime ?? bookingTimes[0]}
            />
          </div>
          <TextAreaField label="Additional Information" {...fieldProps("additionalInfo")} />
        </fieldset>

        <div className="flex flex-wrap justify-between gap-3 border-t border-slate-200 pt-6">
          {step > 1 ? (
            <button
              type="button"
              className={buttonClass("outline", "wizard-only")}
              onClick={() => goTo((step - 1) as Step)}
              disabled={submitting}
            >
              <Icon name="arrow-left" />
              Previous
            </button>
          ) : (
            <span />
          )}
          {step < 3 && (
            <button
              type="button"
              className={buttonClass("secondary", "wizard-only")}
              onClick={() => goTo((step + 1) as Step)}
            >
              Next Step
              <Icon name="arrow-right" />
            </button>
          )}
          {/* Shown on step 3; without JavaScript (all steps at once) always. */}
          <div className={`wizard-submit ${step < 3 ? "hidden" : ""}`}>
            <button type="submit" className={buttonClass("primary", "disabled:opacity-70")} disabled={submitting}>
              <Icon
                name={submitting ? "loader-circle" : "calendar-check"}
                className={`size-5 ${submitting ? "animate-spin motion-reduce:animate-none" : ""}`}
              />
              {submitting ? "Submitting..." : "Book Appointment"}
            </button>
          </div>
        </div>
      </form>
    </div>
  );
}

function StepHeading({ number }: { number: 1 | 2 | 3 }) {
  const step = bookingSteps[number - 1]!;
  return (
    <h2 data-step-heading tabIndex={-1} className="mb-5 text-2xl font-bold text-brand-900 focus:outline-none">
      <span className="sr-only">Step {number} of 3: </span>
      {step.title}
    </h2>
  );
}
