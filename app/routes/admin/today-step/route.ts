import type { Route } from "./+types/route";
import { requireAnyUser } from "#app/auth/guard.server";
import { submitStepForm } from "#app/visits/step-form.server";

// POST /admin/today/step: a step form sent by the page's script (the same fields as without
// JavaScript), answered in JSON so the card can say what happened without reloading.
export async function action({ request }: Route.ActionArgs) {
  const user = await requireAnyUser(request);
  const form = await request.formData().catch(() => new FormData());
  const result = await submitStepForm(user, form);
  // A refusal carries `confirmDay` when "On my way" needs a second tap (another day's visit).
  const answer = result.ok
    ? { ok: true, message: result.message }
    : { ok: false, message: result.message, confirmDay: result.values.confirmDay };
  return Response.json(answer, {
    status: result.ok ? 200 : result.status,
    headers: { "Cache-Control": "no-store" },
  });
}

export function loader() {
  return new Response("Send a step form here with POST.\n", {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8" },
  });
}
