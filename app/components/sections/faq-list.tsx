import type { FaqItem } from "#app/content/types";
import { faqJsonLd } from "#app/lib/structured-data";
import { JsonLd } from "#app/components/json-ld";

/** Questions as native <details>: keyboard and screen-reader friendly, works without JavaScript. */
export function FaqList({ items }: { items: FaqItem[] }) {
  return (
    <div className="mx-auto max-w-3xl divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {items.map((item) => (
        <details key={item.question} className="group p-5">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-brand-900">
            <h3>{item.question}</h3>
            <span aria-hidden="true" className="text-2xl text-brand-600 transition-transform group-open:rotate-45">
              +
            </span>
          </summary>
          <p className="mt-3 max-w-prose text-slate-700">{item.answer}</p>
        </details>
      ))}
      <JsonLd data={faqJsonLd(items)} />
    </div>
  );
}
