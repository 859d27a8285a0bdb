import { describe, expect, it } from "vitest";
import { en } from "#app/content/i18n/en";
import { es } from "#app/content/i18n/es";
import { canMove, nextSteps, staleRefusal, stepRefusal, visitorStepText, visitSteps, type VisitStep } from "./steps";

// Every pair of steps, and whether a visit may move from the first to the second.
const allowed: Record<VisitStep, VisitStep[]> = {
  scheduled: ["on_the_way", "arrived", "completed", "needs_return", "could_not_complete"],
  on_the_way: ["arrived", "completed", "needs_return", "could_not_complete"],
  arrived: ["completed", "needs_return", "could_not_complete"],
  completed: [],
  needs_return: [],
  could_not_complete: [],
};

const words = en.appointment.steps;

describe("a visit's steps", () => {
  const table = visitSteps.flatMap((from) => visitSteps.map((to) => [from, to, allowed[from].includes(to)] as const));

  it.each(table)("%s -> %s: %s", (from, to, expected) => {
    expect(canMove(from, to)).toBe(expected);
  });

  it("offers the next steps in order, none after a final one", () => {
    expect(nextSteps("scheduled")).toEqual(allowed.scheduled);
    expect(nextSteps("arrived")).toEqual(allowed.arrived);
    expect(nextSteps("completed")).toEqual([]);
  });

  it("says why a move is refused", () => {
    expect(stepRefusal("arrived", "on_the_way")).toBe(
      "This visit is already marked arrived; it cannot go back to on the way.",
    );
    expect(stepRefusal("arrived", "arrived")).toBe("This visit is already marked arrived: nothing was changed.");
    expect(stepRefusal("completed", "needs_return")).toBe(
      "This visit is already marked completed; it cannot be changed to needs a return visit.",
    );
  });

  it("says when the page was out of date", () => {
    expect(staleRefusal("on_the_way", "arrived")).toBe(
      "This page was out of date: the visit is now marked on the way. Nothing was changed; check the visit and tap again.",
    );
    expect(staleRefusal("on_the_way", "on_the_way")).toBe(stepRefusal("on_the_way", "on_the_way"));
  });

  it("tells the visitor the step in words, with the technician's first name and the estimate", () => {
    // 15:40 UTC on a November day is 10:40 AM in New York (EST).
    const eta = new Date("2026-11-25T15:40:00Z");
    expect(visitorStepText("on_the_way", { technicianName: "Maria Lopez", arrivalEta: eta }, words)).toBe(
      "Your technician, Maria, is on the way: arriving around 10:40 AM",
    );
    expect(visitorStepText("arrived", { technicianName: "Maria Lopez" }, words)).toBe(
      "Your technician, Maria, has arrived",
    );
    expect(visitorStepText("arrived", {}, words)).toBe("Your technician has arrived");
    expect(visitorStepText("completed", {}, words)).toBe("Your repair is completed");
  });

  it("says the step in Spanish with the Spanish clock", () => {
    const eta = new Date("2026-11-25T15:40:00Z");
    expect(
      visitorStepText(
        "on_the_way",
        { technicianName: "Maria Lopez", arrivalEta: eta, lang: "es" },
        es.appointment.steps,
      ),
    ).toBe("Su técnico, Maria, va en camino: llegará alrededor de las 10:40 a.m.");
    expect(
      visitorStepText("could_not_complete", { mainPhone: "(813) 555-0142", lang: "es" }, es.appointment.steps),
    ).toBe("No se pudo terminar la visita. Le llamaremos para acordar otro horario: (813) 555-0142.");
  });
});
