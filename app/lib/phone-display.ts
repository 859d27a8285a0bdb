/**
 * A number as the workspace shows it: a US number (ten digits, or eleven with the leading 1, however
 * typed: "813-555-0173", "+18135550173") as "(813) 555-0173"; anything else as typed. By digits, not
 * with libphonenumber: it runs in the browser too, and the North American plan's shape is fixed.
 * (A module of its own: the public pages' shared chunk, which has phone.ts, stays as small as it was.)
 */
export function displayPhone(typed: string): string {
  const trimmed = typed.trim();
  const digits = trimmed.replace(/\D/g, "");
  const us =
    digits.length === 10 && !trimmed.startsWith("+") ? digits : /^1\d{10}$/.test(digits) ? digits.slice(1) : "";
  return us ? `(${us.slice(0, 3)}) ${us.slice(3, 6)}-${us.slice(6)}` : trimmed;
}
