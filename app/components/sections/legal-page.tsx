import type { LegalDocument } from "#app/content/legal";
import { formatCalendarDateIn } from "#app/lib/locale-format";
import { PageHero } from "#app/components/page-hero";
import { Container } from "#app/components/ui/container";
import { useLang } from "#app/components/i18n";
import { ProseSections } from "./prose-sections";

/**
 * Privacy policy and terms of service share one layout. The text comes in the page's language
 * from its loader (content/legal.ts); `updatedLabel` ("Last updated") from its page copy.
 */
export function LegalPage({
  title,
  updatedLabel,
  path,
  document,
}: {
  title: string;
  updatedLabel: string;
  path: string;
  document: LegalDocument;
}) {
  const lang = useLang();
  return (
    <>
      <PageHero title={title} crumbs={[{ to: path, label: title }]} />
      <Container className="py-12">
        {/* About 75 characters a line: long text stays readable on wide screens. */}
        <div className="max-w-prose">
          <p className="text-sm text-slate-600">
            {updatedLabel} {formatCalendarDateIn(lang, document.updated)}
          </p>
          <p className="mt-4 text-lg leading-relaxed text-slate-700">{document.intro}</p>
          <div className="mt-8">
            <ProseSections sections={document.sections} />
          </div>
        </div>
      </Container>
    </>
  );
}
