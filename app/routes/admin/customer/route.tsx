import { Form, Link } from "react-router";
import type { Route } from "./+types/route";
import { Alert, buttonStyle, PageHeading, Panel } from "#app/components/admin/panel";
import { CallList } from "#app/components/admin/call-list";
import { TextLineItem } from "#app/components/admin/text-line";
import { CustomerBadges, EstimateStatusBadge, StatusBadge } from "#app/components/admin/requests/badges";
import { WorkspaceError } from "#app/components/admin/workspace-error";
import { workspaceMeta } from "#app/lib/seo";
import { handleCustomerAction, loadCustomerPage } from "./route.server";
import { displayPhone } from "#app/lib/phone-display";

/** /admin/customers/<id>: one customer, everything the business has of them, and notes. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const saved = new URL(request.url).searchParams.get("saved");
  return { ...(await loadCustomerPage(request, params.id)), saved };
}

export const action = ({ request, params }: Route.ActionArgs) => handleCustomerAction(request, params.id);

export const meta: Route.MetaFunction = ({ loaderData }) =>
  workspaceMeta(loaderData ? loaderData.customer.name : "Customer");

const SAVED: Record<string, string> = {
  note: "The note was added.",
  lang: "The customer's language was changed: their mails and texts now go out in it.",
  split: "The request now belongs to this new customer.",
  merged: "The customers were merged.",
  erased: "The customer was erased. Their jobs and payments remain under this number.",
  "called-back": "Marked as called back.",
};

const field = "min-h-11 rounded-lg border border-slate-400 px-3 font-normal";

export default function CustomerPage({ loaderData, actionData }: Route.ComponentProps) {
  const d = loaderData;
  const c = d.customer;
  return (
    <>
      <PageHeading title={c.name}>
        Customer #{d.id}, since {c.since}
        {c.reviewOptOut ? ` · no review requests (asked ${c.reviewOptOut})` : ""}
      </PageHeading>
      <div className="mb-6 space-y-3">
        {d.saved && SAVED[d.saved] && <Alert tone="success">{SAVED[d.saved]}</Alert>}
        {actionData && "error" in actionData && <Alert>{actionData.error}</Alert>}
      </div>
      <div className="space-y-6">
        <Panel title="Contact">
          {c.erased ? (
            <p>This customer was erased on request: no personal details are kept.</p>
          ) : (
            <dl className="grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-[10rem_1fr]">
              <dt className="font-semibold text-slate-700">Phone</dt>
              <dd className="break-words">
                {c.telHref ? (
                  <a href={c.telHref} className="inline-flex min-h-11 items-center text-brand-700 underline">
                    {displayPhone(c.phone ?? "")}
                  </a>
                ) : (
                  "-"
                )}
              </dd>
              <dt className="font-semibold text-slate-700">E-mail</dt>
              <dd className="break-words">
                {c.email ? (
                  <a href={`mailto:${c.email}`} className="inline-flex min-h-11 items-center text-brand-700 underline">
                    {c.email}
                  </a>
                ) : (
                  "-"
                )}
              </dd>
              <dt className="font-semibold text-slate-700">Address</dt>
              <dd className="break-words">{c.address || "-"}</dd>
              <dt className="font-semibold text-slate-700">Language</dt>
              <dd data-testid="customer-language">{c.language}</dd>
            </dl>
          )}
          {d.isOffice && !c.erased && (
            <Form method="post" className="flex flex-wrap items-end gap-3">
              <input type="hidden" name="intent" value="lang" />
              <label className="flex flex-col gap-1 font-semibold text-slate-800">
                Mails and texts in
                <select name="lang" defaultValue={c.lang} className={field}>
                  <option value="en">English</option>
                  <option value="es">Spanish</option>
                </select>
              </label>
              <button type="submit" className={buttonStyle("secondary")}>
                Change language
              </button>
            </Form>
          )}
          {d.addresses.length > 1 && (
            <>
              <h3 className="font-semibold text-slate-800">Addresses given</h3>
              <ul className="list-disc pl-6">
                {d.addresses.map((a) => (
                  <li key={a} className="break-words">
                    {a}
                  </li>
                ))}
              </ul>
            </>
          )}
        </Panel>

        <Panel title="Appliances">
          {d.appliances.length === 0 ? (
            <p>None recorded.</p>
          ) : (
            <ul className="space-y-3">
              {d.appliances.map((a, i) => (
                <li key={i} className="space-y-2">
                  <p className="break-words">
                    <strong>{a.brand || "Unknown brand"}</strong>
                    {a.model ? `, model ${a.model}` : ""}
                    {a.serialNumber ? `, serial ${a.serialNumber}` : ""}
                  </p>
                  {a.photoIds.length > 0 && (
                    <p className="flex flex-wrap gap-2">
                      {a.photoIds.map((id, n) => (
                        <a key={id} href={`/admin/photos/${id}`} target="_blank" rel="noreferrer">
                          <img
                            src={`/admin/photos/${id}?size=thumbnail`}
                            alt={`The customer’s appliance, ${n + 1} of ${a.photoIds.length}`}
                            width={96}
                            height={96}
                            loading="lazy"
                            className="h-24 w-24 rounded-md bg-slate-100 object-contain"
                          />
                        </a>
                      ))}
                    </p>
                  )}
                </li>
              ))}
            </ul>
          )}
        </Panel>

        <Panel title="Requests, visits, jobs and payments">
          <ul className="divide-y divide-slate-200">
            {d.requests.map((r) => (
              <li key={`${r.kind}:${r.id}`} className="space-y-1 py-3">
                <p className="flex flex-wrap items-center gap-2">
                  {d.isOffice ? (
                    <Link to={`/admin/requests/${r.kind}/${r.id}`} className="font-semibold text-brand-700 underline">
                      {r.title}
                    </Link>
                  ) : (
                    <strong>{r.title}</strong>
                  )}
                  <StatusBadge status={r.status} />
                  {r.estimateStatus && <EstimateStatusBadge estimate={r.estimateStatus} />}
                  <CustomerBadges returning={r.returning} warranty={r.warranty} />
                </p>
                <p className="text-sm text-slate-700">
                  Received {r.received}
                  {r.visit ? ` · visit ${r.visit}` : ""}
                </p>
                {r.job && (
                  <div className="text-sm">
                    <p>
                      Job completed {r.job.completedAt}, total {r.job.total}
                      {r.job.workDone ? `: ${r.job.workDone}` : ""}
                    </p>
                    {r.job.parts.length > 0 && <p>Parts: {r.job.parts.join("; ")}</p>}
                    {r.payments.length > 0 && <p>Payments: {r.payments.join("; ")}</p>}
                  </div>
                )}
                {d.isOffice && d.requests.length > 1 && !c.erased && (
                  <Form method="post">
                    <input type="hidden" name="intent" value="split" />
                    <input type="hidden" name="kind" value={r.kind} />
                    <input type="hidden" name="requestId" value={r.id} />
                    <button type="submit" className={buttonStyle("secondary")}>
                      Not this customer: split off {r.kind === "booking" ? "booking" : "message"} #{r.id}
                    </button>
                  </Form>
                )}
              </li>
            ))}
          </ul>
        </Panel>

        {d.isOffice && d.missedCalls.length > 0 && (
          <Panel title="Missed calls">
            <CallList calls={d.missedCalls} back={`/admin/customers/${d.id}`} />
          </Panel>
        )}

        <Panel title="Texts">
          {d.texts.length === 0 ? (
            <p>No texts.</p>
          ) : (
            <ol className="space-y-2">
              {d.texts.map((t) => (
                <TextLineItem key={t.id} line={t}>
                  {" · "}
                  <strong className="font-semibold text-slate-900">
                    {t.direction === "out" ? "To the customer" : "From the customer"}
                  </strong>
                  {t.bookingId !== null && (
                    <>
                      {" · "}
                      {d.isOffice ? (
                        <Link to={`/admin/requests/booking/${t.bookingId}#texts`} className="text-brand-700 underline">
                          booking #{t.bookingId}
                        </Link>
                      ) : (
                        `booking #${t.bookingId}`
                      )}
                    </>
                  )}
                </TextLineItem>
              ))}
            </ol>
          )}
        </Panel>

        <Panel title="Review requests">
          {d.reviews.length === 0 ? (
            <p>None yet.</p>
          ) : (
            <ul className="list-disc pl-6">
              {d.reviews.map((r) => (
                <li key={r.bookingId}>
                  Booking #{r.bookingId}: {r.outcome}
                </li>
              ))}
            </ul>
          )}
        </Panel>

        <section
          id="notes"
          aria-labelledby="notes-heading"
          className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
        >
          <h2 id="notes-heading" className="text-xl font-bold text-brand-900">
            Notes
          </h2>
          {d.notes.length === 0 ? (
            <p>No notes yet.</p>
          ) : (
            <ul className="space-y-2">
              {d.notes.map((n) => (
                <li key={n.id}>
                  <p className="text-sm text-slate-700">
                    {n.at}, {n.actor}
                  </p>
                  <p className="break-words whitespace-pre-line">{n.body}</p>
                </li>
              ))}
            </ul>
          )}
          {d.isOffice && !c.erased && (
            <Form method="post" className="space-y-2">
              <input type="hidden" name="intent" value="note" />
              <label className="flex flex-col gap-1 font-semibold text-slate-800">
                New note
                <textarea name="note" rows={3} maxLength={5000} className={`${field} py-2`} />
              </label>
              <button type="submit" className={buttonStyle("primary")}>
                Add note
              </button>
            </Form>
          )}
        </section>

        {d.isOffice && !c.erased && (
          <Panel title="Merge another customer into this one">
            <Form method="post" className="flex flex-wrap items-end gap-3">
              <input type="hidden" name="intent" value="merge" />
              <label className="flex flex-col gap-1 font-semibold text-slate-800">
                The other customer's number
                <input name="other" inputMode="numeric" required className={field} />
              </label>
              <button type="submit" className={buttonStyle("secondary")}>
                Merge
              </button>
            </Form>
          </Panel>
        )}

        {d.isOwner && (
          <Panel title="Privacy">
            <p className="flex flex-wrap gap-3">
              <a href={`/admin/customers/${d.id}/export.json`} className={buttonStyle("secondary")}>
                Export as JSON
              </a>
              <a href={`/admin/customers/${d.id}/export.csv`} className={buttonStyle("secondary")}>
                Export as CSV
              </a>
            </p>
            {!c.erased && (
              <Form method="post" className="space-y-2">
                <input type="hidden" name="intent" value="erase" />
                <label className="flex items-start gap-2">
                  <input type="checkbox" name="confirm" value="yes" className="h-6 w-6 shrink-0" />
                  <span>
                    Erase this customer: name, phone, e-mail, addresses, photos, texts and notes are deleted for good;
                    jobs and payment amounts stay (tax records) as “Erased customer #{d.id}”.
                  </span>
                </label>
                <button type="submit" className={buttonStyle("danger")}>
                  Erase customer
                </button>
              </Form>
            )}
          </Panel>
        )}
      </div>
    </>
  );
}

export { WorkspaceError as ErrorBoundary };
