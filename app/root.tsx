import {
  Links,
  Meta,
  Outlet,
  Scripts,
  useLocation,
  useMatches,
  type LinksFunction,
  type ShouldRevalidateFunction,
} from "react-router";
import type { Route } from "./+types/root";
import type { ReactNode } from "react";
import { Suspense, useEffect, useRef } from "react";
import { SiteFooter } from "#app/components/layout/site-footer";
import { SiteHeader } from "#app/components/layout/site-header";
import { RouteError } from "#app/components/route-error";
import { useNonce } from "#app/lib/nonce";
import { InlineStyles } from "#app/lib/inline-styles";
import { LeadSourceScript } from "#app/components/lead-source-script";
import type { RootData } from "#app/components/site-facts";
import { publicFactsOf, type PublicFacts } from "#app/settings/public-facts";
import { siteFactsForPage } from "#app/settings/site-facts.server";
import { stormModeForPage } from "#app/settings/storm-mode.server";
import { StormBanner } from "#app/components/layout/storm-banner";
import { htmlLang, langFromPath, localePath } from "#app/content/i18n/lang";
import { dictionaryFor, stormWordsFor } from "#app/content/i18n/dictionaries.server";
import { areasFor } from "#app/content/areas";
import { useOptionalUi } from "#app/components/i18n";

/**
 * Server-only: the footer's area links (so the area texts stay out of every page's bundle) and
 * the facts the owner edits that every page shows (phones, e-mails, hours, special hours, social
 * links), read on each request: components read them with useSiteFacts(). Public pages are kept
 * by the page cache per content version, which every save of a fact bumps.
 */
export async function loader({ request }: Route.LoaderArgs): Promise<RootData> {
  const { pathname } = new URL(request.url);
  const workspace = pathname.startsWith("/admin");
  // The page's language: its path's, nothing else (docs/decisions/0036-spanish.md).
  const lang = langFromPath(pathname);
  const [facts, storm] = workspace ? [undefined, undefined] : await Promise.all([rootFacts(), stormModeForPage()]);
  const { region, counties } = areasFor(lang);
  return {
    areaLinks: [
      { to: localePath(lang, `/areas/${region.slug}`), label: region.name },
      ...counties.map((county) => ({ to: localePath(lang, `/areas/${county.slug}`), label: county.name })),
    ],
    // The workspace shows none of the public header and footer: its pages (and their refusals)
    // carry no business facts. Storm mode (its banner) is read with them: it is part of the
    // content version and the business date the page cache keeps pages by.
    facts,
    ...(storm ? { storm: { ...storm, words: stormWordsFor(lang) } } : {}),
    // The one interface dictionary of the page's language (none for the workspace, in English).
    ...(workspace ? {} : { ui: dictionaryFor(lang) }),
  };
}

/** The facts for every page; the defaults when the database cannot be read (the page still shows). */
async function rootFacts(): Promise<PublicFacts> {
  return publicFactsOf(await siteFactsForPage());
}

/**
 * The root's data is not reloaded on client-side navigations within one language: the area links
 * never change, and a visitor sees an owner's edit on the next full page load. Crossing languages
 * (the header's "Español" / "English") reloads it: the dictionary and the area links change.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  langFromPath(currentUrl.pathname) !== langFromPath(nextUrl.pathname);

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

/**
 * Routes whose `handle` says `{ workspace: true }` (the staff workspace's layout) bring their own
 * header, navigation and <main>: the public site's header and footer are left out.
 */
function useIsWorkspace(): boolean {
  return useMatches().some((match) => (match.handle as { workspace?: boolean } | undefined)?.workspace === true);
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const workspace = useIsWorkspace();
  const { pathname } = useLocation();
  // Without the root's data (an error before it loaded) there is no dictionary: the bare page.
  const ui = useOptionalUi();
  return (
    <html lang={htmlLang[langFromPath(pathname)]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f2f57" />
        <Meta />
        <InlineStyles nonce={nonce} />
        <LeadSourceScript nonce={nonce} />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {ui?.skipToContent ?? "Skip to content"}
        </a>
        {workspace || !ui ? (
          children
        ) : (
          <>
            {/* Each Suspense boundary hydrates as its own unit of work, so the browser gets the
                main thread back between them (no one long task; see 0008-hydrate-after-paint.md). */}
            <StormBanner />
            <Suspense>
              <SiteHeader />
            </Suspense>
            <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
              <Suspense>{children}</Suspense>
            </main>
            <Suspense>
              <SiteFooter />
            </Suspense>
          </>
        )}
        {/* Until this marker is parsed the page stays unpainted (app.css): a page painted
            half-parsed would move when its next lines arrive. The document arrives in one piece,
            so this waits for parsing only, never for the network. */}
        <span id="page-end" hidden />
        <ScrollToTop />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * SPEC: every route change scrolls the page to the top, back/forward included, which is why
 * React Router's <ScrollRestoration> (which restores old positions) is not used.
 */
function ScrollToTop() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    // Not on hydration itself: the page hydrates after it is shown, and the visitor may have
    // scrolled already.
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <RouteError notFound="page" />;
}
