import { Form, useNavigation } from "react-router";
import type { MobileErrors, MobileTexts } from "#app/auth/accounts.server";
import { STAFF_SMS_CONSENT_WORDING } from "#app/content/texts";
import { TextField } from "#app/components/ui/form-field";
import { Alert, buttonStyle } from "./panel";

/**
 * A staff member's own mobile number and their consent to a text when a visit is assigned to them
 * (the box unticked until they tick it; unticking withdraws it). Works without JavaScript.
 */
export function MobileTextsForm({
  texts,
  saved,
  errors = {},
  typed,
}: {
  texts: MobileTexts;
  saved: boolean;
  errors?: MobileErrors;
  /** What they sent, when it was refused: shown again as typed. */
  typed?: { mobilePhone: string; smsConsent: boolean };
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "texts";
  return (
    <>
      {saved && <Alert tone="success">Saved.</Alert>}
      <p className="text-slate-700" data-testid="texts-state">
        {texts.consentAt && texts.mobilePhone
          ? `A text goes to ${texts.mobilePhone} when a visit is assigned to you (you agreed on ${texts.consentAt}).`
          : texts.mobilePhone
            ? `Your mobile number is ${texts.mobilePhone}. No texts go to it.`
            : "No texts: you are told of a visit assigned to you by e-mail."}
      </p>
      {texts.optedOut && (
        <p className="rounded-lg border border-amber-700 bg-amber-50 p-4 text-amber-950">
          Your number replied STOP: nothing is texted to it until you text START to the business number.
        </p>
      )}
      {!texts.enabled && (
        <p className="text-sm text-slate-600">
          Texting is not set up on this site yet: your choice is kept, and texts start once it is.
        </p>
      )}
      <Form method="post" className="space-y-4">
        <input type="hidden" name="intent" value="texts" />
        <TextField
          label="Mobile number"
          name="mobilePhone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={30}
          defaultValue={typed ? typed.mobilePhone : texts.mobilePhone}
          hint="A US number with its area code. Leave it empty to remove it."
          error={errors.mobilePhone}
        />
        <label className="flex items-start gap-3 text-slate-800">
          <input
            type="checkbox"
            name="smsConsent"
            value="yes"
            defaultChecked={typed ? typed.smsConsent : !!texts.consentAt}
            className="size-6 shrink-0"
          />
          <span>{STAFF_SMS_CONSENT_WORDING}</span>
        </label>
        <button type="submit" disabled={busy} className={buttonStyle("primary", true)}>
          {busy ? "Saving..." : "Save"}
        </button>
      </Form>
    </>
  );
}
