import type { AppointmentWords } from "#app/content/i18n/en";
import { fill } from "#app/content/i18n/fill";
import type { AppointmentPage } from "./route.server";

/** What the visit is: when, its status, and what it is about. */
export function AppointmentDetails({ page, words }: { page: AppointmentPage; words: AppointmentWords["details"] }) {
  const rows: Array<[string, string]> = [
    [words.when, page.visit],
    // Under way, the visit's step above says where it stands; a second status would contradict it.
    ...(page.statusText ? [[words.status, page.statusText] as [string, string]] : []),
    [words.refrigerator, `${page.brand}${page.model ? fill(words.model, { model: page.model }) : ""}`],
    [words.issue, page.issue],
    [words.address, page.address],
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
