import { business, type BookingWindowKey } from "#app/content/business";

/*
 * Reads the windows through the module's export (not inside business.ts), so a test that swaps
 * the business (app/content/business-independence.test.tsx) swaps these too.
 */
type BusinessWindow = (typeof business.bookingWindows)[number];

/** A booking window by its key (undefined for none or a key no window has). */
export function bookingWindow(key: BookingWindowKey): BusinessWindow;
export function bookingWindow(key: string | null | undefined): BusinessWindow | undefined;
export function bookingWindow(key: string | null | undefined): BusinessWindow | undefined {
  return business.bookingWindows.find((w) => w.key === key);
}

/** A booking window's label ("Morning (8am-12pm)"), or "" for none. */
export const windowLabel = (key: string | null | undefined): string => bookingWindow(key)?.label ?? "";
