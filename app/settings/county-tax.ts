/**
 * Which sales-tax rate applies to a job (pure; DECISIONS "Sales tax on a repair"): the rate of
 * the job's county whose start date is the latest on or before the day of the work. A change the
 * owner enters with a later date never touches a job completed before it (each job stores the
 * county, rate and tax it was charged).
 */
import { serviceCounties, type CountyTaxRate, type ServiceCounty } from "#app/content/business";

export type { CountyTaxRate, ServiceCounty };
export { serviceCounties };

export const isServiceCounty = (value: unknown): value is ServiceCounty =>
  serviceCounties.includes(value as ServiceCounty);

/** The rate in force in `county` on `isoDate` (YYYY-MM-DD); 0 when none has started yet. */
export function rateInForce(rates: readonly CountyTaxRate[], county: ServiceCounty, isoDate: string): number {
  let best: CountyTaxRate | undefined;
  for (const rate of rates)
    if (rate.county === county && rate.from <= isoDate && (!best || rate.from >= best.from)) best = rate;
  return best?.basisPoints ?? 0;
}

/** "hillsborough-county" (an area page's slug) -> "Hillsborough". */
export function countyOfSlug(slug: string): ServiceCounty | undefined {
  return serviceCounties.find((county) => `${county.toLowerCase()}-county` === slug);
}

/** Rates in the order the settings page lists them: by county as the site names them, then date. */
export function sortedRates(rates: readonly CountyTaxRate[]): CountyTaxRate[] {
  return [...rates].sort(
    (a, b) =>
      serviceCounties.indexOf(a.county) - serviceCounties.indexOf(b.county) ||
      (a.from < b.from ? -1 : a.from > b.from ? 1 : 0),
  );
}
