import { Link } from "react-router";
import { stormBannerCopy } from "#app/content/storm-banner";
import { Container } from "#app/components/ui/container";
import { Icon } from "#app/components/ui/icon";
import { useStormMode } from "#app/components/site-facts";

/**
 * Storm mode's banner above every public page's header (DECISIONS "Storm mode and the
 * waitlist"): rendered into the kept page with the root's data, never per request.
 */
export function StormBanner() {
  const storm = useStormMode();
  if (!storm) return null;
  const copy = stormBannerCopy.en;
  return (
    <aside aria-label="Storm notice" className="bg-brand-900 text-white">
      <Container className="flex items-start gap-2 py-2 text-sm">
        <Icon name="triangle-alert" className="mt-0.5 size-5 shrink-0" />
        <p className="min-w-0">
          <strong>{copy.text}</strong>{" "}
          <Link to="/storm" className="font-semibold underline underline-offset-2">
            {copy.link}
          </Link>
          {storm.note && <span className="block">{storm.note}</span>}
        </p>
      </Container>
    </aside>
  );
}
