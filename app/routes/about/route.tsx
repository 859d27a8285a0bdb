import type { Route } from "./+types/route";
import { aboutIn } from "#app/content/about";
import { langOf } from "#app/content/i18n/lang";
import { copyIn } from "#app/content/page-copy/copy.server";
import { useUi } from "#app/components/i18n";
import { pageMeta } from "#app/lib/seo";
import { PageHero } from "#app/components/page-hero";
import { CtaBand } from "#app/components/sections/cta-band";
import { cardGridColumns } from "#app/components/ui/card-grid";
import { Container } from "#app/components/ui/container";
import { Icon } from "#app/components/ui/icon";
import { Section } from "#app/components/ui/section";
import { TEAM_PHOTO_SIDE, teamPhotoPath } from "#app/photos/limits";
import { siteFactsForPage } from "#app/settings/site-facts.server";

/** The team as the owner set it (the section stays hidden while it is empty). */
export async function loader({ request }: Route.LoaderArgs) {
  const lang = langOf(request);
  const facts = await siteFactsForPage();
  return {
    lang,
    copy: copyIn("about", lang),
    about: aboutIn(lang),
    team: facts.team.map(({ name, role, bio, photoId }) => ({
      name,
      role,
      bio,
      photo: photoId === null ? null : teamPhotoPath(photoId),
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta({ ...loaderData.copy.meta, path: "/about", lang: loaderData.lang }) : [];

export default function About({ loaderData: { team, copy, about } }: Route.ComponentProps) {
  const ui = useUi();
  return (
    <>
      <PageHero title={copy.hero.title} lead={copy.hero.lead} crumbs={[{ to: "/about", label: ui.nav.about }]} />
      <Container className="grid gap-10 py-12 lg:grid-cols-2">
        <section>
          <h2 className="text-2xl font-bold text-brand-900">{copy.storyTitle}</h2>
          {about.story.map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className="mt-3 leading-relaxed text-slate-700">
              {paragraph}
            </p>
          ))}
        </section>
        <section className="rounded-xl bg-brand-50 p-8">
          <h2 className="text-2xl font-bold text-brand-900">{copy.missionTitle}</h2>
          <p className="mt-3 text-lg leading-relaxed text-slate-800">{about.mission}</p>
        </section>
      </Container>
      {team.length > 0 && (
        <Section id="team" title={copy.teamTitle} tone="tint">
          <ul className={`grid gap-6 ${cardGridColumns(team.length)}`}>
            {team.map((member) => (
              <li key={member.name} className="rounded-xl bg-white p-6 text-center shadow-sm">
                {member.photo ? (
                  <img
                    src={member.photo}
                    width={TEAM_PHOTO_SIDE}
                    height={TEAM_PHOTO_SIDE}
                    alt={member.name}
                    loading="lazy"
                    decoding="async"
                    className="mx-auto size-32 rounded-full bg-brand-100 object-cover"
                  />
                ) : (
                  <span className="mx-auto grid size-20 place-items-center rounded-full bg-brand-100 text-brand-700">
                    <Icon name="users" className="size-9" />
                  </span>
                )}
                <h3 className="mt-4 text-lg font-semibold text-brand-900">{member.name}</h3>
                <p className="text-sm font-medium text-brand-700">{member.role}</p>
                <p className="mt-2 text-slate-700">{member.bio}</p>
              </li>
            ))}
          </ul>
        </Section>
      )}
      <Section id="credentials" title={copy.credentialsTitle}>
        <ul className={`grid gap-6 ${cardGridColumns(about.credentials.length)}`}>
          {about.credentials.map((c) => (
            <li key={c.title} className="rounded-xl border border-slate-200 p-6">
              <Icon name={c.icon} className="size-8 text-brand-600" />
              <h3 className="mt-3 font-semibold text-brand-900">{c.title}</h3>
              <p className="mt-1 text-slate-700">{c.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand />
    </>
  );
}
