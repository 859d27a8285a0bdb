import type { ReactNode } from "react";
import { Link } from "react-router";
import { ButtonLink, CallButton } from "#app/components/ui/button-link";
import { Icon } from "#app/components/ui/icon";
import { useSiteFacts } from "#app/components/site-facts";
import { useLocalePath, useUi } from "#app/components/i18n";

/** Detail pages' sidebar: book or call, plus the promises every repair comes with, in the page's language. */
export function BookingSidebar({ children, onBookingPage = false }: { children?: ReactNode; onBookingPage?: boolean }) {
  const facts = useSiteFacts();
  const ui = useUi();
  const copy = ui.bookingSidebar;
  const localePath = useLocalePath();
  return (
    <aside className="space-y-6 lg:sticky lg:top-32 lg:self-start" aria-label={copy.label}>
      {children}
      <div className="rounded-xl bg-brand-900 p-6 text-white">
        {/* Beside the booking form, a "Book Online" box would send the visitor to the page they are on. */}
        <h2 className="text-xl font-bold">{onBookingPage ? copy.ratherCall : copy.schedule}</h2>
        <p className="mt-2 text-brand-100">{copy.text}</p>
        <div className="mt-4 flex flex-col gap-3">
          {!onBookingPage && <ButtonLink to={localePath("/book")}>{copy.book}</ButtonLink>}
          <CallButton line={facts.phones.main} variant="light" label={ui.call} />
        </div>
      </div>
      <div className="rounded-xl border border-slate-200 p-6">
        <h2 className="text-lg font-bold text-brand-900">{copy.includesTitle}</h2>
        <ul className="mt-3 space-y-2 text-slate-700">
          <li className="flex gap-2">
            <Icon name="shield-check" className="size-5 shrink-0 text-brand-600" />
            {copy.warranty}
          </li>
          <li className="flex gap-2">
            <Icon name="badge-dollar-sign" className="size-5 shrink-0 text-brand-600" />
            {copy.diagnosticCredit}
          </li>
          <li className="flex gap-2">
            <Icon name="badge-check" className="size-5 shrink-0 text-brand-600" />
            {copy.certified}
          </li>
          <li className="flex gap-2">
            <Icon name="credit-card" className="size-5 shrink-0 text-brand-600" />
            {copy.payment}
          </li>
        </ul>
      </div>
      <p className="text-slate-700">
        {copy.stormQuestion}{" "}
        <Link to={localePath("/storm")} className="font-semibold text-brand-700 underline">
          {copy.stormLink}
        </Link>
        .
      </p>
    </aside>
  );
}
