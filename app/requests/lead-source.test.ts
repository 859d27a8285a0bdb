import { describe, expect, it } from "vitest";
import {
  EMPTY_LEAD_SOURCE,
  LEAD_SOURCE_FIELDS,
  leadSourceFromForm,
  leadSourceOfLanding,
  sourceLabel,
} from "./lead-source";

const OWN = "https://fridge.example";

/** The form's hidden fields as posted, read the way the form action reads them. */
function fromForm(fields: Record<string, unknown>, ownOrigin = OWN) {
  return leadSourceFromForm((name) => fields[name] ?? null, ownOrigin);
}

describe("leadSourceFromForm (the hidden fields a form posts)", () => {
  it("keeps the landing path, the referring site and every campaign parameter", () => {
    expect(
      fromForm({
        source_landing_page: "/services/cooling-issues?utm_source=google#top",
        source_referrer: "https://www.google.com/maps/place/Tampa+Fridge?authuser=0&hl=en#reviews",
        utm_source: "google",
        utm_medium: "business-profile",
        utm_campaign: "spring",
        utm_term: "fridge repair tampa",
        utm_content: "call-button",
        gclid: "abc123",
      }),
    ).toEqual({
      landingPage: "/services/cooling-issues",
      // Origin and path only: a referrer's query can carry what someone searched or who they are.
      referrer: "https://www.google.com/maps/place/Tampa+Fridge",
      utmSource: "google",
      utmMedium: "business-profile",
      utmCampaign: "spring",
      utmTerm: "fridge repair tampa",
      utmContent: "call-button",
      gclid: "abc123",
    });
  });

  it("reads exactly the field names the forms send", () => {
    expect(Object.values(LEAD_SOURCE_FIELDS)).toEqual([
      "source_landing_page",
      "source_referrer",
      "utm_source",
      "utm_medium",
      "utm_campaign",
      "utm_term",
      "utm_content",
      "gclid",
    ]);
  });

  it("is empty when nothing was sent (a form from before the fields existed, a script)", () => {
    expect(fromForm({})).toEqual(EMPTY_LEAD_SOURCE);
  });

  it("writes a referrer at the root of a site as its origin, and drops credentials in it", () => {
    expect(fromForm({ source_referrer: "https://www.bing.com/?q=fridge" }).referrer).toBe("https://www.bing.com");
    expect(fromForm({ source_referrer: "http://user:secret@blog.example:8080/post/1?x=1" }).referrer).toBe(
      "http://blog.example:8080/post/1",
    );
  });

  it("drops a referrer that is this site, not http(s), or not a URL at all", () => {
    for (const referrer of [
      `${OWN}/services`,
      "javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "ftp://files.example/x",
      "android-app://com.google.android.gm/",
      "not a url",
      "/relative/path",
    ]) {
      expect(fromForm({ source_referrer: referrer }).referrer, referrer).toBe("");
    }
  });

  it("keeps only a path of this site as the landing page", () => {
    for (const landing of ["https://evil.example/x", "//evil.example/x", "javascript:alert(1)", "services", ""]) {
      expect(fromForm({ source_landing_page: landing }).landingPage, landing).toBe("");
    }
    expect(fromForm({ source_landing_page: "/book" }).landingPage).toBe("/book");
  });

  it("makes hostile values one line of at most 300 characters, and keeps them as text", () => {
    const long = `spring-${"x".repeat(1000)}`;
    const source = fromForm({
      utm_campaign: long,
      utm_source: "google\r\nBcc: victim@example.com",
      utm_medium: "\u0000\u0007  cpc\t",
      utm_content: '<script>alert("x")</script>',
      utm_term: '=HYPERLINK("http://evil.example")',
      gclid: ` ${"g".repeat(400)} `,
      source_landing_page: `/${"a".repeat(400)}`,
      source_referrer: `https://search.example/${"p".repeat(400)}`,
    });
    expect(source.utmCampaign).toBe(long.slice(0, 300));
    expect(source.utmSource).toBe("google Bcc: victim@example.com");
    expect(source.utmMedium).toBe("cpc");
    // Rendered by React as text, and neutralised in the CSV: stored as the visitor's URL had it.
    expect(source.utmContent).toBe('<script>alert("x")</script>');
    expect(source.utmTerm).toBe('=HYPERLINK("http://evil.example")');
    expect(source.gclid).toBe("g".repeat(300));
    expect(source.landingPage).toHaveLength(300);
    expect(source.referrer.length).toBeLessThanOrEqual(300);
    expect(source.referrer.startsWith("https://search.example/ppp")).toBe(true);
    for (const value of Object.values(source)) expect(value).not.toMatch(/[\u0000-\u001f\u007f]/);
  });

  it("ignores a value that is not text (a file posted under a source field's name)", () => {
    expect(fromForm({ utm_source: new Blob(["google"]), gclid: ["a", "b"], source_referrer: 42 })).toEqual(
      EMPTY_LEAD_SOURCE,
    );
  });
});

describe("leadSourceOfLanding (a form page that is itself the landing page)", () => {
  it("reads the page's path, its URL's campaign parameters and the other site that sent the visit", () => {
    const url = new URL(`${OWN}/contact?utm_source=facebook&utm_medium=social&gclid=xyz&other=1`);
    expect(leadSourceOfLanding(url, "https://m.facebook.com/story.php?id=9")).toEqual({
      ...EMPTY_LEAD_SOURCE,
      landingPage: "/contact",
      referrer: "https://m.facebook.com/story.php",
      utmSource: "facebook",
      utmMedium: "social",
      gclid: "xyz",
    });
  });

  it("does not count a page of this site as the referrer, nor a missing one", () => {
    expect(leadSourceOfLanding(new URL(`${OWN}/book`), `${OWN}/services`).referrer).toBe("");
    expect(leadSourceOfLanding(new URL(`${OWN}/book`), null).referrer).toBe("");
  });
});

describe("sourceLabel (how the owner reads a source)", () => {
  const label = (source: Partial<Parameters<typeof sourceLabel>[0]>) =>
    sourceLabel({ ...EMPTY_LEAD_SOURCE, ...source });

  it("names the campaign first: source / medium (campaign)", () => {
    expect(
      label({
        utmSource: "google",
        utmMedium: "business-profile",
        utmCampaign: "spring",
        gclid: "abc",
        referrer: "https://www.google.com",
      }),
    ).toBe("google / business-profile (spring)");
    expect(label({ utmSource: "newsletter" })).toBe("newsletter");
    expect(label({ utmSource: "google", utmCampaign: "spring" })).toBe("google (spring)");
  });

  it("then a Google click without campaign parameters", () => {
    expect(label({ gclid: "abc123", referrer: "https://www.google.com/" })).toBe("Google Ads (gclid)");
  });

  it("then the referring site's host, without www", () => {
    expect(label({ referrer: "https://www.bing.com/search" })).toBe("bing.com");
    expect(label({ referrer: "https://m.facebook.com" })).toBe("m.facebook.com");
    // Stored before cleaning existed, or by hand: shown as it is rather than failing.
    expect(label({ referrer: "not a url" })).toBe("not a url");
  });

  it("else Direct", () => {
    expect(label({})).toBe("Direct");
    // A medium or campaign alone does not name a source.
    expect(label({ utmMedium: "cpc", utmCampaign: "spring" })).toBe("Direct");
  });
});
