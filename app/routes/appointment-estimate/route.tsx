import type { Route } from "./+types/route";
import { business } from "#app/content/business";
import { EstimateOptionDetails } from "#app/components/estimate-option-details";
import { RouteError } from "#app/components/route-error";
import { SignatureImage } from "#app/components/signature-image";
import { useSiteFacts } from "#app/components/site-facts";
import { Container } from "#app/components/ui/container";
import { loadApprovedEstimate } from "./route.server";

/**
 * The customer's copy of the estimate they approved, to print or save (linked from the appointment
 * page and the approval's e-mail). Private like the appointment page: not indexed, not cached, no
 * referrer; it prints alone (app.css, [data-print]).
 */
export const loader = ({ params }: Route.LoaderArgs) => loadApprovedEstimate(params.token);

export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "no-store",
  "Referrer-Policy": "no-referrer",
});

export const meta: Route.MetaFunction = () => [
  { title: `Your approved estimate | ${business.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function ApprovedEstimate({ loaderData: page }: Route.ComponentProps) {
  const facts = useSiteFacts();
  const { copy } = page;
  const back = (
    <a className="font-semibold text-brand-700 underline" href={`/appointments/${page.token}`}>
      Back to your appointment
    </a>
  );
  if (!copy)
    return (
      <Container className="max-w-3xl space-y-4 py-10">
        <h1 className="text-3xl font-bold text-brand-900">No approved estimate yet</h1>
        <p>This visit has no approved estimate. Once you approve one, your copy is here.</p>
        <p>{back}</p>
      </Container>
    );
  const { decision, option, estimate } = copy;
  const how =
    decision.channel === "link"
      ? "on the appointment page (by link)"
      : `on site${copy.presentedBy ? `, presented by ${copy.presentedBy}` : ""}`;
  return (
    <Container className="max-w-3xl space-y-6 py-10">
      <p data-print-hide>{back}. To keep this copy, print it or save it as a PDF from your browser&apos;s menu.</p>
      <article data-print="estimate" aria-labelledby="approved-estimate-heading" className="space-y-6">
        <address className="border-b border-slate-400 pb-2 not-italic">
          <strong className="block text-lg">{business.name}</strong>
          {business.locality}, {business.stateCode} · {new URL(business.siteUrl).host}
          <br />
          {facts.phones.main.display} · {facts.emails.business}
        </address>
        <div>
          <h1 id="approved-estimate-heading" className="text-3xl font-bold text-brand-900">
            Approved estimate
          </h1>
          <p className="mt-1 text-slate-700">{copy.title}</p>
        </div>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          {(
            [
              ["Customer", page.customer.name],
              ["Address", page.customer.address],
              ["Visit", page.visit],
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
            Option {option.position}: {option.name}
          </h2>
          <EstimateOptionDetails estimate={estimate} option={option} />
          {estimate.options.length > 1 && (
            <p className="text-sm text-slate-700">
              The other option{estimate.options.length > 2 ? "s" : ""} of this estimate (
              {estimate.options
                .filter((o) => o.position !== option.position)
                .map((o) => `Option ${o.position}`)
                .join(", ")}
              ) {estimate.options.length > 2 ? "were" : "was"} not chosen.
            </p>
          )}
        </section>
        <section aria-labelledby="approval-heading" className="space-y-2">
          <h2 id="approval-heading" className="text-xl font-bold text-slate-900">
            Approval
          </h2>
          <p>
            Approved by <strong>{decision.signerName}</strong> on {decision.at}, {how}, having ticked &ldquo;I agree to
            sign this estimate electronically&rdquo;.
          </p>
          {copy.signature && <SignatureImage signature={copy.signature} signer={decision.signerName} />}
          <p className="text-sm break-all text-slate-700">
            Fingerprint of the estimate as shown (SHA-256): {copy.contentSha256}
          </p>
        </section>
      </article>
    </Container>
  );
}

export function ErrorBoundary() {
  return <RouteError notFound="appointment" />;
}
