/**
 * PLACEHOLDER for wt-visits' steps module (the lead takes theirs at merge): the steps a visit
 * moves through and which moves are allowed (pure).
 */
import { visitSteps, type VisitStep } from "#app/db/schema";

export { visitSteps, type VisitStep };

/** Steps after which nothing moves any more. */
export const finalSteps: readonly VisitStep[] = ["completed", "needs_return", "could_not_complete"];

export const isFinalStep = (step: VisitStep): boolean => finalSteps.includes(step);

/** Forward only; a final step never moves. */
export function canMove(from: VisitStep, to: VisitStep): boolean {
  if (isFinalStep(from) || from === to) return false;
  return visitSteps.indexOf(to) > visitSteps.indexOf(from);
}
