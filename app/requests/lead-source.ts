/**
 * Where a request came from (first-party, no cookie, no third-party script): the page the visit
 * landed on, the other site that sent it there, and the campaign parameters of that landing
 * (utm_* and gclid, the click id a Google Ads or Business Profile link carries). The browser
 * keeps them in sessionStorage for the visit (one tab, gone when it closes) and the forms send
 * them as hidden fields; a form page that is itself the landing page gets them from the server.
 */

export const LEAD_SOURCE_FIELDS = {
  landingPage: "source_landing_page",
  referrer: "source_referrer",
  utmSource: "utm_source",
  utmMedium: "utm_medium",
  utmCampaign: "utm_campaign",
  utmTerm: "utm_term",
  utmContent: "utm_content",
  gclid: "gclid",
} as const;

export type LeadSource = Record<keyof typeof LEAD_SOURCE_FIELDS, string>;

export const EMPTY_LEAD_SOURCE: LeadSource = {
  landingPage: "",
  referrer: "",
  utmSource: "",
  utmMedium: "",
  utmCampaign: "",
  utmTerm: "",
  utmContent: "",
  gclid: "",
};

const MAX = 300;

/** One line of printable text, at most 300 characters: these values come from any URL. */
function clean(value: unknown): string {
  if (typeof value !== "string") return "";
  return (
    value
      // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
      .replace(/[\u0000-\u001f\u007f]+/g, " ")
      .trim()
      .slice(0, MAX)
  );
}

/** A path on this site ("/book?x=1" -> "/book"); anything else is dropped. */
function sitePath(value: unknown): string {
  const text = clean(value);
  if (!text.startsWith("/") || text.startsWith("//")) return "";
  return text.split(/[?#]/)[0]!;
}

/** Another site's address, reduced to its origin and path (no query: it may carry personal data). */
function externalReferrer(value: unknown, ownOrigin?: string): string {
  const text = clean(value);
  try {
    const url = new URL(text);
    if (!/^https?:$/.test(url.protocol) || url.origin === ownOrigin) return "";
    return `${url.origin}${url.pathname === "/" ? "" : url.pathname}`;
  } catch {
    return "";
  }
}

/** The lead source a form sent (its hidden fields), cleaned for storing. */
export function leadSourceFromForm(get: (name: string) => unknown, ownOrigin?: string): LeadSource {
  return {
    landingPage: sitePath(get(LEAD_SOURCE_FIELDS.landingPage)),
    referrer: externalReferrer(get(LEAD_SOURCE_FIELDS.referrer), ownOrigin),
    utmSource: clean(get(LEAD_SOURCE_FIELDS.utmSource)),
    utmMedium: clean(get(LEAD_SOURCE_FIELDS.utmMedium)),
    utmCampaign: clean(get(LEAD_SOURCE_FIELDS.utmCampaign)),
    utmTerm: clean(get(LEAD_SOURCE_FIELDS.utmTerm)),
    utmContent: clean(get(LEAD_SOURCE_FIELDS.utmContent)),
    gclid: clean(get(LEAD_SOURCE_FIELDS.gclid)),
  };
}

/** The lead source of a landing: this page's path, its referrer, and its URL's campaign parameters. */
export function leadSourceOfLanding(url: URL, referrer: string | null | undefined): LeadSource {
  return leadSourceFromForm((name) => {
    if (name === LEAD_SOURCE_FIELDS.landingPage) return url.pathname;
    if (name === LEAD_SOURCE_FIELDS.referrer) return referrer ?? "";
    return url.searchParams.get(name) ?? "";
  }, url.origin);
}

/** How the owner reads a source: "google / cpc (spring-sale)", "facebook.com", "Direct". */
export function sourceLabel(
  source: Pick<LeadSource, "utmSource" | "utmMedium" | "utmCampaign" | "referrer" | "gclid">,
): string {
  if (source.utmSource) {
    return `${source.utmSource}${source.utmMedium ? ` / ${source.utmMedium}` : ""}${source.utmCampaign ? ` (${source.utmCampaign})` : ""}`;
  }
  if (source.gclid) return "Google Ads (gclid)";
  if (source.referrer) {
    try {
      return new URL(source.referrer).hostname.replace(/^www\./, "");
    } catch {
      return source.referrer;
    }
  }
  return "Direct";
}
