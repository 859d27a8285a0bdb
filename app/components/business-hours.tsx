import { Fragment } from "react";
import { formatCalendarDateIn, formatClockIn } from "#app/lib/locale-format";
import { groupWeeklyHours, specialHoursLabel } from "#app/settings/hours";
import { useSiteFacts } from "#app/components/site-facts";
import { useLang, useUi } from "#app/components/i18n";
import type { Dictionary, UiWords } from "#app/content/i18n/en";
import type { Lang } from "#app/content/i18n/lang";

type Hours = { opens: string | null; closes: string | null };

/** A row's or special date's hours in the page's language; English keeps hours.ts's own words. */
function hoursIn(lang: Lang, ui: UiWords, day: Hours, english: string, closed: string): string {
  if (lang === "en") return english;
  return day.opens !== null && day.closes !== null
    ? `${formatClockIn(lang, day.opens)} - ${formatClockIn(lang, day.closes)}`
    : closed;
}

/** How many coming special dates (holidays, shorter days) the hours list names. */
const SPECIAL_SHOWN = 3;

/** The weekly hours as the owner set them, then the next special dates ("Closed (Thanksgiving)"). */
export function BusinessHours({ className = "" }: { className?: string }) {
  const { weeklyHours, specialHours } = useSiteFacts();
  const ui = useUi();
  const lang = useLang();
  const days = (row: { dayOfWeek: Array<keyof Dictionary["hours"]["days"]> }) =>
    row.dayOfWeek.length > 1
      ? `${ui.hours.days[row.dayOfWeek[0]!]} - ${ui.hours.days[row.dayOfWeek.at(-1)!]}`
      : ui.hours.days[row.dayOfWeek[0]!];
  const special = specialHours.slice(0, SPECIAL_SHOWN);
  return (
    <div className={className}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {groupWeeklyHours(weeklyHours).map((row) => (
          <div key={row.days} className="contents">
            <dt className="font-medium">{days(row)}</dt>
            {/* A time range never breaks inside a time ("8:00 AM - 8:00 / PM"); words like "Emergency
                Service Only" may. Spanish times are longer ("8:00 a.m. - 8:00 p.m."): at 320 px beside
                "Lunes - Viernes" the range breaks after its dash. */}
            {row.opens && lang !== "en" ? (
              <dd>
                {hoursIn(lang, ui, row, row.label, ui.hours.closedDay)
                  .split(" - ")
                  .map((time, index, times) => (
                    <Fragment key={time}>
                      {index > 0 && " "}
                      <span className="whitespace-nowrap">{index < times.length - 1 ? `${time} -` : time}</span>
                    </Fragment>
                  ))}
              </dd>
            ) : (
              <dd className={row.opens ? "whitespace-nowrap" : undefined}>
                {hoursIn(lang, ui, row, row.label, ui.hours.closedDay)}
              </dd>
            )}
          </div>
        ))}
      </dl>
      {special.length > 0 && (
        <>
          <p className="mt-3 font-medium">{ui.footer.specialHours}</p>
          <ul className="mt-1 space-y-1" data-special-hours>
            {special.map((day) => (
              <li key={day.date}>
                {formatCalendarDateIn(lang, day.date)}:{" "}
                {lang === "en"
                  ? specialHoursLabel(day)
                  : `${hoursIn(lang, ui, day, "", ui.hours.closed)}${day.note ? ` (${day.note})` : ""}`}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
