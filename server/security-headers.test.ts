import { describe, expect, it } from "vitest";
import { formActionSources, STRIPE_CHECKOUT_ORIGIN } from "./security-headers";

describe("form-action", () => {
  it("is our own pages, and Stripe Checkout once online payment is set up (a form's redirect is held to it)", () => {
    expect(formActionSources(undefined)).toEqual(["'self'"]);
    expect(formActionSources({ apiUrl: "https://api.stripe.com" })).toEqual(["'self'", STRIPE_CHECKOUT_ORIGIN]);
    expect(formActionSources({ apiUrl: "http://127.0.0.1:4194" })).toEqual([
      "'self'",
      STRIPE_CHECKOUT_ORIGIN,
      "http://127.0.0.1:4194",
    ]);
  });
});
