import type { ReactNode } from "react";
import { Link } from "react-router";
import { business } from "#app/content/business";
import { ButtonLink, CallButton } from "#app/components/ui/button-link";
import { Icon } from "#app/components/ui/icon";
import { useSiteFacts } from "#app/components/site-facts";

/** Detail pages' sidebar: book or call, plus the promises every repair comes with. */
export function BookingSidebar({ children, onBookingPage = false }: { children?: ReactNode; onBookingPage?: boolean }) {
  const facts = useSiteFacts();
  return (
    <aside className="space-y-6 lg:sticky lg:top-32 lg:self-start" aria-label="Book a repair">
      {children}
      <div className="rounded-xl bg-brand-900 p-6 text-white">
        {/* Beside the booking form, a "Book Online" box would send the visitor to the page they are on. */}
        <h2 className="text-xl font-bold">{onBookingPage ? "Rather call?" : "Schedule a repair"}</h2>
        <p className="mt-2 text-brand-100">Same-day or next-day service across Tampa Bay.</p>
        <div className="mt-4 flex flex-col gap-3">
          {!onBookingPage && <ButtonLink to="/book">Book Online</ButtonLink>}
          <CallButton line={facts.phones.main} variant="light" />
        </div>
      </div>
      <div className="rounded-xl border border-slate-200 p-6">
        <h2 className="text-lg font-bold text-brand-900">Every repair includes</h2>
        <ul className="mt-3 space-y-2 text-slate-700">
          <li className="flex gap-2">
            <Icon name="shield-check" className="size-5 shrink-0 text-brand-600" />
            {business.warrantyDays}-day repair warranty (repair/parts)
          </li>
          <li className="flex gap-2">
            <Icon name="badge-dollar-sign" className="size-5 shrink-0 text-brand-600" />
            Diagnostic fee credited toward the repair
          </li>
          <li className="flex gap-2">
            <Icon name="badge-check" className="size-5 shrink-0 text-brand-600" />
            EPA 608 certified, licensed & insured technicians
          </li>
          <li className="flex gap-2">
            <Icon name="credit-card" className="size-5 shrink-0 text-brand-600" />
            {business.paymentNote}
          </li>
        </ul>
      </div>
      <p className="text-slate-700">
        Power out, or a surge?{" "}
        <Link to="/storm" className="font-semibold text-brand-700 underline">
          How long food keeps, and what to check
        </Link>
        .
      </p>
    </aside>
  );
}
