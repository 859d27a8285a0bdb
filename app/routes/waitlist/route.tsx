import { Form, isRouteErrorResponse, Link, useRouteError } from "react-router";
import type { Route } from "./+types/route";
import { business } from "#app/content/business";
import { PageHero } from "#app/components/page-hero";
import { RouteError } from "#app/components/route-error";
import { useSiteFacts } from "#app/components/site-facts";
import { buttonClass, PhoneLink } from "#app/components/ui/button-link";
import { Container } from "#app/components/ui/container";
import { clientOf } from "#app/lib/edge-context";
import { handleWaitlistPost, loadWaitlistPage, type WaitlistPage } from "./route.server";

/** A visitor's place on a full window's waitlist (DECISIONS "Storm mode and the waitlist"). */
export const loader = ({ params }: Route.LoaderArgs) => loadWaitlistPage(params.token);
export const action = ({ params, request, context }: Route.ActionArgs) =>
  handleWaitlistPost(request, params.token, clientOf(context));

// Like the appointment page: no referrer leaves it, so its forms post with Origin: null.
export const handle = { opaqueOrigin: true };

export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "no-store",
  "Referrer-Policy": "no-referrer",
});

export const meta: Route.MetaFunction = () => [
  { title: `Your place on the waitlist | ${business.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

function statusText(page: WaitlistPage): string {
  const window = `${page.window} on ${page.date}`;
  switch (page.status) {
    case "waiting":
      return `You're number ${page.place} in line for ${window}. If a place opens, we'll e-mail you a link that holds it for an hour.`;
    case "held":
      return `A place opened for ${window}. We hold it for you until ${page.holdUntil}.`;
    case "claimed":
      return `You booked ${window} from the waitlist: your confirmation e-mail has the link to your appointment.`;
    case "expired":
      return `The place we held for ${window} was not booked in time and went to the next person in line.`;
    case "left":
      return `You have left the waitlist for ${window}.`;
  }
}

export default function Waitlist({ loaderData: page, actionData }: Route.ComponentProps) {
  const facts = useSiteFacts();
  const open = page.status === "waiting" || page.status === "held";
  return (
    <>
      <PageHero title="Your Place on the Waitlist" lead={`Hello ${page.name}.`} />
      <Container className="max-w-3xl space-y-8 py-10">
        {actionData?.message && (
          <p role="alert" className="rounded-lg border border-red-700 bg-red-50 p-4 text-red-900">
            {actionData.message}
          </p>
        )}
        <section aria-label="Your place" className="space-y-6 rounded-xl border border-slate-200 p-6 shadow-sm">
          <p className="text-lg" data-testid="waitlist-status">
            {statusText(page)}
          </p>
          {page.status === "held" && (
            <Form method="post">
              <button type="submit" name="intent" value="claim" className={buttonClass("primary", "w-full sm:w-auto")}>
                Book this visit
              </button>
            </Form>
          )}
          {open && (
            <Form method="post">
              <button type="submit" name="intent" value="leave" className={buttonClass("outline", "w-full sm:w-auto")}>
                Leave the waitlist
              </button>
            </Form>
          )}
        </section>
        <p className="text-slate-700">
          Questions, or need us sooner? Call{" "}
          <PhoneLink line={facts.phones.main} className="font-semibold text-brand-700 underline" />.
        </p>
      </Container>
    </>
  );
}

// Its own not-found words, kept in this route's chunk (the shared not-found texts load on every page).
export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) return <RouteError notFound="page" />;
  return (
    <>
      <PageHero title="Waitlist Link Not Found" />
      <Container className="max-w-3xl space-y-6 py-10">
        <p className="text-lg">
          Sorry, this waitlist link is no longer valid. When a place opens we send a new link: check your newest e-mail,
          or call us.
        </p>
        <Link to="/book" className={buttonClass("primary")}>
          Book a Visit
        </Link>
      </Container>
    </>
  );
}
