import type { Lang } from "#app/content/i18n/lang";
import { appointmentPath } from "#app/lib/appointment-link";
import { notFound } from "#app/lib/not-found";
import { hit } from "#app/limits/rate-limits.server";
import { startCheckout } from "#app/payments/online.server";

/**
 * Where the pay button leads: Stripe's hosted page, or the appointment page with why not (`?pay=`),
 * in the language of the page it was pressed on (`lang`, its path's), as Stripe's return is.
 */
export async function payFromAppointment(
  token: string,
  origin: string,
  clientAddress: string,
  lang: Lang = "en",
): Promise<string> {
  const back = (reason: string) => appointmentPath(lang, encodeURIComponent(token), `?pay=${reason}`);
  // Each press makes a session at Stripe: counted with the site's other forms.
  if (!(await hit("form", clientAddress)).allowed) return back("busy");
  const result = await startCheckout(token, origin, new Date(), lang);
  if (result.ok) return result.url;
  if (result.reason === "no-appointment" || result.reason === "not-configured") notFound();
  return back(result.reason);
}
