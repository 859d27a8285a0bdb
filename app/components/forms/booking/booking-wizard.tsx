import { useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { useLocalePath, useUi } from "#app/components/i18n";
import { fill } from "#app/content/i18n/fill";
import { useFetcher, useLocation, useNavigate } from "react-router";
import {
  bookingIssues,
  bookingSchema,
  bookingSteps,
  firstStepWithError,
  parseStepIntent,
  stepFromSearch,
  WAITLIST_FIELD,
  type BookingField,
  type WizardStep,
  type WizardStepResult,
} from "#app/forms/booking-schema";
import { fieldErrors, HONEYPOT_FIELD, type FieldErrors } from "#app/lib/fields";
import type { SubmissionResult } from "#app/forms/submission";
import { UPLOADED_PHOTO_FIELD } from "#app/photos/limits";
import { asksAboutFood, hasMedicineAtRisk, isUrgent } from "#app/forms/urgency";
import { servedCountyOfZip } from "#app/scheduling/service-area";
import { useSiteFacts } from "#app/components/site-facts";
import { HoneypotField } from "#app/components/ui/form-field";
import type { LeadSource } from "#app/requests/lead-source";
import { LeadSourceFields } from "#app/components/forms/lead-source-fields";
import { FormMessage } from "#app/components/ui/form-message";
import { useToast } from "#app/components/ui/toast";
import { BookingConfirmation } from "./booking-confirmation";
import { clearDraft, restoreDraft, saveDraft } from "./booking-draft";
import { StepFridge } from "./step-fridge";
import { StepPersonal } from "./step-personal";
import { StepSchedule } from "./step-schedule";
import { WAITLIST_WINDOW_ATTRIBUTE } from "./join-waitlist";
import { DefaultButton, WizardButtons } from "./wizard-buttons";
import { WizardProgress } from "./wizard-progress";
import type { BookingFieldProps } from "./wizard-step";

/** What POST /book answers: a step to show (Next Step / Previous without JavaScript) or the booking's result. */
export type BookingPostResult = SubmissionResult | WizardStepResult;

/** What a history entry of /book carries besides its ?step. */
interface WizardEntryState {
  /** The entry that shows the confirmation, with the slot the server confirmed. */
  booked?: Record<string, string>;
  /** A field to focus when the step shows: the first one in error. */
  focus?: string;
}

type View = WizardStep | "done";

const bookingFields = bookingSteps.flatMap((s) => s.fields);

const isStepResult = (result?: BookingPostResult): result is WizardStepResult => !!result && "step" in result;

/** The view a server-rendered result shows: its step, the confirmation, or the first step in error. */
function viewOf(result: BookingPostResult): View {
  if (isStepResult(result)) return result.step;
  return result.ok ? "done" : firstStepWithError(result.errors ?? {});
}

const refusal = (result?: BookingPostResult) => (result && !isStepResult(result) && !result.ok ? result : undefined);

/**
 * The 3-step booking wizard (SPEC §4-§5, DECISIONS "Forms deliver for real"). One <form> holds all
 * three steps; the steps not on screen are hidden but stay in the form.
 *
 * Without JavaScript (and before the page hydrates) it is server-stepped: Previous and Next Step
 * are submit buttons whose step intent POST /book answers with that step and every value, and
 * Book Appointment posts the booking. With JavaScript each step is a history entry (/book?step=2),
 * so Back and Forward move between steps; the values live in the form and, for this tab, in a
 * sessionStorage draft. Next Step has no gate; the final submit checks all three steps first.
 */
export function BookingWizard({
  brandNames,
  today,
  serverResult,
  source,
}: {
  brandNames: string[];
  today: string;
  serverResult?: BookingPostResult;
  /** Where the visit came from, when this page is where it landed (see LeadSourceFields). */
  source?: LeadSource;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const fetcher = useFetcher<SubmissionResult>();
  const toast = useToast();
  const mainPhone = useSiteFacts().phones.main.display;
  // The page's words: its refusals (the same schema as the server's, in this page's language) and toasts.
  const ui = useUi();
  const localePath = useLocalePath();
  const messages = ui.formMessages;
  const words = ui.bookingForm;
  const schema = useMemo(
    () => bookingSchema({ brandNames, today, mainPhone, messages }),
    [brandNames, today, mainPhone, messages],
  );

  // A result the server rendered from a POST applies to the history entry it arrived on.
  const [initial, setInitial] = useState(() => ({ key: location.key, result: serverResult }));
  const fromServer = location.key === initial.key ? initial.result : undefined;
  const entry = (location.state ?? {}) as WizardEntryState;
  const view: View = entry.booked ? "done" : fromServer ? viewOf(fromServer) : stepFromSearch(location.search);
  const initialValues: Partial<Record<string, string>> =
    initial.result && "values" in initial.result ? (initial.result.values ?? {}) : {};

  const [errors, setErrors] = useState<FieldErrors>(() => refusal(serverResult)?.errors ?? {});
  const [message, setMessage] = useState(() => refusal(serverResult)?.message);
  // A full window refused: "Join the waitlist for this window" beside Book Appointment.
  const [offer, setOffer] = useState(() => refusal(serverResult)?.offer);
  const [messageFocus, setMessageFocus] = useState(0);
  const containerRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);
  const submitting = fetcher.state !== "idle";
  // Set when a booking is sent, cleared only when its answer is a refusal (or the form shows
  // again): between the answer arriving and the confirmation replacing the form, the button
  // already reads "Book" again, and a second Enter there would send a second booking.
  const sent = useRef(false);

  // What the steps react to as the visitor types: the issue and the food question (step 2 asks
  // it, step 3 puts the emergency line first). Read from the form, so a restored draft counts.
  const [watched, setWatched] = useState(() => ({
    issue: initialValues.issue ?? bookingIssues[0],
    foodAtRisk: initialValues.foodAtRisk ?? "",
    medicineAtRisk: initialValues.medicineAtRisk ?? "",
  }));
  const readWatched = (form: HTMLFormElement) => {
    const data = new FormData(form);
    setWatched({
      issue: String(data.get("issue") ?? bookingIssues[0]),
      foodAtRisk: String(data.get("foodAtRisk") ?? ""),
      medicineAtRisk: String(data.get("medicineAtRisk") ?? ""),
    });
  };
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // Medicine that must stay cold goes before food at risk: the emergency line names it first.
  const callFor = hasMedicineAtRisk(watched) ? "medicine" : isUrgent(watched) ? "food" : undefined;

  /** Leaving the ZIP field: say at once when it is outside the four counties (Next Step stays open). */
  function checkZip(zip: string) {
    const value = zip.trim();
    const outside =
      /^\d{5}(-\d{4})?$/.test(value) && !servedCountyOfZip(value)
        ? fill(messages.outsideArea, { zip: value, phone: mainPhone })
        : undefined;
    setErrors(({ zipCode: _previous, ...rest }) => (outside ? { ...rest, zipCode: outside } : rest));
  }

  /** Moves to a step as a new history entry (the same entry when already there). */
  function goToStep(step: WizardStep, focus?: string) {
    navigate({ search: `?step=${step}` }, { replace: step === view, state: focus ? { focus } : null });
  }

  function showErrors(found: FieldErrors) {
    setErrors(found);
    const step = firstStepWithError(found);
    goToStep(
      step,
      bookingSteps[step - 1]!.fields.find((f) => found[f]),
    );
  }

  // Each move scrolls to the top and focuses the new step's heading (or the field to fix, or the
  // confirmation's heading), before the browser paints: focus never falls to the page body.
  const shownEntry = useRef(location.key);
  useLayoutEffect(() => {
    if (shownEntry.current === location.key) return; // the first render: the server's autofocus applies
    shownEntry.current = location.key;
    const root = containerRef.current;
    // The confirmation starts at the top of the screen, so the toast ("Booking Confirmed!", at the
    // bottom) never covers its first lines; a step starts at the top of the page.
    if (view === "done" && root) root.scrollIntoView({ block: "start" });
    else window.scrollTo(0, 0);
    const field = entry.focus ? root?.querySelector<HTMLElement>(`[name="${entry.focus}"]`) : null;
    const heading = root?.querySelector<HTMLElement>(
      view === "done" ? "[data-step-heading]" : `fieldset[data-step="${view}"] [data-step-heading]`,
    );
    (field ?? heading)?.focus();
  });

  useLayoutEffect(() => {
    if (messageFocus) messageRef.current?.focus();
  }, [messageFocus]);

  // The draft: restored when the form shows (unless the server just rendered it with the posted
  // values), dropped once the booking is confirmed.
  const showingForm = view !== "done";
  useEffect(() => {
    if (!showingForm) clearDraft();
    else sent.current = false;
    if (showingForm && !initial.result && formRef.current) {
      restoreDraft(formRef.current, bookingFields);
      readWatched(formRef.current);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [showingForm]);

  // The server's answer to the final submit.
  const handled = useRef<unknown>(null);
  useEffect(() => {
    const result = fetcher.data;
    // Back to idle with no answer (the request failed before one came): the visitor may try again.
    if (!result && fetcher.state === "idle") sent.current = false;
    if (!result || fetcher.state !== "idle" || handled.current === result) return;
    handled.current = result;
    if (!result.ok) sent.current = false;
    if (result.ok) {
      clearDraft();
      setInitial({ key: "", result: undefined }); // Back from the confirmation shows an empty form
      toast({
        kind: "success",
        ...(result.summary?.waitlist === "yes"
          ? { title: words.toasts.waitlist, description: words.toasts.waitlistText }
          : { title: words.toasts.success, description: words.toasts.successText }),
      });
      navigate({ search: "" }, { replace: true, state: { booked: result.summary ?? {} } satisfies WizardEntryState });
      return;
    }
    const text = result.unreachable ? fill(messages.failure, { phone: mainPhone }) : result.message;
    toast({ kind: "error", title: words.toasts.failed, description: text });
    setMessage(text);
    setOffer(result.offer);
    if (result.errors && Object.keys(result.errors).length > 0) showErrors(result.errors);
    else setMessageFocus((n) => n + 1);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.data, fetcher.state]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting || sent.current) return; // a second click while sending, or once sent, does nothing
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const step = parseStepIntent(submitter?.getAttribute("value"));
    if (step) return goToStep(step);

    // SPEC §5: step 3 goes through the browser's own required-field checks.
    const form = event.currentTarget;
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
    if (submitter?.getAttribute("name") === WAITLIST_FIELD) {
      formData.set(WAITLIST_FIELD, "yes");
      // A full window's own button: its window is the one asked for (its option is disabled).
      const window = submitter.getAttribute(WAITLIST_WINDOW_ATTRIBUTE);
      if (window) formData.set("preferredTime", window);
    }
    const parsed = schema.safeParse(Object.fromEntries(bookingFields.map((f) => [f, formData.get(f) ?? undefined])));
    if (!parsed.success) return showErrors(fieldErrors(parsed.error));
    setErrors({});
    setMessage(undefined);
    // DECISIONS: a booking with photos is posted as multipart/form-data.
    const withPhotos = formData.has(UPLOADED_PHOTO_FIELD);
    sent.current = true;
    fetcher.submit(formData, {
      method: "post",
      action: location.pathname,
      encType: withPhotos ? "multipart/form-data" : undefined,
    });
  }

  function onInput(event: FormEvent<HTMLFormElement>) {
    saveDraft(event.currentTarget, bookingFields);
    const name = (event.target as HTMLInputElement).name;
    if (name === "issue" || name === "foodAtRisk" || name === "medicineAtRisk") readWatched(event.currentTarget);
    if (name === "preferredDate" || name === "preferredTime") setOffer(undefined);
    if (errors[name]) setErrors(({ [name]: _fixed, ...rest }) => rest);
  }

  if (view === "done") {
    const summary =
      entry.booked ?? (fromServer && "ok" in fromServer && fromServer.ok ? fromServer.summary : undefined);
    return (
      <div ref={containerRef}>
        <BookingConfirmation summary={summary} autoFocus={!!fromServer} />
      </div>
    );
  }

  const field = (name: BookingField): BookingFieldProps => ({
    idPrefix: "book",
    name,
    defaultValue: initialValues[name],
    error: errors[name],
  });
  const stepProps = (step: WizardStep) => ({
    active: view === step,
    field,
    autoFocusHeading: isStepResult(fromServer),
  });

  return (
    <div ref={containerRef}>
      {message && (
        <div className="mb-6">
          <FormMessage ref={messageRef} message={message} autoFocus={!!refusal(fromServer)} />
        </div>
      )}
      <WizardProgress step={view} />
      <form
        ref={formRef}
        method="post"
        action={localePath("/book")}
        noValidate
        onSubmit={onSubmit}
        onInput={onInput}
        className="relative space-y-8"
        aria-label={words.formLabel}
      >
        <DefaultButton step={view} />
        <HoneypotField name={HONEYPOT_FIELD} />
        <LeadSourceFields source={source} />
        <StepPersonal {...stepProps(1)} onZipLeft={checkZip} />
        <StepFridge
          {...stepProps(2)}
          brandNames={brandNames}
          asksAboutFood={asksAboutFood(watched.issue)}
          callFor={callFor}
          hydrated={hydrated}
        />
        <StepSchedule
          {...stepProps(3)}
          today={today}
          callFor={callFor}
          serverAvailability={isStepResult(fromServer) ? fromServer.availability : undefined}
          hydrated={hydrated}
        />
        <WizardButtons step={view} submitting={submitting} joinWaitlist={offer === "waitlist"} />
      </form>
    </div>
  );
}
