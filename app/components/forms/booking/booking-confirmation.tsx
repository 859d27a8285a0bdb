import { Link } from "react-router";
import { business } from "#app/content/business";
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
          Appointment Successfully Scheduled!
        </h2>
        {summary?.urgent === "yes" && (
          <p className="mt-3 rounded-lg border-2 border-red-700 bg-white p-4 text-lg font-semibold text-red-900">
            Food at risk? Call our emergency line now:{" "}
            <PhoneLink line={facts.phones.emergency} className="whitespace-nowrap underline" />. It answers every day.
          </p>
        )}
        <p className="mt-3 text-lg text-slate-800">
          We'll contact you {business.promises.confirmationCall} to confirm your appointment time.
        </p>
        {summary?.date && (
          <dl className="mx-auto mt-6 grid max-w-sm grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-left">
            <dt className="font-semibold">Date</dt>
            <dd>{summary.date}</dd>
            <dt className="font-semibold">Arrival window</dt>
            <dd>
              {summary.time}
              {summary.asked === "First Available" && " (the first available)"}
            </dd>
          </dl>
        )}
        {summary?.appointment && (
          <p className="mt-6">
            <Link to={summary.appointment} className="font-semibold text-brand-700 underline">
              See, move or cancel your appointment
            </Link>
            <span className="block text-sm text-slate-700">
              Keep this link: it is also in your confirmation e-mail.
            </span>
          </p>
        )}
        <StormWhileYouWait className="mt-6 text-left" />
        <p className="mt-6 text-slate-700">
          Need us sooner? Call{" "}
          <PhoneLink
            line={summary?.urgent === "yes" || summary?.medicine === "yes" ? facts.phones.emergency : facts.phones.main}
            className="text-brand-700 underline"
          />
          .
        </p>
        <Link to="/" className={buttonClass("secondary", "mt-6")}>
          Back to Home
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
          You're on the waitlist
        </h2>
        <p className="mt-3 text-lg text-slate-800">
          You're number {summary.place} in line for {summary.time} on {summary.date}. If a place opens, we'll e-mail you
          a link that holds it for you for an hour.
        </p>
        <p className="mt-6">
          <Link to={summary.waitlistLink ?? "/"} className="font-semibold text-brand-700 underline">
            See your place or leave the waitlist
          </Link>
        </p>
        <p className="mt-6 text-slate-700">
          Need us sooner? Call <PhoneLink line={sooner} className="text-brand-700 underline" />.
        </p>
      </div>
    </div>
  );
}
