import { useEffect } from "react";
import { useFetcher } from "react-router";
import { isCalendarDate } from "#app/lib/dates";
import type { AvailabilityView } from "#app/scheduling/availability";
import type { Lang } from "#app/content/i18n/lang";

/**
 * With JavaScript: the windows of `date` as /availability reports them, refreshed whenever the
 * date changes. Undefined until known (or for an empty date): the form then offers every window,
 * and the server has the last word when it is sent.
 */
export function useAvailability(date: string | undefined, lang: Lang = "en"): AvailabilityView | undefined {
  const fetcher = useFetcher<AvailabilityView | { error: string }>();
  const { load } = fetcher;
  useEffect(() => {
    if (date && isCalendarDate(date)) void load(`/availability?date=${date}${lang === "en" ? "" : `&lang=${lang}`}`);
  }, [date, lang, load]);
  const result = fetcher.data;
  return result && "windows" in result && result.date === date ? result : undefined;
}
