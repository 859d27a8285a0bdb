/**
 * Valid HTML (issue 10): the W3C Nu HTML Checker (support/html-checker.ts) finds no error on any
 * page, any page type's not-found result, each wizard step (server-stepped posts give steps 2
 * and 3), the forms' refused and confirmed states, the visitor's appointment page in each of its
 * states, the staff sign-in page, or the workspace pages after sign-in. (The 429 pages are
 * checked on a server of their own with a low limit: rate-limit-page.spec.ts.)
 */
import { expect, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import { E2E_ADMIN_PASSWORD, E2E_PORT } from "../../playwright.config";
import { htmlErrors } from "./support/html-checker";
import { workdayInNewYork } from "./support/public-site";
import {
  addAppointmentPhoto,
  bookAppointment,
  bookingForm,
  cancelAppointment,
  contactForm,
  postForm,
  signIn,
  uniqueMarker,
} from "./support/requests";
import { settingsSections } from "#app/settings/site-fact-fields";

const BASE = `http://localhost:${E2E_PORT}`;

const MORE_PATHS = [
  "/book?step=2",
  "/book?step=3",
  "/no-such-page",
  "/brands/no-such-brand",
  "/areas/no-such-area",
  "/services/no-such-service",
  "/admin",
  // The sitemap lists every /es page; the Spanish wizard's last step and not-found are not in it.
  "/es/book?step=3",
  "/es/no-such-page",
];

const textOf = async (response: Promise<APIResponse | Response>) => (await response).text();

/** Every public page, as the site's own sitemap lists them. */
async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(paths.length, "pages in the sitemap").toBeGreaterThan(40);
  return paths;
}

test("the Nu HTML Checker finds no error on any page, wizard step or form state", async ({ request }) => {
  test.setTimeout(240_000);
  const pages: Array<{ name: string; html: Promise<string> }> = [
    ...[...(await sitemapPaths(request)), ...MORE_PATHS].map((p) => ({ name: p, html: textOf(request.get(p)) })),
    {
      name: "POST /book step 2",
      html: textOf(request.post("/book", { form: { ...bookingForm(), intent: "step-2" } })),
    },
    {
      name: "POST /book step 3",
      html: textOf(request.post("/book", { form: { ...bookingForm(), intent: "step-3" } })),
    },
    { name: "POST /book refused", html: textOf(request.post("/book", { form: { intent: "book" } })) },
    {
      name: "POST /book confirmed",
      html: textOf(request.post("/book", { form: { ...bookingForm(), intent: "book" } })),
    },
    {
      name: "POST /contact refused",
      html: textOf(request.post("/contact", { form: { name: "", email: "x", phone: "", message: "" } })),
    },
    { name: "POST /contact sent", html: textOf(request.post("/contact", { form: contactForm() })) },
  ];
  const checked = await Promise.all(pages.map(async ({ name, html }) => ({ name, html: await html })));
  expect(htmlErrors(checked)).toEqual([]);
});

test("the Nu HTML Checker finds no error on the visitor's appointment page: booked, refused, checked, with a photo, cancelled", async () => {
  test.setTimeout(120_000);
  const appointment = await bookAppointment(BASE, { name: uniqueMarker("Valid Appointment") });
  const page = async (name: string, response: Promise<Response>, status: number) => {
    const answer = await response;
    expect(answer.status, name).toBe(status);
    return { name, html: await answer.text() };
  };
  const pages = [await page("appointment booked", fetch(BASE + appointment), 200)];
  // Without JavaScript: the windows of another date, and a cancel without the box ticked.
  pages.push(
    await page(
      "appointment: windows checked",
      postForm(BASE, appointment, { intent: "check", date: workdayInNewYork(6), window: "" }),
      200,
    ),
  );
  pages.push(await page("appointment: cancel refused", postForm(BASE, appointment, { intent: "cancel" }), 400));
  const withPhoto = await addAppointmentPhoto(BASE, appointment);
  expect(withPhoto).toBe(`${appointment}?changed=photos`);
  const photoPage = await page("appointment with a photo", fetch(BASE + withPhoto), 200);
  expect(photoPage.html).toContain("You have sent 1 photo.");
  pages.push(photoPage);
  const cancelled = await cancelAppointment(BASE, appointment);
  const cancelledPage = await page("appointment cancelled", fetch(BASE + cancelled), 200);
  expect(cancelledPage.html).toContain("Your visit has been cancelled.");
  pages.push(cancelledPage);
  // The Spanish page of a booking made on /es/book, and a refusal posted to it.
  const booked = await postForm(BASE, "/es/book", bookingForm({ name: uniqueMarker("Cita Válida") }));
  const spanish = /\/es\/appointments\/[A-Za-z0-9_-]{43}/.exec(await booked.text())?.[0];
  expect(spanish, "the Spanish confirmation links /es/appointments/<token>").toBeDefined();
  pages.push(await page("Spanish appointment booked", fetch(BASE + spanish), 200));
  pages.push(await page("Spanish appointment: cancel refused", postForm(BASE, spanish!, { intent: "cancel" }), 400));
  expect(htmlErrors(pages)).toEqual([]);
});

