import { Link } from "react-router";
import { stormCopy } from "#app/content/storm";
import { useStormMode } from "#app/components/site-facts";

/**
 * In storm mode, the booking's confirmation and the appointment page add how long food keeps and
 * what to do meanwhile (DECISIONS "Storm mode and the waitlist"); nothing when it is off.
 */
export function StormWhileYouWait({ className = "" }: { className?: string }) {
  const storm = useStormMode();
  if (!storm) return null;
  const copy = stormCopy.en.whileYouWait;
  return (
    <section
      aria-label={copy.heading}
      className={`rounded-lg border border-brand-700 bg-brand-50 p-4 text-slate-900 ${className}`}
    >
      <h3 className="font-bold">{copy.heading}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {copy.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="mt-2">
        <Link to="/storm" className="font-semibold text-brand-800 underline">
          {stormCopy.en.banner.link}
        </Link>
      </p>
    </section>
  );
}
