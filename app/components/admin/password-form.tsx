import { Form, useNavigation } from "react-router";
import { TextField } from "#app/components/ui/form-field";
import { PASSWORD_MIN_LENGTH } from "#app/auth/password-rules";
import { buttonStyle } from "./panel";

export type PasswordErrors = Partial<Record<"currentPassword" | "newPassword" | "confirmPassword", string>>;

const RULES_HINT = `At least ${PASSWORD_MIN_LENGTH} characters; not a commonly used password, nor your e-mail. A passphrase of a few words works well.`;

/**
 * Choosing a password: the new one twice (and the current one when changing it). The
 * autocomplete names let a password manager offer a strong password and remember it; paste works.
 */
export function PasswordForm({
  askCurrent,
  errors = {},
  submitLabel,
  email,
}: {
  askCurrent: boolean;
  errors?: PasswordErrors;
  submitLabel: string;
  /** The account's e-mail, so a password manager files the password under it. */
  email: string;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" className="space-y-4">
      {/* Hidden from people, read by password managers (the "username" of the saved password). */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      {askCurrent && (
        <TextField
          label="Current password"
          name="currentPassword"
          type="password"
          required
          autoComplete="current-password"
          error={errors.currentPassword}
        />
      )}
      <TextField
        label="New password"
        name="newPassword"
        type="password"
        required
        autoComplete="new-password"
        hint={RULES_HINT}
        error={errors.newPassword}
      />
      <TextField
        label="New password again"
        name="confirmPassword"
        type="password"
        required
        autoComplete="new-password"
        error={errors.confirmPassword}
      />
      <button type="submit" disabled={busy} className={buttonStyle("primary", true)}>
        {busy ? "Saving..." : submitLabel}
      </button>
    </Form>
  );
}
