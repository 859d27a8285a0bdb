/** One text as the workspace lists it (staff.server.ts builds them; components show them). */
export interface TextLine {
  id: string;
  direction: "out" | "in";
  atIso: string;
  at: string;
  label: string;
  body: string;
  /** Out: waiting, sent, delivered, failed... In: unread or read. */
  status: string;
  errorCode: string | null;
  error: string | null;
  unread: boolean;
  /** The booking the text is about (none for a HELP answer or a message from an unknown number). */
  bookingId: number | null;
}
