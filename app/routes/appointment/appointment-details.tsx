import type { AppointmentPage } from "./route.server";

/** What the visit is: when, its status, and what it is about. */
export function AppointmentDetails({ page }: { page: AppointmentPage }) {
  const rows: Array<[string, string]> = [
    ["When", page.visit],
    // Under way, the visit's step above says where it stands; a second status would contradict it.
    ...(page.statusText ? [["Status", page.statusText] as [string, string]] : []),
    ["Refrigerator", `${page.brand}${page.model ? `, model ${page.model}` : ""}`],
    ["Issue", page.issue],
    ["Address", page.address],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-slate-800">{label}</dt>
          <dd className="break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
