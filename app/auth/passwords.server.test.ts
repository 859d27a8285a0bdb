import { describe, expect, it } from "vitest";
import { hashPassword, newPasswordProblem, verifyAgainstNothing, verifyPassword } from "./passwords.server";
import { passwordMessages } from "./password-rules";

describe("password hashing", () => {
  it("hashes with argon2id at OWASP's cost and verifies only the same password", async () => {
    const password = "José's fridge 🧊 is warm";
    const hash = await hashPassword(password);
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(hash).not.toContain(password);
    expect(await verifyPassword(hash, password)).toBe(true);
    expect(await verifyPassword(hash, `${password} `)).toBe(false);
    expect(await verifyPassword(hash, password.normalize("NFD"))).toBe(false);
  });

  it("salts every hash", async () => {
    const [a, b] = await Promise.all([hashPassword("same password here"), hashPassword("same password here")]);
    expect(a).not.toBe(b);
  });

  it("answers false, never throws, for a hash it cannot read", async () => {
    expect(await verifyPassword("not a hash", "anything at all")).toBe(false);
    expect(await verifyPassword("", "")).toBe(false);
    expect(await verifyAgainstNothing("anything at all")).toBe(false);
  });

  it("checks a new password against the rules and the common-password list", async () => {
    expect(await newPasswordProblem("short", "a@example.com")).toBe(passwordMessages.tooShort);
    expect(await newPasswordProblem("password1234", "a@example.com")).toBe(passwordMessages.common);
    expect(await newPasswordProblem("a@example.com", "a@example.com")).toBe(passwordMessages.isEmail);
    expect(await newPasswordProblem("a walk along bayshore", "a@example.com")).toBeUndefined();
  });
});
