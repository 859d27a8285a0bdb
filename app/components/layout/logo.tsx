import { Link } from "react-router";
import { business } from "~/content/business";
import { Icon } from "~/components/ui/icon";

export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Link to="/" className="flex min-w-0 flex-1 items-center gap-2 md:flex-none" aria-label={`${business.name} home`}>
      <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-600 text-white">
        <Icon name="snowflake" className="size-6" />
      </span>
      {/* A fixed measure on phones: the name wraps the same way before and after the buttons beside it are parsed. */}
      <span className="max-w-32 leading-tight sm:max-w-none">
        <span className={`block text-sm font-bold sm:text-lg ${inverted ? "text-white" : "text-brand-900"}`}>
          {business.name}
        </span>
        <span className={`hidden text-xs sm:block ${inverted ? "text-brand-100" : "text-slate-600"}`}>
          {business.tagline}
        </span>
      </span>
    </Link>
  );
}
