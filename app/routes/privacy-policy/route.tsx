import type { Route } from "./+types/route";
import { privacyPolicy } from "#app/content/legal";
import { privacyPolicyCopy } from "#app/content/page-copy/privacy-policy";
import { pageMeta } from "#app/lib/seo";
import { LegalPage } from "#app/components/sections/legal-page";

export const loader = () => ({ document: privacyPolicy });

export const meta: Route.MetaFunction = () => pageMeta({ ...privacyPolicyCopy, path: "/privacy-policy" });

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return <LegalPage title={privacyPolicyCopy.title} path="/privacy-policy" document={loaderData.document} />;
}
