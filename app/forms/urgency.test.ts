import { describe, expect, it } from "vitest";
import { bookingIssues } from "./booking-schema";
import {
  asksAboutFood,
  FOOD_AT_RISK_QUESTION,
  foodRiskIssues,
  hasMedicineAtRisk,
  isUrgent,
  MEDICINE_QUESTION,
  POWER_OUTAGE_QUESTION,
} from "./urgency";

/** DECISIONS: the issues that ask about food, and only they can make a booking urgent. */
const ASKING = ["Not Cooling", "Not Running", "Freezer Issues"];

describe("the food question", () => {
  it("is worded as DECISIONS says", () => {
    expect(FOOD_AT_RISK_QUESTION).toBe("Is there food inside that needs to stay cold?");
  });

  it("is asked for Not Cooling, Not Running and Freezer Issues only", () => {
    expect(foodRiskIssues).toEqual(ASKING);
    expect(bookingIssues.filter(asksAboutFood)).toEqual(ASKING);
    expect(asksAboutFood("not cooling")).toBe(false);
    expect(asksAboutFood("")).toBe(false);
  });
});

describe("isUrgent", () => {
  it.each(bookingIssues.map((issue) => [issue, ASKING.includes(issue)] as const))(
    "%s: urgent with food at risk = %s, never with no or no answer",
    (issue, urgentWithFood) => {
      expect(isUrgent({ issue, foodAtRisk: "yes" })).toBe(urgentWithFood);
      expect(isUrgent({ issue, foodAtRisk: "no" })).toBe(false);
      expect(isUrgent({ issue, foodAtRisk: "" })).toBe(false);
      expect(isUrgent({ issue, foodAtRisk: null })).toBe(false);
      expect(isUrgent({ issue })).toBe(false);
    },
  );

  it("takes only the exact answer yes", () => {
    expect(isUrgent({ issue: "Not Cooling", foodAtRisk: "Yes" })).toBe(false);
    expect(isUrgent({ issue: "Not Cooling", foodAtRisk: "on" })).toBe(false);
  });
});

describe("storm triage", () => {
  it("asks as DECISIONS says and marks medicine only for the exact answer yes", () => {
    expect(MEDICINE_QUESTION).toMatch(/medicine .*stay cold.*insulin/i);
    expect(POWER_OUTAGE_QUESTION).toMatch(/power outage or surge/);
    expect(hasMedicineAtRisk({ medicineAtRisk: "yes" })).toBe(true);
    for (const answer of ["no", "", "Yes", null, undefined])
      expect(hasMedicineAtRisk({ medicineAtRisk: answer })).toBe(false);
  });
});
