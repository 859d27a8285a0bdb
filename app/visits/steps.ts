import { visitSteps, type VisitStep } from "#app/db/schema";
import type { AppointmentWords } from "#app/content/i18n/en";
import { fill } from "#app/content/i18n/fill";
import type { Lang } from "#app/content/i18n/lang";
import { clockTimeIn } from "#app/lib/locale-format";

/**
 * A visit's steps and the rules between them (pure; DECISIONS "The visit's day"):
 * scheduled -> on the way -> arrived -> completed, or a return visit is needed, or it could not
 * be completed. A step can be skipped (a technician who forgot "on the way" taps "Arrived"), never
 * taken back, never repeated; the last three are final.
 */
export { visitSteps, type VisitStep };

export const isVisitStep = (value: unknown): value is VisitStep => (visitSteps as readonly unknown[]).includes(value);

export const finalSteps: ReadonlySet<VisitStep> = new Set(["completed", "needs_return", "could_not_complete"]);

export const isFinalStep = (step: VisitStep): boolean => finalSteps.has(step);

/** The order of the steps: a move goes forward only. The three final steps share the last place. */
const rank: Record<VisitStep, number> = {
  scheduled: 0,
  on_the_way: 1,
  arrived: 2,
  completed: 3,
  needs_return: 3,
  could_not_complete: 3,
};

export function canMove(from: VisitStep, to: VisitStep): boolean {
  return !isFinalStep(from) && rank[to] > rank[from];
}

/** The steps a visit at `from` can move to, in the order the buttons show them. */
export function nextSteps(from: VisitStep): VisitStep[] {
  return visitSteps.filter((to) => canMove(from, to));
}

/** How a step reads in the workspace ("on the way"). */
export const stepLabels: Record<VisitStep, string> = {
  scheduled: "scheduled",
  on_the_way: "on the way",
  arrived: "arrived",
  completed: "completed",
  needs_return: "needs a return visit",
  could_not_complete: "could not complete",
};

/** The button that moves a visit to the step, on /admin/today. */
export const stepButtons: Record<Exclude<VisitStep, "scheduled">, string> = {
  on_the_way: "On my way",
  arrived: "Arrived",
  completed: "Completed",
  needs_return: "Needs a return visit",
  could_not_complete: "Could not complete",
};

/** Why a move is refused, as the technician reads it (a stale page, a double tap, a step back). */
export function stepRefusal(from: VisitStep, to: VisitStep): string {
  if (from === to) return `This visit is already marked ${stepLabels[from]}: nothing was changed.`;
  if (isFinalStep(from))
    return `This visit is already marked ${stepLabels[from]}; it cannot be changed to ${stepLabels[to]}.`;
  return `This visit is already marked ${stepLabels[from]}; it cannot go back to ${stepLabels[to]}.`;
}

/**
 * Why a move from a page that is out of date is refused: the same step (a double tap, a second
 * tab) is already done; another step since means the page must be looked at again.
 */
export function staleRefusal(from: VisitStep, to: VisitStep): string {
  if (from === to || !canMove(from, to)) return stepRefusal(from, to);
  return `This page was out of date: the visit is now marked ${stepLabels[from]}. Nothing was changed; check the visit and tap again.`;
}

/** "Maria" of "Maria Lopez"; empty when the account has no name. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? "";
}

/** The words of the visitor's steps (the dictionaries' `appointment.steps`, app/content/i18n). */
export type VisitorStepWords = AppointmentWords["steps"];

/**
 * The visit's step in the visitor's words, on the appointment page (and its status poll), in the
 * page's language: `words` from its dictionary, the arrival time in its clock ("10:40 AM" /
 * "10:40 a.m.").
 */
export function visitorStepText(
  step: VisitStep,
  {
    technicianName = "",
    arrivalEta = null,
    mainPhone = "",
    lang = "en",
  }: {
    technicianName?: string;
    arrivalEta?: Date | null;
    /** The owner's main line (Settings), quoted when the visit could not be completed. */
    mainPhone?: string;
    lang?: Lang;
  },
  words: VisitorStepWords,
): string {
  const first = firstName(technicianName);
  const technician = first ? fill(words.technicianNamed, { name: first }) : words.technician;
  switch (step) {
    case "scheduled":
      return words.scheduled;
    case "on_the_way":
      return arrivalEta
        ? fill(words.onTheWayAt, { technician, time: clockTimeIn(lang, arrivalEta) })
        : fill(words.onTheWay, { technician });
    case "arrived":
      return fill(words.arrived, { technician });
    case "completed":
      return words.completed;
    case "needs_return":
      return words.needsReturn;
    case "could_not_complete":
      return mainPhone ? fill(words.couldNotCompleteCall, { phone: mainPhone }) : words.couldNotComplete;
  }
}

/** The arrival estimate of "on the way": 1 to 240 minutes, 20 when the field is left as it is. */
export const ETA_MINUTES = { min: 1, max: 240, default: 20 } as const;

/** A request not yet scheduled: assigning its technician or setting off to it schedules it. */
export const notYetScheduled = (status: string): boolean => status === "new" || status === "contacted";
