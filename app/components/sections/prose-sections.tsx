import type { ContentSection } from "#app/content/types";

/** Detail-page body text: h2 per section, plain paragraphs (escaped by React, never raw HTML), about 75 characters a line. */
export function ProseSections({ sections }: { sections: ContentSection[] }) {
  return (
    <div className="space-y-8">
      {sections.map((section) => (
        <section key={section.heading}>
          <h2 className="text-2xl font-bold text-brand-900">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className="mt-3 max-w-prose leading-relaxed text-slate-700">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </div>
  );
}
