import type { ContentSection } from "#app/content/types";
import { formatCalendarDate } from "#app/lib/dates";
import { PageHero } from "#app/components/page-hero";
import { Container } from "#app/components/ui/container";
import { ProseSections } from "./prose-sections";

export interface LegalDocument {
  updated: string;
  intro: string;
  sections: ContentSection[];
}

/** Privacy policy and terms of service share one layout. */
export function LegalPage({ title, path, document }: { title: string; path: string; document: LegalDocument }) {
  return (
    <>
      <PageHero title={title} crumbs={[{ to: path, label: title }]} />
      <Container className="py-12">
        {/* About 75 characters a line: long text stays readable on wide screens. */}
        <div className="max-w-prose">
          <p className="text-sm text-slate-600">Last updated {formatCalendarDate(document.updated)}</p>
          <p className="mt-4 text-lg leading-relaxed text-slate-700">{document.intro}</p>
          <div className="mt-8">
            <ProseSections sections={document.sections} />
          </div>
        </div>
      </Container>
    </>
  );
}
