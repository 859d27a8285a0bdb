import { Suspense } from "react";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { MAX_MULTIPART_BYTES } from "#app/photos/limits";
import type { Route } from "./+types/route";
import { langOf } from "#app/content/i18n/lang";
import { copyIn } from "#app/content/page-copy/copy.server";
import { gridBrands } from "#app/content/brands";
import { handleBookingPost } from "./route.server";
import { submitWithDelay } from "#app/forms/submission";
import { todayInBusinessZone } from "#app/lib/dates";
import { leadSourceOfLanding } from "#app/requests/lead-source";
import { pageMeta } from "#app/lib/seo";
import { BookingWizard } from "#app/components/forms/booking/booking-wizard";
import { PageHero } from "#app/components/page-hero";
import { BookingSidebar } from "#app/components/sections/booking-sidebar";
import { Container } from "#app/components/ui/container";
import { ToastProvider } from "#app/components/ui/toast";
import { clientOf } from "#app/lib/edge-context";
import { useUi } from "#app/components/i18n";

export function loader({ request }: Route.LoaderArgs) {
  const lang = langOf(request);
  return {
    lang,
    copy: copyIn("book", lang),
    brandNames: gridBrands.map((b) => b.name),
    today: todayInBusinessZone(),
    source: leadSourceOfLanding(new URL(request.url), request.headers.get("referer")),
  };
}

// Photos come as multipart bodies (up to 3 of 15 MB); every other body stays within 64 KiB.
export const handle = { maxMultipartBytes: MAX_MULTIPART_BYTES };

export const action = ({ request, context }: Route.ActionArgs) => handleBookingPost(request, clientOf(context));

// A refused submission's headers (Retry-After on a 429) reach the browser with the page.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => submitWithDelay(serverAction);

/** Moving between the wizard's steps (/book?step=2) changes the address only: nothing to reload. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod || currentUrl.pathname !== nextUrl.pathname ? defaultShouldRevalidate : false;
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta({ ...loaderData.copy.meta, path: "/book", lang: loaderData.lang }) : [];

export default function Book({ loaderData, actionData }: Route.ComponentProps) {
  const ui = useUi();
  return (
    // Toasts are only raised by the form, so only the form pages carry the toast region.
    <ToastProvider>
      <PageHero
        title={loaderData.copy.hero.title}
        lead={loaderData.copy.hero.lead}
        crumbs={[{ to: "/book", label: loaderData.copy.hero.title }]}
      />
      {/* grid-cols-1 (minmax(0, 1fr)), not an auto column: the wizard must shrink to a 320 px screen. */}
      <Container className="grid grid-cols-1 gap-10 py-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section
          aria-label={ui.bookingForm.sectionLabel}
          className="rounded-xl border border-slate-200 p-4 shadow-sm sm:p-8"
        >
          {/* Its own Suspense boundary: hydrated as a separate unit of work (0008-hydrate-after-paint.md). */}
          <Suspense>
            <BookingWizard
              brandNames={loaderData.brandNames}
              today={loaderData.today}
              serverResult={actionData}
              source={loaderData.source}
            />
          </Suspense>
        </section>
        <Suspense>
          <BookingSidebar onBookingPage />
        </Suspense>
      </Container>
    </ToastProvider>
  );
}
