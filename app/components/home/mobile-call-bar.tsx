import { telHref } from "#app/lib/phone";
import { Icon } from "#app/components/ui/icon";
import { useSiteFacts } from "#app/components/site-facts";

/**
 * Home page, small screens only (below 768 px): a call button fixed to the bottom edge. Its
 * data-call-bar attribute makes the page reserve the bar's height below the footer and keep
 * focused or scrolled-to controls above it (app.css), so it covers nothing.
 */
export function MobileCallBar({ label }: { label: string }) {
  const facts = useSiteFacts();
  return (
    <div data-call-bar className="fixed inset-x-0 bottom-0 z-30 border-t border-brand-800 bg-brand-900 p-2 md:hidden">
      <a
        href={telHref(facts.phones.main)}
        className="flex items-center justify-center gap-2 rounded-lg bg-accent-400 py-3 text-lg font-bold text-slate-900"
      >
        <Icon name="phone" />
        {label} {facts.phones.main.display}
      </a>
    </div>
  );
}
