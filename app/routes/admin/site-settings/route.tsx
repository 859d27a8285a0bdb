import type { Route } from "./+types/route";
import { requireOwner } from "#app/auth/guard.server";
import { PageHeading } from "#app/components/admin/panel";
import {
  ListForm,
  PricesForm,
  SettingsNav,
  SingleFact,
  SocialForm,
  SpecialHoursPanel,
  VisitsOutsideHours,
  WeeklyHoursForm,
  CountyTaxRatesForm,
  type FactState,
  type FormAnswer,
} from "#app/components/admin/site-settings";
import { WorkspaceError } from "#app/components/admin/workspace-error";
import { services } from "#app/content/services";
import { todayInBusinessZone } from "#app/lib/dates";
import { workspaceMeta } from "#app/lib/seo";
import { centsToInput } from "#app/lib/money";
import { MAX_MULTIPART_BYTES } from "#app/photos/limits";
import { settingsSections, type SiteFactField } from "#app/settings/site-fact-fields";
import { loadSiteSettingsPage, sectionOf, siteSettingsAction } from "./route.server";

// The owner's settings for what the site says: hours, phones and e-mail, prices, FAQs,
// testimonials, team, links and tax (one sub-page each, /admin/settings/:section).

/** The team page posts photos (multipart, the photo pipeline's limits; app/photos/limits.ts). */
export const handle = { maxMultipartBytes: MAX_MULTIPART_BYTES };

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireOwner(request);
  const page = await loadSiteSettingsPage(sectionOf(params.section), new URL(request.url));
  return {
    ...page,
    today: todayInBusinessZone(),
    services: services.map((s) => ({ slug: s.slug, title: s.title, priceRange: s.priceRange })),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const owner = await requireOwner(request);
  return siteSettingsAction(owner, sectionOf(params.section), request);
}

export const meta: Route.MetaFunction = ({ params }) =>
  workspaceMeta(`Settings: ${settingsSections.find((s) => s.slug === params.section)?.label ?? "Not found"}`);

const intros: Record<string, string> = {
  hours: "Your opening hours, the booking windows each weekday offers, and holidays.",
  contact: "The phone lines and e-mail addresses every page, e-mail and text shows, and where calls ring.",
  prices: "The diagnostic fee a completed visit starts with, and the price range each service page shows.",
  faqs: "The questions and answers of the Services and Contact pages.",
  testimonials: "What customers said, on the home page.",
  team: "The people on the About page, each with an optional photo. The section stays hidden while the list is empty.",
  links: "Your Google review link, social profiles and the daily text limit.",
  tax: "The sales tax on a repair in each county, and the day each rate applies from.",
};

