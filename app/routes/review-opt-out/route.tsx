import { data, Form } from "react-router";
import type { Route } from "./+types/route";
import { Container } from "#app/components/ui/container";
import { RouteError } from "#app/components/route-error";
import { PageHero } from "#app/components/page-hero";
import { business } from "#app/content/business";
import { optOutLinkIsKnown, optOutOfReviews } from "#app/customers/reviews.server";

/**
 * /reviews/opt-out/<token>: the link at the foot of a review request e-mail. GET shows a button
 * (a mail scanner following links opts no one out); POST stops review requests to that customer.
 * Works without signing in; an unknown link says so (404) and changes nothing.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const known = await optOutLinkIsKnown(params.token);
  if (!known) throw data(null, { status: 404 });
  return { done: false };
}

export async function action({ params }: Route.ActionArgs) {
  if (!(await optOutOfReviews(params.token))) throw data(null, { status: 404 });
  return { done: true };
}

// Its own forms arrive with Origin: null (no referrer); the URL holds the credential.
export const handle = { opaqueOrigin: true };

export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "no-store",
  "Referrer-Policy": "no-referrer",
});

export const meta: Route.MetaFunction = () => [
  { title: `Review requests | ${business.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function ReviewOptOut({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHero title="Review Requests" lead="Stop the e-mails and texts that ask for a review." />
      <Container className="max-w-3xl space-y-6 py-10">
        {actionData?.done ? (
          <p role="status" className="rounded-lg border border-green-700 bg-green-50 p-4 font-semibold text-green-900">
            Done: we will not ask you for a review again.
          </p>
        ) : (
          <Form method="post" className="space-y-4">
            <p>We ask for a review once after a visit at most, and never more than once in six months.</p>
            <button
              type="submit"
              className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
            >
              No more review requests
            </button>
          </Form>
        )}
      </Container>
    </>
  );
}
export function ErrorBoundary() {
  return <RouteError notFound="page" />;
}
