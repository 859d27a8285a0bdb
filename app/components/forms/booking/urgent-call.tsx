import { telHref } from "#app/lib/phone";
import { Icon } from "#app/components/ui/icon";
import { useSiteFacts } from "#app/components/site-facts";
import { useUi } from "#app/components/i18n";
import { fill } from "#app/content/i18n/fill";

/**
 * Food or medicine at risk: say so plainly and put the emergency line first; the booking still
 * goes through (marked Urgent, or Medicine, which goes before it).
 */
export function UrgentCall({ earliest, reason = "food" }: { earliest?: string; reason?: "food" | "medicine" }) {
  const facts = useSiteFacts();
  const words = useUi().bookingForm.urgent;
  return (
    <div className="rounded-xl border-2 border-red-700 bg-red-50 p-4 sm:p-5" data-urgent-call={reason}>
      <p className="font-bold text-red-900">{words[reason].title}</p>
      <p className="mt-1 text-red-900">{words[reason].text}</p>
      <a
        href={telHref(facts.phones.emergency)}
        className="mt-3 flex items-center justify-center gap-2 rounded-lg bg-red-700 px-4 py-3 text-lg font-bold text-white hover:bg-red-800"
      >
        <Icon name="phone" />
        {fill(words.call, { phone: facts.phones.emergency.display })}
      </a>
      {earliest && <p className="mt-3 text-red-900">{fill(words.earliest, { earliest })}</p>}
    </div>
  );
}
