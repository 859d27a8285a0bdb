import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Twilio's webhook signature (X-Twilio-Signature), the documented algorithm that the twilio
 * package's validateRequest implements: the URL the request was made to, then every POST field
 * sorted by name, each name followed by its value (a repeated field once per distinct value,
 * values sorted), HMAC-SHA1 with the auth token, base64. Tested against Twilio's published example.
 */
export function twilioSignature(authToken: string, url: string, params: Iterable<[string, string]>): string {
  const byName = new Map<string, string[]>();
  for (const [key, value] of params) byName.set(key, [...(byName.get(key) ?? []), value]);
  let data = url;
  for (const key of [...byName.keys()].sort()) {
    for (const value of [...new Set(byName.get(key))].sort()) data += key + value;
  }
  return createHmac("sha1", authToken).update(data, "utf8").digest("base64");
}

/**
 * The URL as Twilio may have signed it: as requested, and with the default port written or left
 * out (Twilio's own libraries try both).
 */
function urlVariants(url: string): string[] {
  const parsed = new URL(url);
  const defaultPort = parsed.protocol === "https:" ? "443" : "80";
  const rest = `${parsed.pathname}${parsed.search}`;
  // URL drops a default port it was given: the host as typed either way.
  const withPort = `${parsed.protocol}//${parsed.hostname}:${parsed.port || defaultPort}${rest}`;
  const withoutPort = `${parsed.protocol}//${parsed.hostname}${rest}`;
  return parsed.port ? [url] : [url, withPort, withoutPort];
}

/** Whether `signature` is Twilio's signature of this request; compared in constant time. */
export function validTwilioSignature(
  authToken: string,
  signature: string | null | undefined,
  url: string,
  params: Array<[string, string]>,
): boolean {
  if (!signature) return false;
  const given = Buffer.from(signature);
  return urlVariants(url).some((variant) => {
    const expected = Buffer.from(twilioSignature(authToken, variant, params));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}
