import { WAITLIST_FIELD } from "#app/forms/booking-schema";
import { useUi } from "#app/components/i18n";
import { fill } from "#app/content/i18n/fill";
import { buttonClass } from "#app/components/ui/button-link";

/** The window a "Join the waitlist" button asks for (the wizard posts it as preferredTime). */
export const WAITLIST_WINDOW_ATTRIBUTE = "data-waitlist-window";

/**
 * "Join the waitlist for this window" (DECISIONS "Storm mode and the waitlist"): the same form
 * posted with `waitlist=yes`. After the server refused a full window the button asks for the window
 * chosen (no JavaScript needed); on a day whose windows show full, one button per full window.
 */
export function JoinWaitlistButton({ window, label }: { window?: string; label: string }) {
  return (
    <button
      type="submit"
      name={WAITLIST_FIELD}
      value="yes"
      {...(window ? { [WAITLIST_WINDOW_ATTRIBUTE]: window } : {})}
      className={buttonClass("outline", "w-full sm:w-auto")}
    >
      {label}
    </button>
  );
}

export function JoinWaitlistButtons({ windows }: { windows: Array<{ label: string }> }) {
  const words = useUi().bookingForm;
  if (windows.length === 0) return null;
  return (
    <div className="space-y-2 rounded-lg border border-slate-300 p-4">
      <p className="text-sm text-slate-800">{words.waitlistNote}</p>
      <div className="flex flex-wrap gap-2">
        {windows.map((w) => (
          <JoinWaitlistButton
            key={w.label}
            window={w.label}
            label={fill(words.waitlistFor, { window: words.times[w.label] ?? w.label })}
          />
        ))}
      </div>
    </div>
  );
}
