import { telHref } from "#app/lib/phone";
import { Icon } from "#app/components/ui/icon";
import { useSiteFacts } from "#app/components/site-facts";

const REASONS = {
  food: {
    title: "Food at risk? Don't wait for a window: call us now.",
    text: "A closed refrigerator keeps food safe for about 4 hours. Our emergency line answers every day.",
  },
  medicine: {
    title: "Medicine that must stay cold? Call our emergency line now.",
    text: "Move the medicine to a cooler with ice meanwhile, and ask your pharmacist before using medicine that got warm. Your visit goes first.",
  },
} as const;

/**
 * Food or medicine at risk: say so plainly and put the emergency line first; the booking still
 * goes through (marked Urgent, or Medicine, which goes before it).
 */
export function UrgentCall({ earliest, reason = "food" }: { earliest?: string; reason?: keyof typeof REASONS }) {
  const facts = useSiteFacts();
  return (
    <div className="rounded-xl border-2 border-red-700 bg-red-50 p-4 sm:p-5" data-urgent-call={reason}>
      <p className="font-bold text-red-900">{REASONS[reason].title}</p>
      <p className="mt-1 text-red-900">{REASONS[reason].text}</p>
      <a
        href={telHref(facts.phones.emergency)}
        className="mt-3 flex items-center justify-center gap-2 rounded-lg bg-red-700 px-4 py-3 text-lg font-bold text-white hover:bg-red-800"
      >
        <Icon name="phone" />
        Call {facts.phones.emergency.display}
      </a>
      {earliest && <p className="mt-3 text-red-900">Or book below: the earliest window with room is {earliest}.</p>}
    </div>
  );
}
