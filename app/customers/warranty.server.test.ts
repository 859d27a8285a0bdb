import { describe, expect, it } from "vitest";
import { business } from "#app/content/business";
import {
  warrantyForMail,
  warrantyPath,
  warrantySentence,
  warrantyUrl,
  warrantyView,
  type Warranty,
} from "./warranty.server";

const warranty: Warranty = {
  bookingId: 41,
  technicianId: 7,
  jobId: 123,
  completedOn: "2026-11-26",
  coveredUntil: "2027-02-24",
};
const SENTENCE = "Warranty callback: repair of Nov 26 (receipt #123), covered until Feb 24, 2027";

describe("the warranty callback's sentence", () => {
  it("says the repair's day, its receipt and the warranty's last day with its year", () => {
    expect(warrantySentence(warranty)).toBe(SENTENCE);
    // A single-digit day, and an end in the same year.
    expect(warrantySentence({ ...warranty, completedOn: "2026-05-03", coveredUntil: "2026-08-01" })).toBe(
      "Warranty callback: repair of May 3 (receipt #123), covered until Aug 1, 2026",
    );
  });

  it("links the earlier request's page, in the workspace and as an absolute address for mails", () => {
    expect(warrantyPath(warranty)).toBe("/admin/requests/booking/41");
    expect(warrantyUrl(warranty)).toBe(`${business.siteUrl}/admin/requests/booking/41`);
    expect(warrantyForMail(warranty)).toEqual({
      sentence: SENTENCE,
      url: `${business.siteUrl}/admin/requests/booking/41`,
    });
    expect(warrantyForMail(null)).toBeNull();
  });

  it("links it for the office and the earlier visit's technician, not for another technician", () => {
    const linked = { text: SENTENCE, href: "/admin/requests/booking/41" };
    expect(warrantyView(warranty, { id: 1, role: "owner" })).toEqual(linked);
    expect(warrantyView(warranty, { id: 2, role: "staff" })).toEqual(linked);
    expect(warrantyView(warranty, { id: 7, role: "technician" })).toEqual(linked);
    expect(warrantyView(warranty, { id: 8, role: "technician" })).toEqual({ text: SENTENCE });
    expect(warrantyView({ ...warranty, technicianId: null }, { id: 8, role: "technician" })).toEqual({
      text: SENTENCE,
    });
    expect(warrantyView(null, { id: 1, role: "owner" })).toBeNull();
  });
});
