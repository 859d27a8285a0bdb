import type { Service } from "#app/content/types";

export function RepairProcess({ steps }: { steps: Service["repairProcess"] }) {
  return (
    <section>
      <h2 className="text-xl font-bold text-brand-900">Our repair process</h2>
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
