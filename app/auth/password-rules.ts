/**
 * What a new password must be (pure, shared by the sign-up, account and shell paths): long
 * enough to resist guessing, not absurdly long (argon2 hashes every byte), not the e-mail, and
 * not on the list of commonly used passwords (see common-passwords.ts). Length counts
 * characters as people see them (code points), so "🧊" is one.
 */

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;

export const passwordMessages = {
  tooShort: `Choose a password of at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `A password can be at most ${PASSWORD_MAX_LENGTH} characters long.`,
  isEmail: "The password cannot be the e-mail address.",
  common: "That password is on a list of commonly used passwords. Choose one that is harder to guess.",
} as const;

/** The first rule `password` breaks, as a message for the person choosing it; undefined when it is fine. */
export function passwordProblem(
  password: string,
  { email = "", commonPasswords }: { email?: string; commonPasswords: ReadonlySet<string> },
): string | undefined {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return passwordMessages.tooShort;
  if (length > PASSWORD_MAX_LENGTH) return passwordMessages.tooLong;
  const lower = password.toLowerCase();
  if (email && lower === email.trim().toLowerCase()) return passwordMessages.isEmail;
  if (commonPasswords.has(lower)) return passwordMessages.common;
  return undefined;
}
