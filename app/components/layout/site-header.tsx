import { useEffect, useId, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { business } from "~/content/business";
import { mainNav } from "~/content/navigation";
import { buttonClass, PhoneLink } from "~/components/ui/button-link";
import { Container } from "~/components/ui/container";
import { Icon } from "~/components/ui/icon";
import { Logo } from "./logo";

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 font-medium transition-colors ${
    isActive ? "text-brand-700 bg-brand-50" : "text-slate-700 hover:text-brand-700"
  }`;

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const location = useLocation();

  // Any navigation (a menu link, back button...) closes the menu.
  useEffect(() => setMenuOpen(false), [location.pathname]);

  return (
    <header className="z-40 bg-white shadow-sm md:sticky md:top-0">
      <div className="bg-brand-900 text-xs text-white sm:text-sm">
        <Container className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-1.5 sm:py-2">
          {/* Icon pinned to the first line: when the line wraps, nothing re-centres (no shift). */}
          <p className="flex items-start gap-2">
            <Icon name="map-pin" className="mt-px size-4 shrink-0" />
            {business.serviceAreaLine}
          </p>
          <p className="flex items-center gap-2">
            <Icon name="phone" className="size-4" />
            <span className="sr-only">Call us:</span>
            <PhoneLink line={business.phones.main} />
          </p>
        </Container>
      </div>
      <Container className="flex flex-wrap items-center justify-between gap-x-4 py-3">
        <Logo />
        {/* One navigation for every width: a row from 768 px, a toggled list below the bar under it. */}
        <nav
          id={menuId}
          aria-label="Main"
          className={`${menuOpen ? "block" : "hidden"} order-last mt-3 basis-full border-t border-slate-200 pt-2 md:order-none md:mt-0 md:block md:basis-auto md:border-0 md:pt-0`}
        >
          <ul className="flex flex-col md:flex-row md:items-center md:gap-1">
            {mainNav.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === "/"}
                  className={(state) => `block ${navLinkClass(state)}`}
                  onClick={() => setMenuOpen(false)}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex shrink-0 items-center gap-2">
          <Link to="/book" className={buttonClass("primary", "px-3 py-2 whitespace-nowrap sm:px-4")}>
            Book Now
          </Link>
          <button
            type="button"
            className="inline-flex items-center justify-center rounded-md p-2 text-slate-800 hover:bg-slate-100 md:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Icon name={menuOpen ? "x" : "menu"} className="size-7" />
            <span className="sr-only">{menuOpen ? "Close menu" : "Open menu"}</span>
          </button>
        </div>
      </Container>
    </header>
  );
}
