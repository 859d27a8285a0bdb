import type { Route } from "./+types/terms-of-service";
import { termsOfService } from "~/content/legal";
import { pageMeta } from "~/lib/seo";
import { LegalPage } from "~/components/sections/legal-page";

export const loader = () => ({ document: termsOfService });

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Terms of Service",
    description: "Estimates, diagnostic fees, our 90-day repair warranty, payment and appointment terms for refrigerator repair service in Tampa Bay.",
    path: "/terms-of-service",
  });

export default function TermsOfService({ loaderData }: Route.ComponentProps) {
  return <LegalPage title="Terms of Service" path="/terms-of-service" document={loaderData.document} />;
}
