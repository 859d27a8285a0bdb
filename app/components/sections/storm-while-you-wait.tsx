import { Link } from "react-router";
import { useStormMode } from "#app/components/site-facts";
import { useLocalePath } from "#app/components/i18n";

/**
 * In storm mode, the booking's confirmation and the appointment page add how long food keeps and
 * what to do meanwhile (DECISIONS "Storm mode and the waitlist"); nothing when it is off. Its
 * words come with storm mode in the root's data, in the page's language.
 */
export function StormWhileYouWait({ className = "" }: { className?: string }) {
  const storm = useStormMode();
  const localePath = useLocalePath();
  if (!storm) return null;
  const copy = storm.words.whileYouWait;
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
        <Link to={localePath("/storm")} className="font-semibold text-brand-800 underline">
          {storm.words.banner.link}
        </Link>
      </p>
    </section>
  );
}
