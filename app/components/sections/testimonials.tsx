import type { Testimonial } from "#app/content/types";
import { ButtonLink, CallButton } from "#app/components/ui/button-link";
import { Section } from "#app/components/ui/section";
import { StarRating } from "#app/components/ui/star-rating";
import { useSiteFacts } from "#app/components/site-facts";

export function Testimonials({ testimonials }: { testimonials: Testimonial[] }) {
  const facts = useSiteFacts();
  return (
    <Section id="testimonials" title="What Our Customers Say" tone="tint">
      <ul className="grid gap-6 md:grid-cols-2">
        {testimonials.map((t) => (
          <li key={t.name}>
            <figure className="h-full rounded-xl bg-white p-6 shadow-sm">
              <StarRating rating={t.rating} />
              <blockquote className="mt-3 text-slate-800">&ldquo;{t.text}&rdquo;</blockquote>
              <figcaption className="mt-4 font-semibold text-brand-900">
                {t.name} <span className="font-normal text-slate-600">&middot; {t.location}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-col items-center gap-3 text-center">
        <p className="text-lg font-semibold text-brand-900">Ready to join our satisfied customers?</p>
        <div className="flex flex-wrap justify-center gap-3">
          <ButtonLink to="/book">Book Your Repair</ButtonLink>
          <CallButton line={facts.phones.emergency} />
        </div>
      </div>
    </Section>
  );
}
