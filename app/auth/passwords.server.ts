import { hash, verify } from "@node-rs/argon2";
import { commonPasswords } from "./common-passwords";
import { passwordProblem } from "./password-rules";

/**
 * Password hashing with argon2id (@node-rs/argon2's default algorithm) at OWASP's recommended
 * cost: 19 MiB of memory, 2 passes, 1 lane (~20-40 ms here). The PHC string it returns carries
 * its own salt and parameters, so the cost can be raised later without breaking old hashes.
 */
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** False for a wrong password and for a hash that cannot be read (never throws on bad input). */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of one verification when there is no account to check against, so the time
 * a sign-in takes does not tell which e-mail addresses have accounts.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword("no account has this password: it only costs the time of one check");
  await verifyPassword(await dummyHash, password);
  return false;
}

/** The first rule a new password breaks (password-rules.ts, with the common-password list), or undefined. */
export async function newPasswordProblem(password: string, email: string): Promise<string | undefined> {
  return passwordProblem(password, { email, commonPasswords: await commonPasswords() });
}
