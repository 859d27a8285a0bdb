import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/max";

/**
 * Countries of the North American plan a text may go to: the United States and its territories,
 * and Canada. The Caribbean members of the plan are +1 numbers too, but international-rate ones,
 * the usual target of SMS pumping; a customer of a Tampa Bay repair shop has none of them.
 */
const TEXTABLE_COUNTRIES = new Set<CountryCode>(["US", "PR", "VI", "GU", "AS", "MP", "CA"]);

/**
 * The number a text may go to, in E.164, or undefined: only valid numbers of the North American
 * plan (+1), as libphonenumber's metadata knows them (DECISIONS "Texts": against SMS pumping, no
 * foreign or premium-rate numbers). "(813) 555-0100" and "+1 813 555 0100" are +18135550100.
 */
export function textableNumber(typed: string): string | undefined {
  const parsed = parsePhoneNumberFromString(typed.trim(), "US");
  if (!parsed || parsed.countryCallingCode !== "1" || !parsed.isValid()) return undefined;
  if (!parsed.country || !TEXTABLE_COUNTRIES.has(parsed.country)) return undefined;
  const type = parsed.getType();
  if (type === "PREMIUM_RATE" || type === "SHARED_COST" || type === "PERSONAL_NUMBER") return undefined;
  return parsed.number;
}
