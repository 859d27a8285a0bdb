import { describe, expect, it } from "vitest";
import { commonPasswords } from "./common-passwords";
import { PASSWORD_MAX_LENGTH, passwordMessages, passwordProblem } from "./password-rules";

describe("password rules", () => {
  const none = new Set<string>();

  it("needs at least 12 characters, counted as people see them", () => {
    expect(passwordProblem("eleven-char", { commonPasswords: none })).toBe(passwordMessages.tooShort);
    expect(passwordProblem("twelve-chars", { commonPasswords: none })).toBeUndefined();
    // 11 emoji are 22 UTF-16 units but 11 characters: still too short.
    expect(passwordProblem("🧊".repeat(11), { commonPasswords: none })).toBe(passwordMessages.tooShort);
    expect(passwordProblem("🧊".repeat(12), { commonPasswords: none })).toBeUndefined();
  });

  it("refuses absurdly long passwords", () => {
    expect(passwordProblem("x".repeat(PASSWORD_MAX_LENGTH), { commonPasswords: none })).toBeUndefined();
    expect(passwordProblem("x".repeat(PASSWORD_MAX_LENGTH + 1), { commonPasswords: none })).toBe(
      passwordMessages.tooLong,
    );
  });

  it("refuses the account's e-mail, in any case", () => {
    expect(passwordProblem("Owner@Example.com", { email: "owner@example.com", commonPasswords: none })).toBe(
      passwordMessages.isEmail,
    );
    expect(passwordProblem("owner@example.co", { email: "owner@example.com", commonPasswords: none })).toBeUndefined();
  });

  it("refuses passwords from the common-password list of @zxcvbn-ts/language-common, in any case", async () => {
    const list = await commonPasswords();
    expect(list.size).toBeGreaterThan(10_000);
    for (const common of ["password1234", "qwertyuiop12", "1q2w3e4r5t6y", "PassWordPassWord"]) {
      expect(passwordProblem(common, { commonPasswords: list }), common).toBe(passwordMessages.common);
    }
    expect(passwordProblem("correct horse battery staple", { commonPasswords: list })).toBeUndefined();
    // Loaded once, on first use.
    expect(await commonPasswords()).toBe(list);
  });
});
