import type { Route } from "./+types/admin";
import { handleAdminPost, loadInbox } from "~/admin/inbox.server";
import { business } from "~/content/business";
import { Locked, Notice, SignIn, SignOut } from "~/components/admin/auth";
import { Inbox } from "~/components/admin/inbox";
import { Container } from "~/components/ui/container";

/**
 * The staff inbox (not linked from the site, not in the sitemap, noindex everywhere). Signed
 * out it is a password form; signed in, bookings and messages newest first with a status each.
 * Every form here is a plain POST to /admin, so it works with or without JavaScript.
 */

export const loader = ({ request }: Route.LoaderArgs) => loadInbox(request);
export const action = ({ request, context }: Route.ActionArgs) => handleAdminPost(request, context);

// Staff data must not linger in a browser or proxy cache (entry.server would say no-cache).
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = () => [
  { title: `Staff inbox | ${business.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function Admin({ loaderData, actionData }: Route.ComponentProps) {
  const error = actionData?.error;
  return (
    <Container className="py-12">
      {loaderData.state === "locked" && <Locked />}
      {loaderData.state === "signed-out" && <SignIn error={error ?? loaderData.warning} />}
      {loaderData.state === "db-error" && (
        <Notice title="Staff inbox">
          <p role="alert">
            The database is not reachable right now, so requests cannot be shown. The server log has the details; try
            again in a minute.
          </p>
          <SignOut />
        </Notice>
      )}
      {loaderData.state === "inbox" && (
        <Inbox
          bookings={loaderData.bookings}
          messages={loaderData.messages}
          counts={loaderData.counts}
          limit={loaderData.limit}
          statuses={loaderData.statuses}
          error={error}
        />
      )}
    </Container>
  );
}
