import { SMS_CONSENT_FIELD, SMS_CONSENT_VALUE, SMS_CONSENT_WORDING } from "#app/content/texts";

/** DECISIONS "Texts": the unticked consent to texts under the phone field, in its exact wording. */
export function SmsConsent({ defaultValue, error }: { defaultValue?: string; error?: string }) {
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
        <span>{SMS_CONSENT_WORDING}</span>
      </label>
      {error && <p className="mt-1 text-sm font-medium text-red-700">{error}</p>}
    </div>
  );
}
