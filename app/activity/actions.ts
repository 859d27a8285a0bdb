/**
 * What the activity log records, and how each entry reads in the workspace (pure). Add an
 * action here before logging it: the log and its readers then agree on the wording.
 */
export const activityLabels = {
  "sign-in": "Signed in",
  "sign-in-failed": "Failed sign-in",
  "sign-out": "Signed out",
  "password-changed": "Changed their password",
  "password-reset": "Reset the owner's password from the shell",
  "owner-created": "Created the owner account",
  invite: "Invited a staff member",
  "invite-renewed": "Made a new invite link",
  "invite-accepted": "Accepted the invite and set a password",
  "user-disabled": "Disabled an account",
  "user-enabled": "Enabled an account",
  "role-changed": "Changed a role",
  "status-changed": "Changed a status",
  note: "Added a note",
  "settings-changed": "Changed settings",
  "capacity-changed": "Changed a window's capacity",
  "date-closed": "Closed a date",
  "date-reopened": "Reopened a date",
  "calendar-feed-rotated": "Made a new calendar feed address",
  "request-deleted": "Deleted a request",
  "moved-by-customer": "The customer moved the visit",
  "cancelled-by-customer": "The customer cancelled the visit",
  "photos-added-by-customer": "The customer added photos",
  "visit-completed": "Completed the visit",
  "payment-recorded": "Recorded a payment",
  "return-visit-booked": "Booked a return visit",
  "customer-split": "Split a request off to a new customer",
  "customers-merged": "Merged two customers",
  "customer-note": "Added a note on a customer",
  "customer-exported": "Exported a customer's data",
  "customer-erased": "Erased a customer",
  "customers-retention": "Erased old requests (retention)",
  "review-opt-out": "The customer opted out of review requests",
  // Placeholder for wt-visits' moveVisit.
  "visit-step": "Moved the visit to a step",
} as const;

export type ActivityAction = keyof typeof activityLabels;

/** Who did it when no signed-in person did: the start-up or shell code, or a visitor on the site. */
export const SYSTEM_ACTOR = "System";
export const VISITOR_ACTOR = "Visitor";

export function activityLabel(action: string): string {
  return (activityLabels as Record<string, string>)[action] ?? action;
}
