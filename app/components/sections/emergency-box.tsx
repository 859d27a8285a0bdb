import { CallButton } from "#app/components/ui/button-link";
import { Icon } from "#app/components/ui/icon";
import { useSiteFacts } from "#app/components/site-facts";
import { useUi } from "#app/components/i18n";

export interface EmergencyBoxCopy {
  title: string;
  text: string;
}

/** Emergency call box: the secondary line (DECISIONS: testimonials CTA and emergency box). Words: page-copy/contact.ts. */
export function EmergencyBox({ copy }: { copy: EmergencyBoxCopy }) {
  const facts = useSiteFacts();
  const ui = useUi();
  return (
    <section className="rounded-xl border-2 border-red-700 bg-red-50 p-6">
      <h2 className="flex items-center gap-2 text-xl font-bold text-red-900">
        <Icon name="triangle-alert" className="size-6" />
        {copy.title}
      </h2>
      <p className="mt-2 text-slate-800">{copy.text}</p>
      <CallButton line={facts.phones.emergency} variant="secondary" className="mt-4 w-full" label={ui.call} />
    </section>
  );
}
