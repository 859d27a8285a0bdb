import { SMS_CONSENT_FIELD, SMS_CONSENT_VALUE } from "#app/content/texts";
import { useFormWords } from "../form-words";

/**
 * DECISIONS "Texts": the unticked consent to texts under the phone field, in its exact wording in
 * the page's language (content/texts.ts, through the form's words; the action stores its version).
 */
export function SmsConsent({ defaultValue, error }: { defaultValue?: string; error?: string }) {
  const { smsConsent } = useFormWords().bookingForm;
  return (
    <div className="sm:col-span-2">
      <label className="flex items-start gap-3 text-slate-800">
        <input
          type="checkbox"
          name={SMS_CONSENT_FIELD}
          value={SMS_CONSENT_VALUE}
          defaultChecked={defaultValue === SMS_CONSENT_VALUE}
          aria-invalid={error ? true : undefined}
          className="mt-0.5 size-5 shrink-0"
        />
        <span>{smsConsent}</span>
      </label>
      {error && <p className="mt-1 text-sm font-medium text-red-700">{error}</p>}
    </div>
  );
}
