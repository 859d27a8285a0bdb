import { notFound } from "#app/lib/not-found";
import { hit } from "#app/limits/rate-limits.server";
import { startCheckout } from "#app/payments/online.server";

/** Where the pay button leads: Stripe's hosted page, or the appointment page with why not (`?pay=`). */
export async function payFromAppointment(token: string, origin: string, clientAddress: string): Promise<string> {
  const back = (reason: string) => `/appointments/${encodeURIComponent(token)}?pay=${reason}`;
  // Each press makes a session at Stripe: counted with the site's other forms.
  if (!(await hit("form", clientAddress)).allowed) return back("busy");
  const result = await startCheckout(token, origin);
  if (result.ok) return result.url;
  if (result.reason === "no-appointment" || result.reason === "not-configured") notFound();
  return back(result.reason);
}
