import { createHash, randomBytes } from "node:crypto";

/**
 * Secrets handed to a browser (session cookies, invite links): 32 random bytes, base64url. The
 * database keeps only their SHA-256, so a copy of the database opens no session and no invite.
 */
export function newToken(): { token: string; id: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, id: tokenId(token) };
}

/** The row id of a token: its SHA-256, hex. */
export function tokenId(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** 32 bytes in base64url are 43 characters; anything else is not one of ours (no lookup needed). */
export function looksLikeToken(value: string | undefined | null): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value);
}
