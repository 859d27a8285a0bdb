import { CallButton } from "#app/components/ui/button-link";
import { Icon } from "#app/components/ui/icon";
import { useSiteFacts } from "#app/components/site-facts";

/** Emergency call box: the secondary line (DECISIONS: testimonials CTA and emergency box). */
export function EmergencyBox() {
  const facts = useSiteFacts();
  return (
    <section className="rounded-xl border-2 border-red-700 bg-red-50 p-6">
      <h2 className="flex items-center gap-2 text-xl font-bold text-red-900">
        <Icon name="triangle-alert" className="size-6" />
        Refrigerator Emergency?
      </h2>
      <p className="mt-2 text-slate-800">
        Food spoiling or water on the floor? Call our emergency line; Sunday service is for emergencies only.
      </p>
      <CallButton line={facts.phones.emergency} variant="secondary" className="mt-4 w-full" />
    </section>
  );
}