export default function SiteSettings({ loaderData, actionData }: Route.ComponentProps) {
  const d = loaderData;
  const answer = actionData as FormAnswer | undefined;
  const state = (field: SiteFactField): FactState => ({
    version: d.versions[field],
    isDefault: d.isDefault[field],
    saved: !answer && d.saved === field,
    reset: !answer && d.reset === field,
    answer: answer?.field === field ? answer : undefined,
  });
  const label = settingsSections.find((s) => s.slug === d.section)!.label;
  const v = d.values;
  const faqInputs = [
    { name: "question", label: "Question", maxLength: 300 },
    { name: "answer", label: "Answer", kind: "textarea" as const, maxLength: 2000 },
  ];
  return (
    <>
      <PageHeading title={`Settings: ${label}`}>{intros[d.section]}</PageHeading>
      <SettingsNav current={d.section} />
      <div className="space-y-6">
        {d.section === "hours" && (
          <>
            <VisitsOutsideHours visits={d.outsideHours} />
            <WeeklyHoursForm state={state("weeklyHours")} hours={v.weeklyHours} />
            <SpecialHoursPanel
              dates={d.specialHours}
              saved={!answer && d.saved === "special"}
              answer={answer?.field === "special" ? answer : undefined}
              today={d.today}
            />
          </>
        )}
        {d.section === "contact" && (
          <div className="grid gap-6 lg:grid-cols-2">
            <SingleFact
              field="phones.main"
              state={state("phones.main")}
              current={v["phones.main"].display}
              label="Main phone number"
              hint="In the header, the footer, the contact page and the call button. A US or Canadian number."
              type="tel"
              defaultText={d.defaults["phones.main"].display}
            />
            <SingleFact
              field="phones.emergency"
              state={state("phones.emergency")}
              current={v["phones.emergency"].display}
              label="Emergency phone number"
              hint="In the emergency call box and beside the testimonials."
              type="tel"
              defaultText={d.defaults["phones.emergency"].display}
            />
            <SingleFact
              field="emails.support"
              state={state("emails.support")}
              current={v["emails.support"]}
              label="Support e-mail address"
              hint="Shown to customers on the contact page and in e-mails."
              type="email"
              defaultText={d.defaults["emails.support"]}
            />
            <SingleFact
              field="emails.business"
              state={state("emails.business")}
              current={v["emails.business"]}
              label="Business e-mail address"
              hint="Where new requests are e-mailed."
              type="email"
              defaultText={d.defaults["emails.business"]}
            />
            <SingleFact
              field="calls.forwardTo"
              state={state("calls.forwardTo")}
              current={v["calls.forwardTo"]?.display ?? ""}
              label="Forward calls to"
              hint="The phone that rings when someone calls the business line (a Twilio number; see the owner's guide). You press 1 to take each call. Leave empty to send every call to the voicemail and the text."
              type="tel"
              defaultText="none"
            />
            <SingleFact
              field="calls.ringSeconds"
              state={state("calls.ringSeconds")}
              current={String(v["calls.ringSeconds"])}
              label="Ring for (seconds)"
              hint="How long that phone rings before the caller hears the apology, can leave a voicemail and is texted."
              inputMode="numeric"
              defaultText={`${d.defaults["calls.ringSeconds"]} seconds`}
            />
          </div>
        )}
        {d.section === "prices" && (
          <div className="space-y-6">
            <SingleFact
              field="diagnosticFeeCents"
              state={state("diagnosticFeeCents")}
              current={v.diagnosticFeeCents === null ? "" : centsToInput(v.diagnosticFeeCents)}
              label="Diagnostic fee ($)"
              hint="What the completion form's Diagnostic fee starts with (empty on a warranty callback: no second fee). Leave empty to type it on each visit."
              inputMode="decimal"
              defaultText="none: typed on each visit"
            />
            <PricesForm state={state("servicePrices")} services={d.services} stored={v.servicePrices} />
          </div>
        )}
        {d.section === "faqs" && (
          <>
            <ListForm
              field="faqs.services"
              title="Services page FAQs"
              state={state("faqs.services")}
              items={v["faqs.services"].map((f) => ({ ...f }))}
              inputs={faqInputs}
              itemName="Question"
            />
            <ListForm
              field="faqs.contact"
              title="Contact page FAQs"
              state={state("faqs.contact")}
              items={v["faqs.contact"].map((f) => ({ ...f }))}
              inputs={faqInputs}
              itemName="Question"
            />
          </>
        )}
        {d.section === "tax" && <CountyTaxRatesForm state={state("countyTaxRates")} rates={v.countyTaxRates} />}
        {d.section === "testimonials" && (
          <ListForm
            field="testimonials"
            state={state("testimonials")}
            items={v.testimonials.map((t) => ({ ...t, rating: String(t.rating) }))}
            inputs={[
              { name: "name", label: "Name", maxLength: 80 },
              { name: "location", label: "Location", maxLength: 80 },
              { name: "rating", label: "Rating", kind: "rating" },
              { name: "text", label: "What they said", kind: "textarea", maxLength: 1000 },
            ]}
            itemName="Testimonial"
          />
        )}
        {d.section === "team" && (
          <ListForm
            field="team"
            state={state("team")}
            items={v.team.map((m) => ({ ...m, photoId: m.photoId === null ? "" : String(m.photoId) }))}
            inputs={[
              { name: "name", label: "Name", maxLength: 80 },
              { name: "role", label: "Role", maxLength: 80 },
              { name: "bio", label: "Short bio", kind: "textarea", maxLength: 1000 },
              { name: "photoId", label: "Photo (optional)", kind: "photo" },
            ]}
            itemName="Team member"
            savedPhotos={v.team.flatMap((m) => (m.photoId === null ? [] : [String(m.photoId)]))}
          />
        )}
        {d.section === "links" && (
          <div className="grid gap-6 lg:grid-cols-2">
            <SingleFact
              field="googleReviewUrl"
              state={state("googleReviewUrl")}
              current={v.googleReviewUrl ?? ""}
              label="Google review link"
              hint="The https:// link review requests carry. Empty: no review requests are sent."
              type="url"
              autoComplete="url"
              defaultText={d.defaults.googleReviewUrl ?? "none"}
            />
            <SingleFact
              field="smsDailyLimit"
              state={state("smsDailyLimit")}
              current={String(v.smsDailyLimit)}
              label="Texts a day at most"
              hint="Past this many texts in a day, texting stops and you are e-mailed once. From 0 to 10,000."
              inputMode="numeric"
              defaultText={String(d.defaults.smsDailyLimit)}
            />
            <SocialForm state={state("social")} links={v.social} />
          </div>
        )}
      </div>
    </>
  );
}

export { WorkspaceError as ErrorBoundary };
