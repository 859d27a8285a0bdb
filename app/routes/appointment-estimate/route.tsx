import type { Route } from "./+types/route";
import { business } from "#app/content/business";
import { EstimateOptionDetails } from "#app/components/estimate-option-details";
import { RouteError } from "#app/components/route-error";
import { SignatureImage } from "#app/components/signature-image";
import { useSiteFacts } from "#app/components/site-facts";
import { Container } from "#app/components/ui/container";
import { fill } from "#app/content/i18n/fill";
import { langOf } from "#app/content/i18n/lang";
import { appointmentPath } from "#app/lib/appointment-link";
import { loadApprovedEstimate } from "./route.server";

/**
 * The customer's copy of the estimate they approved, to print or save (linked from the appointment
 * page and the approval's e-mail). Private like the appointment page: not indexed, not cached, no
 * referrer; it prints alone (app.css, [data-print]).
 */
export const loader = ({ params, request }: Route.LoaderArgs) => loadApprovedEstimate(params.token, langOf(request));

export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "no-store",
  "Referrer-Policy": "no-referrer",
});

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.words.copy.title ?? "Your approved estimate"} | ${business.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function ApprovedEstimate({ loaderData: page }: Route.ComponentProps) {
  const facts = useSiteFacts();
  const { copy } = page;
  const w = page.words.copy;
  const back = (
    <a className="font-semibold text-brand-700 underline" href={appointmentPath(page.lang, page.token)}>
      {w.back}
    </a>
  );
  if (!copy)
    return (
      <Container className="max-w-3xl space-y-4 py-10">
        <h1 className="text-3xl font-bold text-brand-900">{w.noneHeading}</h1>
        <p>{w.noneText}</p>
        <p>{back}</p>
      </Container>
    );
  const { decision, option, estimate } = copy;
  const how =
    decision.channel === "link"
      ? w.byLink
      : `${w.onSite}${copy.presentedBy ? fill(w.presentedBy, { name: copy.presentedBy }) : ""}`;
  return (
    <Container className="max-w-3xl space-y-6 py-10">
      <p data-print-hide>
        {back}. {w.keep}
      </p>
      <article data-print="estimate" aria-labelledby="approved-estimate-heading" className="space-y-6">
        <address className="border-b border-slate-400 pb-2 not-italic">
          <strong className="block text-lg">{business.name}</strong>
          {business.locality}, {business.stateCode} · {new URL(business.siteUrl).host}
          <br />
          {facts.phones.main.display} · {facts.emails.business}
        </address>
        <div>
          <h1 id="approved-estimate-heading" className="text-3xl font-bold text-brand-900">
            {w.heading}
          </h1>
          <p className="mt-1 text-slate-700">{copy.title}</p>
        </div>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          {(
            [
              [w.customer, page.customer.name],
              [w.address, page.customer.address],
              [w.visit, page.visit],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold text-slate-800">{label}</dt>
              <dd className="break-words text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <section aria-labelledby="approved-option-heading" className="space-y-3">
          <h2 id="approved-option-heading" className="text-xl font-bold text-slate-900">
            {fill(w.optionName, { position: String(option.position) })}: {option.name}
          </h2>
          <EstimateOptionDetails estimate={estimate} option={option} words={page.words.lines} />
          {estimate.options.length > 1 && (
            <p className="text-sm text-slate-700">
              {fill(estimate.options.length > 2 ? w.otherMany : w.otherOne, {
                options: estimate.options
                  .filter((o) => o.position !== option.position)
                  .map((o) => fill(w.optionName, { position: String(o.position) }))
                  .join(", "),
              })}
            </p>
          )}
        </section>
        <section aria-labelledby="approval-heading" className="space-y-2">
          <h2 id="approval-heading" className="text-xl font-bold text-slate-900">
            {w.approval}
          </h2>
          <p>
            {w.approvedBy} <strong>{decision.signerName}</strong>
            {fill(w.approvedRest, { at: decision.at, how, consent: page.words.consent })}
          </p>
          {copy.signature && <SignatureImage signature={copy.signature} signer={decision.signerName} />}
          <p className="text-sm break-all text-slate-700">{fill(w.fingerprint, { sha: copy.contentSha256 })}</p>
        </section>
      </article>
    </Container>
  );
}

export function ErrorBoundary() {
  return <RouteError notFound="appointment" />;
}
