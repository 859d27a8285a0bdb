import { Link, useRouteLoaderData } from "react-router";
import type { SocialLink } from "#app/content/business";
import { footerQuickLinks, legalLinks } from "#app/content/navigation";
import { PhoneLink } from "#app/components/ui/button-link";
import { Container } from "#app/components/ui/container";
import { Icon } from "#app/components/ui/icon";
import { BusinessHours } from "#app/components/business-hours";
import { useSiteFacts, type RootData } from "#app/components/site-facts";
import { Logo } from "./logo";
import { useLocalePath, useUi } from "#app/components/i18n";
import type { Dictionary } from "#app/content/i18n/en";

function FooterHeading({ children }: { children: string }) {
  return <h2 className="mb-3 text-base font-semibold text-white">{children}</h2>;
}

const linkClass = "text-brand-100 hover:text-white hover:underline";

/** The profiles with an http(s) address: nothing else may become a link (a stored value is never trusted as a URL). */
const configuredProfiles = (social: SocialLink[]) =>
  social.flatMap((profile) =>
    profile.url && /^https?:\/\//i.test(profile.url) ? [{ ...profile, url: profile.url }] : [],
  );

export function SiteFooter() {
  const areaLinks = useRouteLoaderData<RootData>("root")?.areaLinks ?? [];
  const facts = useSiteFacts();
  const socialProfiles = configuredProfiles(facts.social);
  const ui = useUi();
  const localePath = useLocalePath();
  const named = (links: readonly { to: string; label: keyof Dictionary["nav"] }[]) =>
    links.map((link) => ({ to: localePath(link.to), label: ui.nav[link.label] }));
  return (
    <footer className="bg-brand-900 text-brand-100">
      <Container className="grid gap-8 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Logo inverted />
          <p className="mt-4 text-sm">{ui.footer.blurb}</p>
          {/* Only the profiles the business has configured: nothing here may look like a link and do nothing. */}
          {socialProfiles.length > 0 && (
            <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-2" aria-label={ui.footer.socialLabel}>
              {socialProfiles.map((profile) => (
                <li key={profile.name}>
                  <a href={profile.url} className={linkClass} rel="noopener">
                    {profile.name}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <nav aria-label={ui.footer.quickLinks}>
          <FooterHeading>{ui.footer.quickLinks}</FooterHeading>
          <FooterLinks links={named(footerQuickLinks)} />
        </nav>
        <nav aria-label={ui.footer.serviceAreas}>
          <FooterHeading>{ui.footer.serviceAreas}</FooterHeading>
          <FooterLinks links={areaLinks} />
        </nav>
        <div>
          <FooterHeading>{ui.footer.contactUs}</FooterHeading>
          <ul className="space-y-2 text-sm">
            <li className="flex items-center gap-2">
              <Icon name="phone" className="size-4" />
              <PhoneLink line={facts.phones.main} className="text-white" />
            </li>
            <li className="flex items-center gap-2">
              <Icon name="mail" className="size-4" />
              <a href={`mailto:${facts.emails.support}`} className={linkClass}>
                {facts.emails.support}
              </a>
            </li>
          </ul>
          <h3 className="mt-5 mb-2 text-sm font-semibold text-white">{ui.footer.hours}</h3>
          <BusinessHours className="text-sm" />
        </div>
      </Container>
      <div className="border-t border-brand-800">
        <Container className="flex flex-col items-center justify-between gap-3 py-5 text-sm sm:flex-row">
          <p>
            &copy; {new Date().getFullYear()} {ui.footer.rights}
          </p>
          <ul className="flex gap-4">
            {named(legalLinks).map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={linkClass}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </Container>
      </div>
    </footer>
  );
}

function FooterLinks({ links }: { links: readonly { to: string; label: string }[] }) {
  return (
    <ul className="space-y-2">
      {links.map((item) => (
        <li key={item.to}>
          <Link to={item.to} className={linkClass}>
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
