import { useEffect, useId, useRef, type KeyboardEvent } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { mainNav } from "#app/content/navigation";
import { basePath, localePath, otherLang } from "#app/content/i18n/lang";
import { useLang, useUi } from "#app/components/i18n";
import { buttonClass, PhoneLink } from "#app/components/ui/button-link";
import { Container } from "#app/components/ui/container";
import { Icon } from "#app/components/ui/icon";
import { Logo } from "./logo";
import { useSiteFacts } from "#app/components/site-facts";

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 font-medium transition-colors ${
    isActive ? "text-brand-700 bg-brand-50" : "text-slate-700 hover:text-brand-700"
  }`;

/**
 * The site header. Below 768 px the navigation folds away behind a menu toggle that is a plain
 * <details>/<summary>: it opens and closes without JavaScript (or before the page has hydrated),
 * and the browser announces its expanded state. The nav is a sibling, shown by CSS while the
 * toggle is open; JavaScript only closes it after a navigation and on Escape. The words are the
 * page language's; "Español" / "English" links to the same page in the other language.
 */
export function SiteHeader() {
  const facts = useSiteFacts();
  const ui = useUi();
  const lang = useLang();
  const menuId = useId();
  const toggleRef = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  // Any navigation (a menu link, the back button...) closes the menu; hydration itself does not
  // (it starts on the first tap, which may be the tap that opened the menu).
  const shownKey = useRef(location.key);
  useEffect(() => {
    if (shownKey.current === location.key) return;
    shownKey.current = location.key;
    if (toggleRef.current) toggleRef.current.open = false;
  }, [location.key]);

  function closeOnEscape(event: KeyboardEvent) {
    const toggle = toggleRef.current;
    if (event.key !== "Escape" || !toggle?.open) return;
    toggle.open = false;
    toggle.querySelector("summary")?.focus();
  }

  return (
    // Escape closes the menu from wherever focus is inside the header (the menu is a <details>).
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- a delegated key handler, not a control
    <header className="z-40 bg-white shadow-sm md:sticky md:top-0" onKeyDown={closeOnEscape}>
      <div className="bg-brand-900 text-xs text-white sm:text-sm">
        <Container className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-1.5 sm:py-2">
          {/* Icon pinned to the first line: when the line wraps, nothing re-centres (no shift). */}
          <p className="flex items-start gap-2">
            <Icon name="map-pin" className="mt-px size-4 shrink-0" />
            {ui.header.serviceAreaLine}
          </p>
          <p className="flex items-center gap-x-4 gap-y-1">
            <span className="flex items-center gap-2">
              <Icon name="phone" className="size-4" />
              <span className="sr-only">{ui.header.callUs}</span>
              <PhoneLink line={facts.phones.main} />
            </span>
            {/* The same page in the other language (the path only decides it: nothing is remembered). */}
            <Link
              to={`${localePath(otherLang(lang), basePath(location.pathname))}${location.search}`}
              hrefLang={ui.language.switchHrefLang}
              lang={ui.language.switchLang}
              className="font-semibold underline underline-offset-2 hover:text-brand-100"
              data-language-link
            >
              {ui.language.switchLabel}
            </Link>
          </p>
        </Container>
      </div>
      <Container className="group/header flex flex-wrap items-center justify-between gap-x-4 py-3 max-[359px]:gap-x-2">
        <Logo />
        {/* One navigation for every width: a row from 768 px, a toggled list below the bar under it. */}
        <nav
          id={menuId}
          aria-label={ui.header.mainNavLabel}
          className="order-last mt-3 hidden basis-full border-t border-slate-200 pt-2 group-has-[details[open]]/header:block md:order-none md:mt-0 md:block md:basis-auto md:border-0 md:pt-0"
        >
          <ul className="flex flex-col md:flex-row md:items-center md:gap-1">
            {mainNav.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={localePath(lang, item.to)}
                  end={item.to === "/"}
                  className={(state) => `block ${navLinkClass(state)}`}
                >
                  {ui.nav[item.label]}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex shrink-0 items-center gap-2">
          <Link
            to={localePath(lang, "/book")}
            className={buttonClass(
              "primary",
              "px-3 py-2 whitespace-nowrap max-[359px]:px-2.5 max-[359px]:text-sm sm:px-4",
            )}
          >
            {ui.header.bookNow}
          </Link>
          {/* A fixed size: painted before its <summary> is parsed, a <details> shows the browser's own
              wider "Details" label, and the Book Now button beside it would shift. */}
          <details ref={toggleRef} className="group/menu size-11 md:hidden">
            <summary
              aria-controls={menuId}
              className="flex size-11 cursor-pointer list-none items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 [&::-webkit-details-marker]:hidden"
            >
              <Icon name="menu" className="size-7 group-open/menu:hidden" />
              <Icon name="x" className="hidden size-7 group-open/menu:block" />
              <span className="sr-only">{ui.header.menu}</span>
            </summary>
          </details>
        </div>
      </Container>
    </header>
  );
}
