import { Link } from "react-router";
import { Container } from "#app/components/ui/container";
import { Icon } from "#app/components/ui/icon";
import { useStormMode } from "#app/components/site-facts";
import { useLocalePath } from "#app/components/i18n";

/**
 * Storm mode's banner above every public page's header (DECISIONS "Storm mode and the
 * waitlist"): rendered into the kept page with the root's data, never per request, in the page's
 * language (the root loader sends its words with storm mode), linking to /storm or /es/storm.
 */
export function StormBanner() {
  const storm = useStormMode();
  const localePath = useLocalePath();
  if (!storm) return null;
  const copy = storm.words.banner;
  return (
    <aside aria-label={copy.label} className="bg-brand-900 text-white">
      <Container className="flex items-start gap-2 py-2 text-sm">
        <Icon name="triangle-alert" className="mt-0.5 size-5 shrink-0" />
        <p className="min-w-0">
          <strong>{copy.text}</strong>{" "}
          <Link to={localePath("/storm")} className="font-semibold underline underline-offset-2">
            {copy.link}
          </Link>
          {storm.note && <span className="block">{storm.note}</span>}
        </p>
      </Container>
    </aside>
  );
}
