import { business } from "~/content/business";
import { telHref } from "~/lib/phone";
import { Icon } from "~/components/ui/icon";

/**
 * Home page, small screens only (below 768 px): a call button fixed to the bottom edge. The page
 * reserves the bar's height at the bottom (pb-16 md:pb-0 on the wrapper) so it hides nothing.
 */
export function MobileCallBar() {
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-t border-brand-800 bg-brand-900 p-2 md:hidden">
      <a
        href={telHref(business.phones.main)}
        className="flex items-center justify-center gap-2 rounded-lg bg-accent-400 py-3 text-lg font-bold text-slate-900"
      >
        <Icon name="phone" />
        Call Now {business.phones.main.display}
      </a>
    </div>
  );
}
