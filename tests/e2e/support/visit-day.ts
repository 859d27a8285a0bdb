/**
 * The owner's and the technician's steps of a visit's day in the browser (tests/e2e/visit-day.spec.ts,
 * texts.spec.ts): invite a technician, accept the invite, assign a visit. Pages are opened by
 * path: the page's context carries the server's address as its baseURL.
 */
import { expect, type Page } from "@playwright/test";
import { exportRows } from "./requests";

/** The owner invites a technician on the Team page; returns the one-time link's path. */
export async function inviteTechnician(page: Page, name: string, email: string): Promise<string> {
  await page.goto("/admin/team");
  const form = page.getByRole("region", { name: "Invite a team member" });
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Role").selectOption("technician");
  await form.getByRole("button", { name: "Invite" }).click();
  const link = page.getByRole("textbox", { name: `Invite link for ${email}`, exact: true });
  await expect(link).toHaveValue(/\/admin\/invite\/[A-Za-z0-9_-]{43}$/);
  return new URL(await link.inputValue()).pathname;
}

/** The invited technician sets a password through the link (and is signed in, on Today). */
export async function acceptInvite(page: Page, path: string, password: string) {
  await page.goto(path);
  await page.getByLabel(/^New password(?! again)/).fill(password);
  await page.getByLabel("New password again").fill(password);
  await page.getByRole("button", { name: "Set password and sign in" }).click();
}

/** A booking's id, from the owner's CSV, by the visitor's e-mail. */
export async function bookingId(baseUrl: string, ownerCookie: string, email: string): Promise<number> {
  const row = (await exportRows(baseUrl, ownerCookie, "bookings")).find((r) => r.Email === email);
  if (!row) throw new Error(`no booking for ${email}`);
  return Number(row.ID);
}

/** The owner assigns the visit to a technician on the request's page. */
export async function assign(page: Page, id: number, technician: string) {
  await page.goto(`/admin/requests/booking/${id}`);
  await page.getByLabel("Technician").selectOption({ label: technician });
  await page.getByRole("button", { name: "Assign" }).click();
  await expect(page.getByText("The technician was saved.")).toBeVisible();
}
