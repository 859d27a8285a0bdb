import { Link } from "react-router";
import { business } from "#app/content/business";
import { Icon } from "#app/components/ui/icon";
import { useLocalePath, useUi } from "#app/components/i18n";

export function Logo({ inverted = false }: { inverted?: boolean }) {
  const ui = useUi();
  const localePath = useLocalePath();
  return (
    // Named by its visible text (the name and tagline), which a voice-control user says to follow it.
    <Link to={localePath("/")} className="flex min-w-0 flex-1 items-center gap-2 max-[359px]:gap-1.5 md:flex-none">
      <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-600 text-white">
        <Icon name="snowflake" className="size-6" />
      </span>
      {/* A fixed measure on phones: the name wraps the same way before and after the buttons beside it are parsed. */}
      <span className="max-w-32 leading-tight sm:max-w-none">
        {/* Smaller below 360 px, so the name fits beside Book Now and the menu toggle on a 320 px screen. */}
        <span
          className={`block text-xs font-bold min-[360px]:text-sm sm:text-lg ${inverted ? "text-white" : "text-brand-900"}`}
        >
          {business.name}
        </span>
        <span className={`hidden text-xs sm:block ${inverted ? "text-brand-100" : "text-slate-600"}`}>
          {ui.tagline}
        </span>
      </span>
    </Link>
  );
}
