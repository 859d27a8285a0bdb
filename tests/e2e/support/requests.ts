/**
 * Helpers for tests that talk HTTP to a server directly (no browser): form posts as a browser
 * without JavaScript sends them, staff sign-in, and the CSV exports read back as rows.
 */

import { parse } from "csv-parse/sync";
import sharp from "sharp";
import { business, WINDOW_LABEL, workdayInNewYork } from "./public-site";

export function uniqueMarker(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

export function contactForm(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    name: "Test Visitor",
    email: "visitor@example.com",
    phone: "(813) 555-0100",
    service: "General Inquiry",
    message: "My fridge is warm.",
    ...overrides,
  };
}

export function bookingForm(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    name: "Test Visitor",
    email: "visitor@example.com",
    phone: "(813) 555-0100",
    address: "500 Channelside Dr",
    city: "Tampa",
    zipCode: "33602",
    brand: "Whirlpool",
    model: "",
    issue: "Not Cooling",
    issueDescription: "Warm since Tuesday.",
    preferredDate: workdayInNewYork(3),
    preferredTime: WINDOW_LABEL.morning,
    additionalInfo: "",
    ...overrides,
  };
}

/** POST a urlencoded form the way a browser without JavaScript does (same Origin). */
export function postForm(
  baseUrl: string,
  path: string,
  fields: Record<string, string> | URLSearchParams | string,
  headers: Record<string, string> = {},
) {
  const body = typeof fields === "string" || fields instanceof URLSearchParams ? fields : new URLSearchParams(fields);
  return fetch(baseUrl + path, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseUrl, ...headers },
    body: body.toString(),
  });
}

/** The completion's confirmation step: the key its "Record" button sends as `shown`, read from its page. */
export function shownKeyIn(html: string): string | undefined {
  return /<input type="hidden" name="shown" value="([^"]*)"/.exec(html)?.[1];
}

/**
 * Completes a visit as the request page's form does without JavaScript: a completion that takes a
 * payment is answered by its confirmation step (200, nothing stored), then "Record" sends the
 * same fields with the key of the amounts shown. Answers the last response.
 */
export async function postCompletion(
  baseUrl: string,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  const asked = await postForm(baseUrl, path, fields, headers);
  if (asked.status !== 200) return asked;
  const key = shownKeyIn(await asked.text());
  if (!key) throw new Error(`POST ${path} answered 200 without a confirmation step`);
  return postForm(baseUrl, path, { ...fields, shown: key }, headers);
}

/** Posts a booking as a browser without JavaScript does: the status, the page, and the appointment page it links (if any). */
export async function postBooking(baseUrl: string, overrides: Record<string, string> = {}) {
  const response = await postForm(baseUrl, "/book", bookingForm(overrides));
  const html = await response.text();
  return { status: response.status, html, appointment: /\/appointments\/[A-Za-z0-9_-]{43}/.exec(html)?.[0] };
}

/** Books a visit by a plain form post; returns the visitor's appointment page (/appointments/<token>) the answer links. */
export async function bookAppointment(baseUrl: string, overrides: Record<string, string> = {}): Promise<string> {
  const { status, appointment } = await postBooking(baseUrl, overrides);
  if (status !== 200 || !appointment)
    throw new Error(`Booking answered ${status}${appointment ? "" : " without an appointment link"}`);
  return appointment;
}

/** Posts a change on the appointment page as its form does; returns where the server sends the visitor. */
async function changeAppointment(
  baseUrl: string,
  appointment: string,
  body: URLSearchParams | FormData,
): Promise<string> {
  const response =
    body instanceof FormData
      ? await fetch(baseUrl + appointment, { method: "POST", redirect: "manual", headers: { Origin: baseUrl }, body })
      : await postForm(baseUrl, appointment, body);
  const location = response.headers.get("location");
  if (response.status !== 302 || !location) throw new Error(`The appointment change answered ${response.status}`);
  return location;
}

/** Cancels the visit (the box ticked); resolves with the page the visitor lands on (?changed=cancelled). */
export function cancelAppointment(baseUrl: string, appointment: string): Promise<string> {
  return changeAppointment(baseUrl, appointment, new URLSearchParams({ intent: "cancel", confirm: "yes" }));
}

/** Adds one photo (a small PNG) to the visit; resolves with the page the visitor lands on (?changed=photos). */
export async function addAppointmentPhoto(baseUrl: string, appointment: string): Promise<string> {
  const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#2a6" } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set("intent", "add-photos");
  form.set("photos", new Blob([new Uint8Array(png)], { type: "image/png" }), "plate.png");
  return changeAppointment(baseUrl, appointment, form);
}

/**
 * The owner account the test servers create from ADMIN_PASSWORD: they set ADMIN_EMAIL to "", so
 * it is the business e-mail of app/content/business.ts, stored trimmed and lower-cased as
 * app/auth/owner.server.ts does.
 */
export const OWNER_EMAIL = business.emails.business.trim().toLowerCase();

/** Signs in to /admin and returns the Cookie header value for the staff session. */
export async function signIn(baseUrl: string, password: string, email = OWNER_EMAIL): Promise<string> {
  const response = await postForm(baseUrl, "/admin", { intent: "login", email, password });
  const setCookie = response.headers.get("set-cookie");
  if (response.status !== 302 || !setCookie) throw new Error(`Sign-in failed: ${response.status}`);
  return setCookie.split(";")[0]!;
}

/** A CSV file read by a real RFC 4180 parser (csv-parse), one array of cells per record. */
export function parseCsv(text: string): string[][] {
  return parse(text, { bom: true });
}

/** The CSV export as objects keyed by column header. */
export async function exportRows(baseUrl: string, cookie: string, kind: "bookings" | "messages") {
  const response = await fetch(`${baseUrl}/admin/${kind}.csv`, { headers: { Cookie: cookie } });
  if (response.status !== 200) throw new Error(`CSV export answered ${response.status}`);
  const [header, ...rows] = parseCsv(await response.text());
  return rows.map((cells) => Object.fromEntries(header!.map((h, i) => [h, cells[i] ?? ""])));
}
