import { Link } from "react-router";
import type { Service } from "#app/content/types";
import { cardGridColumns } from "#app/components/ui/card-grid";
import { Icon } from "#app/components/ui/icon";
import { useLocalePath, useUi } from "#app/components/i18n";

export type ServiceCardData = Pick<Service, "slug" | "title" | "icon" | "description"> &
  Partial<Pick<Service, "commonIssues" | "priceRange">>;

/** A grid of service cards, each linking to /services/:slug. Lists common issues when given. */
export function ServiceCards({ services }: { services: ServiceCardData[] }) {
  const ui = useUi();
  const localePath = useLocalePath();
  return (
    <ul className={`grid gap-6 ${cardGridColumns(services.length)}`}>
      {services.map((service) => (
        <li key={service.slug} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <span className="mb-4 grid size-12 place-items-center rounded-lg bg-brand-100 text-brand-700">
            <Icon name={service.icon} className="size-6" />
          </span>
          <h3 className="text-xl font-semibold text-brand-900">{service.title}</h3>
          <p className="mt-2 text-slate-700">{service.description}</p>
          {service.commonIssues && (
            <ul className="mt-4 space-y-1 text-sm text-slate-700">
              {service.commonIssues.map((issue) => (
                <li key={issue} className="flex gap-2">
                  <Icon name="check" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                  {issue}
                </li>
              ))}
            </ul>
          )}
          {service.priceRange && (
            <p className="mt-4 text-sm text-slate-700" data-price>
              {ui.serviceCard.typicalCost} <span className="font-semibold text-brand-900">{service.priceRange}</span>
            </p>
          )}
          <Link
            to={localePath(`/services/${service.slug}`)}
            className="mt-auto inline-flex items-center gap-1 pt-4 font-semibold text-brand-700 hover:underline"
          >
            {ui.serviceCard.learnMore}
            <span className="sr-only">
              {" "}
              {ui.serviceCard.about} {service.title}
            </span>
            <Icon name="arrow-right" className="size-4" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
