import { Link } from "react-router";
import { useLocalePath, useUi } from "#app/components/i18n";
import { fill } from "#app/content/i18n/fill";
import { buttonClass, PhoneLink } from "#app/components/ui/button-link";
import { Icon } from "#app/components/ui/icon";
import { useSiteFacts } from "#app/components/site-facts";
import { StormWhileYouWait } from "#app/components/sections/storm-while-you-wait";
import { UrgentCall } from "./urgent-call";

/**
 * Step 4 (SPEC §4, §8): the confirmation screen, with the window the server gave (for "First
 * Available", the earliest with room) and the link to the visitor's appointment page.
 */
export function BookingConfirmation({
  summary,
  headingRef,
  autoFocus,
}: {
  summary?: Record<string, string>;
  headingRef?: React.Ref<HTMLHeadingElement>;
  autoFocus?: boolean;
}) {
  const facts = useSiteFacts();
  const words = useUi().bookingForm.confirmation;
  const localePath = useLocalePath();
  if (summary?.waitlist === "yes")
    return <WaitlistConfirmation summary={summary} headingRef={headingRef} autoFocus={autoFocus} />;
  return (
    <div className="space-y-6">
      {/* Medicine that must stay cold: the emergency line comes before everything else. */}
      {summary?.medicine === "yes" && <UrgentCall reason="medicine" />}
      <div
        className="scroll-mt-4 rounded-xl border border-green-700 bg-green-50 p-6 text-center sm:p-8"
        data-testid="booking-confirmation"
      >
        <Icon name="circle-check" className="mx-auto size-16 text-green-700" />
        <h2
          ref={headingRef}
          data-step-heading
          tabIndex={-1}
          autoFocus={autoFocus}
          className="mt-4 text-2xl font-bold text-green-900 focus:outline-none"
        >
          {summary?.title}
        </h2>
        {summary?.urgent === "yes" && (
          <p className="mt-3 rounded-lg border-2 border-red-700 bg-white p-4 text-lg font-semibold text-red-900">
            {words.foodAtRisk} <PhoneLink line={facts.phones.emergency} className="whitespace-nowrap underline" />
            {words.answersEveryDay}
          </p>
        )}
        <p className="mt-3 text-lg text-slate-800">{words.willContact}</p>
        {summary?.date && (
          <dl className="mx-auto mt-6 grid max-w-sm grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-left">
            <dt className="font-semibold">{words.date}</dt>
            <dd>{summary.date}</dd>
            <dt className="font-semibold">{words.window}</dt>
            <dd>
              {summary.time}
              {summary.asked === "First Available" && words.firstAvailable}
            </dd>
          </dl>
        )}
        {summary?.appointment && (
          <p className="mt-6">
            <Link to={summary.appointment} className="font-semibold text-brand-700 underline">
              {words.seeMove}
            </Link>
            <span className="block text-sm text-slate-700">{words.keepLink}</span>
          </p>
        )}
        <StormWhileYouWait className="mt-6 text-left" />
        <p className="mt-6 text-slate-700">
          {words.sooner}{" "}
          <PhoneLink
            line={summary?.urgent === "yes" || summary?.medicine === "yes" ? facts.phones.emergency : facts.phones.main}
            className="text-brand-700 underline"
          />
          .
        </p>
        <Link to={localePath("/")} className={buttonClass("secondary", "mt-6")}>
          {words.home}
        </Link>
      </div>
    </div>
  );
}

/** Joined a full window's waitlist (DECISIONS "Storm mode and the waitlist"): the place in line and its link. */
function WaitlistConfirmation({
  summary,
  headingRef,
  autoFocus,
}: {
  summary: Record<string, string>;
  headingRef?: React.Ref<HTMLHeadingElement>;
  autoFocus?: boolean;
}) {
  const facts = useSiteFacts();
  const words = useUi().bookingForm.confirmation;
  const sooner = summary.medicine === "yes" ? facts.phones.emergency : facts.phones.main;
  return (
    <div className="space-y-6">
      {summary.medicine === "yes" && <UrgentCall reason="medicine" />}
      <div
        className="rounded-xl border border-brand-700 bg-brand-50 p-6 text-center sm:p-8"
        data-testid="waitlist-confirmation"
      >
        <Icon name="clock" className="mx-auto size-16 text-brand-700" />
        <h2
          ref={headingRef}
          data-step-heading
          tabIndex={-1}
          autoFocus={autoFocus}
          className="mt-4 text-2xl font-bold text-slate-900 focus:outline-none"
        >
          {words.waitlistTitle}
        </h2>
        <p className="mt-3 text-lg text-slate-800">
          {fill(words.waitlistText, { place: summary.place ?? "", time: summary.time ?? "", date: summary.date ?? "" })}
        </p>
        <p className="mt-6">
          <Link to={summary.waitlistLink ?? "/"} className="font-semibold text-brand-700 underline">
            {words.waitlistLink}
          </Link>
        </p>
        <p className="mt-6 text-slate-700">
          {words.sooner} <PhoneLink line={sooner} className="text-brand-700 underline" />.
        </p>
      </div>
    </div>
  );
}
