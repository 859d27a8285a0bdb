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
  invite: "Invited a team member",
  "invite-renewed": "Made a new invite link",
  "invite-accepted": "Accepted the invite and set a password",
  "user-disabled": "Disabled an account",
  "user-enabled": "Enabled an account",
  "role-changed": "Changed a role",
  "status-changed": "Changed a status",
  note: "Added a note",
  "settings-changed": "Changed settings",
  "site-fact-changed": "Changed the site's facts",
  "site-fact-reset": "Set a fact of the site back to its default",
  "special-hours-set": "Set special hours for a date",
  "special-hours-removed": "Removed a date's special hours",
  "capacity-changed": "Changed a window's capacity",
  "date-closed": "Closed a date",
  "date-reopened": "Reopened a date",
  "calendar-feed-rotated": "Made a new calendar feed address",
  "request-deleted": "Deleted a request",
  "moved-by-customer": "The customer moved the visit",
  "cancelled-by-customer": "The customer cancelled the visit",
  "photos-added-by-customer": "The customer added photos",
  "technician-assigned": "Assigned a technician",
  "visit-on-the-way": "On the way to the visit",
  "visit-arrived": "Arrived at the visit",
  "visit-completed": "Completed the visit",
  "visit-needs-return": "Marked the visit as needing a return visit",
  "visit-could-not-complete": "Could not complete the visit",
  "job-recorded": "Recorded the job",
  "payment-recorded": "Recorded a payment",
  "pay-link-sent": "Sent a payment link",
  "pay-link-opened": "The customer opened Stripe Checkout",
  "online-payment": "Card payment received online (Stripe)",
  "online-overpaid": "Overpaid online: refund the excess",
  "online-refund": "Refund recorded (Stripe)",
  "online-payment-unmatched": "A Stripe payment matched no job",
  "return-visit-booked": "Booked a return visit",
  "text-received": "Text from the customer",
  "text-sent": "Answered the customer by text",
  "texts-stopped": "The customer replied STOP: no more texts",
  "texts-restarted": "The customer replied START: texts resume",
  "customer-split": "Split a request off to a new customer",
  "customers-merged": "Merged two customers",
  "customer-note": "Added a note on a customer",
  "customer-exported": "Exported a customer's data",
  "customer-erased": "Erased a customer",
  "customers-retention": "Erased old requests (retention)",
  "review-opt-out": "The customer opted out of review requests",
  "storm-mode-on": "Switched storm mode on",
  "storm-mode-changed": "Changed storm mode's end or note",
  "storm-mode-off": "Switched storm mode off",
  "storm-mode-ended": "Storm mode ended by itself",
  "quickbooks-accounts-changed": "Changed the QuickBooks account names of the journal export",
  "call-missed": "Missed call",
  "call-called-back": "Called back a missed call",
  "estimate-written": "Wrote an estimate",
  "estimate-sent": "Sent the estimate",
  "estimate-approved": "The estimate was approved",
  "estimate-declined": "The estimate was declined",
  "price-book-changed": "Changed the price book",
} as const;

export type ActivityAction = keyof typeof activityLabels;

/** Who did it when no signed-in person did: the start-up or shell code, or a visitor on the site. */
export const SYSTEM_ACTOR = "System";
export const VISITOR_ACTOR = "Visitor";

export function activityLabel(action: string): string {
  return (activityLabels as Record<string, string>)[action] ?? action;
}
