import type { Route } from "./+types/route";
import { termsOfService } from "#app/content/legal";
import { langOf } from "#app/content/i18n/lang";
import { copyIn } from "#app/content/page-copy/copy.server";
import { pageMeta } from "#app/lib/seo";
import { LegalPage } from "#app/components/sections/legal-page";

// The text is still English under /es too (docs/spanish-progress.md); the title and description are the page's language.
export function loader({ request }: Route.LoaderArgs) {
  const lang = langOf(request);
  return { lang, copy: copyIn("termsOfService", lang), document: termsOfService };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta({ ...loaderData.copy, path: "/terms-of-service", lang: loaderData.lang }) : [];

export default function TermsOfService({ loaderData }: Route.ComponentProps) {
  return <LegalPage title={loaderData.copy.title} path="/terms-of-service" document={loaderData.document} />;
}
