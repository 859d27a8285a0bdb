import type { ShownTestimonial } from "#app/content/types";
import { ButtonLink, CallButton } from "#app/components/ui/button-link";
import { Section } from "#app/components/ui/section";
import { StarRating } from "#app/components/ui/star-rating";
import { useSiteFacts } from "#app/components/site-facts";
import type { HomeCopy } from "#app/content/page-copy/home";
import { useLocalePath } from "#app/components/i18n";
import { fill } from "#app/content/i18n/fill";

export function Testimonials({
  testimonials,
  copy,
}: {
  testimonials: ShownTestimonial[];
  copy: HomeCopy["testimonials"];
}) {
  const facts = useSiteFacts();
  const localePath = useLocalePath();
  return (
    <Section id="testimonials" title={copy.title} tone="tint">
      <ul className="grid gap-6 md:grid-cols-2">
        {testimonials.map((t) => (
          <li key={t.name}>
            <figure className="h-full rounded-xl bg-white p-6 shadow-sm">
              <StarRating rating={t.rating} label={fill(copy.rated, { rating: t.rating })} />
              <blockquote className="mt-3 text-slate-800">&ldquo;{t.text}&rdquo;</blockquote>
              {t.translated && <p className="mt-1 text-sm text-slate-600">{copy.translated}</p>}
              <figcaption className="mt-4 font-semibold text-brand-900">
                {t.name} <span className="font-normal text-slate-600">&middot; {t.location}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-col items-center gap-3 text-center">
        <p className="text-lg font-semibold text-brand-900">{copy.ready}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <ButtonLink to={localePath("/book")}>{copy.book}</ButtonLink>
          <CallButton line={facts.phones.emergency} label={copy.call} />
        </div>
      </div>
    </Section>
  );
}