test("the Nu HTML Checker finds no error on the workspace pages after sign-in", async () => {
  test.setTimeout(120_000);
  const marker = uniqueMarker("valid-workspace");
  const booked = await postForm(BASE, "/book", bookingForm({ name: marker, issueDescription: `${marker} booking` }));
  expect(booked.status).toBe(200);
  const appointment = /\/appointments\/[A-Za-z0-9_-]{43}/.exec(await booked.text())?.[0];
  expect((await postForm(BASE, "/contact", contactForm({ name: marker, message: `${marker} message` }))).status).toBe(
    200,
  );
  const cookie = await signIn(BASE, E2E_ADMIN_PASSWORD);
  const get = async (path: string) => {
    const response = await fetch(BASE + path, { headers: { Cookie: cookie } });
    expect(response.status, path).toBe(200);
    return { name: path, html: await response.text() };
  };
  // The two requests just sent, found by their marker the way staff search.
  const found = await get(`/admin?q=${marker}`);
  const booking = /\/admin\/requests\/booking\/\d+/.exec(found.html)?.[0];
  const message = /\/admin\/requests\/message\/\d+/.exec(found.html)?.[0];
  expect(booking, "the booking is listed").toBeTruthy();
  expect(message, "the message is listed").toBeTruthy();
  const pages = [found];
  for (const path of [
    "/admin",
    booking!,
    // Its two long forms, drawn once asked for: the estimate to write and the completion.
    `${booking}?open=estimate`,
    `${booking}?open=complete`,
    message!,
    "/admin/schedule",
    "/admin/team",
    "/admin/settings",
    ...settingsSections.map(({ slug }) => `/admin/settings/${slug}`),
    "/admin/activity",
    "/admin/account",
    "/admin/sources",
    "/admin/today",
    // The day of the booking just sent (bookingForm's date): a visit card with its step forms.
    `/admin/today?date=${bookingForm().preferredDate}`,
    "/admin/customers",
    `/admin/customers?q=${marker}`,
  ]) {
    pages.push(await get(path));
  }
  // The booking's customer, from the link on the request's page.
  const customer = /\/admin\/customers\/\d+/.exec(pages.find((p) => p.name === booking)!.html)?.[0];
  expect(customer, "the request links its customer").toBeTruthy();
  pages.push(await get(customer!));
  expect(pages.find((p) => p.name === booking)!.html, "the request's own page").toContain(`${marker} booking`);
  expect(pages.find((p) => p.name === `${booking}?open=estimate`)!.html).toContain('name="option1Name"');
  expect(pages.find((p) => p.name === `${booking}?open=complete`)!.html).toContain('name="workDone"');
  // The visit's end: the completion form refused (messages per field), its confirmation step,
  // then the job record with Record payment, and the receipt on the visitor's page.
  const post = (fields: Record<string, string>) => postForm(BASE, booking!, fields, { Cookie: cookie });
  const refused = await post({ intent: "complete-visit", paymentMethod: "check", partDescription: "Relay" });
  expect(refused.status).toBe(400);
  pages.push({ name: `${booking} completion refused`, html: await refused.text() });
  // A payment sent without the live total: the confirmation step, nothing stored yet.
  const toConfirm = await post({
    intent: "complete-visit",
    workDone: "Replaced the relay",
    labour: "80",
    paymentMethod: "card",
  });
  expect(toConfirm.status).toBe(200);
  pages.push({ name: `${booking} completion to confirm`, html: await toConfirm.text() });
  const completed = await post({
    intent: "complete-visit",
    workDone: "Replaced the relay",
    partDescription: "Relay",
    partQuantity: "2",
    partUnitPrice: "12.50",
    labour: "80",
    diagnosticFee: "89",
    diagnosticCredited: "yes",
    paymentMethod: "unpaid",
  });
  expect(completed.status).toBe(302);
  const withJob = await get(booking!);
  expect(withJob.html).toContain("Record payment");
  pages.push({ name: `${booking} with its job`, html: withJob.html });
  const receipt = await fetch(BASE + appointment!);
  const receiptHtml = await receipt.text();
  expect(receiptHtml).toContain("warranty (repair/parts) until");
  pages.push({ name: "appointment with its receipt", html: receiptHtml });
  expect(htmlErrors(pages)).toEqual([]);
});
