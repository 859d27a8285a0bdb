import type { PhoneLine } from "~/content/business";

/** tel: link in E.164, e.g. "tel:+18135550142". */
export function telHref(line: PhoneLine): string {
  return `tel:${line.e164}`;
}
