import { business } from "#app/content/business";

export function BusinessHours({ className = "" }: { className?: string }) {
  return (
    <dl className={`grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 ${className}`}>
      {business.hours.map((row) => (
        <div key={row.days} className="contents">
          <dt className="font-medium">{row.days}</dt>
          {/* A time range never breaks inside ("8:00 AM - 8:00 / PM"); words like "Emergency Service Only" may. */}
          <dd className={row.opens ? "whitespace-nowrap" : undefined}>{row.label}</dd>
        </div>
      ))}
    </dl>
  );
}
