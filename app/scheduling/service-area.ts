/**
 * The service area by ZIP code (DECISIONS "Appointments are real"): Hillsborough, Pinellas,
 * Pasco and Hernando counties, from the ZIP list prepared at build time. Small and pure, so the
 * booking wizard runs the same check in the browser when the ZIP field is left.
 */
import { business, countyList } from "#app/content/business";
import { servedZipsByCounty, type CountySlug } from "./service-area-zips.generated";

export type { CountySlug };

const countyOfZip = new Map<string, CountySlug>(
  (Object.entries(servedZipsByCounty) as Array<[CountySlug, readonly string[]]>).flatMap(([slug, zips]) =>
    zips.map((zip) => [zip, slug] as const),
  ),
);

/** "33606" or "33606-1234" -> the county it is served under; anything else -> undefined. */
export function servedCountyOfZip(zip: string): CountySlug | undefined {
  const match = /^(\d{5})(?:-\d{4})?$/.exec(zip.trim());
  return match ? countyOfZip.get(match[1]!) : undefined;
}

/** The reason shown on the ZIP field when it is outside the area; `mainPhone`: the owner's main line as shown. */
export function outsideAreaMessage(zip: string, mainPhone: string = business.phones.main.display): string {
  return (
    `Sorry, we don't serve ZIP code ${zip.trim()}. We cover ${countyList()} counties; ` +
    `call ${mainPhone} and we'll help if we can.`
  );
}
