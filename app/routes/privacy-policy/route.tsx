import type { Route } from "./+types/route";
import { legalDocuments } from "#app/content/legal";
import { langOf } from "#app/content/i18n/lang";
import { copyIn } from "#app/content/page-copy/copy.server";
import { pageMeta } from "#app/lib/seo";
import { LegalPage } from "#app/components/sections/legal-page";

// The page's language's title, description and text (content/legal.ts holds both languages' text).
export function loader({ request }: Route.LoaderArgs) {
  const lang = langOf(request);
  return { lang, copy: copyIn("privacyPolicy", lang), document: legalDocuments.privacyPolicy[lang] };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        title: loaderData.copy.title,
        description: loaderData.copy.description,
        path: "/privacy-policy",
        lang: loaderData.lang,
      })
    : [];

export default function PrivacyPolicy({ loaderData: { copy, document: text } }: Route.ComponentProps) {
  return <LegalPage title={copy.title} updatedLabel={copy.updated} path="/privacy-policy" document={text} />;
}
