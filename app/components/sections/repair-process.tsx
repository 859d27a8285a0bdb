import type { Service } from "#app/content/types";

/** A service's five repair steps under `title` (page-copy/service-detail.ts, "Our repair process"). */
export function RepairProcess({ title, steps }: { title: string; steps: Service["repairProcess"] }) {
  return (
    <section>
      <h2 className="text-xl font-bold text-brand-900">{title}</h2>
      <ol className="mt-4 space-y-4">
        {steps.map((step, i) => (
          <li key={step.title} className="flex gap-4">
            <span
              className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-600 font-bold text-white"
              aria-hidden="true"
            >
              {i + 1}
            </span>
            <div>
              <h3 className="font-semibold text-brand-900">{step.title}</h3>
              <p className="text-slate-700">{step.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
