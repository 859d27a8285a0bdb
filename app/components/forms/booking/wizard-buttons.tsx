import { BOOK_INTENT, INTENT_FIELD, stepIntent, type WizardStep } from "#app/forms/booking-schema";
import { useUi } from "#app/components/i18n";
import { buttonClass } from "#app/components/ui/button-link";
import { Icon } from "#app/components/ui/icon";
import { JoinWaitlistButton } from "./join-waitlist";

/**
 * Previous, Next Step and Book Appointment: all submit buttons of the one form, so they work as
 * plain HTML (the server answers a step intent with that step, values kept); with JavaScript the
 * wizard catches the submit and moves without a round trip. While sending, Book Appointment keeps
 * focus and says Submitting... (aria-disabled, not disabled: a disabled button would drop focus).
 */
export function WizardButtons({
  step,
  submitting,
  joinWaitlist,
}: {
  step: WizardStep;
  submitting: boolean;
  /** The window asked for is full: offer its waitlist beside Book Appointment. */
  joinWaitlist?: boolean;
}) {
  const words = useUi().bookingForm;
  return (
    <div className="flex flex-wrap justify-between gap-3 border-t border-slate-200 pt-6">
      {step > 1 && (
        <button
          type="submit"
          name={INTENT_FIELD}
          value={stepIntent((step - 1) as WizardStep)}
          formNoValidate
          className={buttonClass("outline", "grow sm:grow-0")}
        >
          <Icon name="arrow-left" />
          {words.previous}
        </button>
      )}
      {step < 3 ? (
        <button
          type="submit"
          name={INTENT_FIELD}
          value={stepIntent((step + 1) as WizardStep)}
          formNoValidate
          className={buttonClass("secondary", "grow sm:ml-auto sm:grow-0")}
        >
          {words.next}
          <Icon name="arrow-right" />
        </button>
      ) : (
        <>
          {joinWaitlist && <JoinWaitlistButton label={words.joinWaitlist} />}
          <button
            type="submit"
            name={INTENT_FIELD}
            value={BOOK_INTENT}
            aria-disabled={submitting || undefined}
            className={buttonClass(
              "primary",
              "grow aria-disabled:cursor-wait aria-disabled:opacity-70 sm:ml-auto sm:grow-0",
            )}
          >
            <Icon
              name={submitting ? "loader-circle" : "calendar-check"}
              className={`size-5 ${submitting ? "animate-spin motion-reduce:animate-none" : ""}`}
            />
            {submitting ? words.submitting : words.book}
          </button>
        </>
      )}
    </div>
  );
}

/**
 * Enter in a field submits with the form's first submit button. This hidden copy of the forward
 * button comes first, so Enter means Next Step (Book Appointment on step 3), never Previous.
 */
export function DefaultButton({ step }: { step: WizardStep }) {
  const words = useUi().bookingForm;
  return step < 3 ? (
    <button
      type="submit"
      name={INTENT_FIELD}
      value={stepIntent((step + 1) as WizardStep)}
      formNoValidate
      hidden
      tabIndex={-1}
    >
      {words.next}
    </button>
  ) : (
    <button type="submit" name={INTENT_FIELD} value={BOOK_INTENT} hidden tabIndex={-1}>
      {words.book}
    </button>
  );
}
