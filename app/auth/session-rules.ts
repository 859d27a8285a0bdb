/**
 * When a staff session ends (pure; the clock is a parameter so tests can move it): after 8 hours
 * without a request, and 7 days after signing in whatever happens. `last_seen_at` is written at
 * most once a minute, so a busy page does not write on every request.
 */

export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
export const SESSION_MAX_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_TOUCH_MS = 60 * 1000;

export interface SessionTimes {
  lastSeenAt: Date;
  /** The absolute end: sign-in time + SESSION_MAX_MS. */
  expiresAt: Date;
}

export function sessionExpiresAt(signedInAt: Date): Date {
  return new Date(signedInAt.getTime() + SESSION_MAX_MS);
}

export function sessionEnded(session: SessionTimes, now: Date): boolean {
  return now >= session.expiresAt || now.getTime() - session.lastSeenAt.getTime() >= SESSION_IDLE_MS;
}

export function sessionNeedsTouch(session: SessionTimes, now: Date): boolean {
  return now.getTime() - session.lastSeenAt.getTime() >= SESSION_TOUCH_MS;
}
