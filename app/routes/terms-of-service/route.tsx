import type { Route } from "./+types/route";
import { termsOfService } from "#app/content/legal";
import { pageMeta } from "#app/lib/seo";
import { LegalPage } from "#app/components/sections/legal-page";
import { termsOfServiceCopy } from "#app/content/page-copy/terms-of-service";

export const loader = () => ({ document: termsOfService });

export const meta: Route.MetaFunction = () => pageMeta({ ...termsOfServiceCopy, path: "/terms-of-service" });

export default function TermsOfService({ loaderData }: Route.ComponentProps) {
  return <LegalPage title={termsOfServiceCopy.title} path="/terms-of-service" document={loaderData.document} />;
}
