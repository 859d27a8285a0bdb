import { formatCalendarDate } from "#app/lib/dates";
import { groupWeeklyHours, specialHoursLabel } from "#app/settings/hours";
import { useSiteFacts } from "#app/components/site-facts";

/** How many coming special dates (holidays, shorter days) the hours list names. */
const SPECIAL_SHOWN = 3;

/** The weekly hours as the owner set them, then the next special dates ("Closed (Thanksgiving)"). */
export function BusinessHours({ className = "" }: { className?: string }) {
  const { weeklyHours, specialHours } = useSiteFacts();
  const special = specialHours.slice(0, SPECIAL_SHOWN);
  return (
    <div className={className}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {groupWeeklyHours(weeklyHours).map((row) => (
          <div key={row.days} className="contents">
            <dt className="font-medium">{row.days}</dt>
            {/* A time range never breaks inside ("8:00 AM - 8:00 / PM"); words like "Emergency Service Only" may. */}
            <dd className={row.opens ? "whitespace-nowrap" : undefined}>{row.label}</dd>
          </div>
        ))}
      </dl>
      {special.length > 0 && (
        <>
          <p className="mt-3 font-medium">Special hours</p>
          <ul className="mt-1 space-y-1" data-special-hours>
            {special.map((day) => (
              <li key={day.date}>
                {formatCalendarDate(day.date)}: {specialHoursLabel(day)}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
