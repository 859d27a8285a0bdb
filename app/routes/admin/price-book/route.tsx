import { Form, Link } from "react-router";
import type { Route } from "./+types/route";
import { Alert, buttonStyle, PageHeading, Panel } from "#app/components/admin/panel";
import { SettingsNav } from "#app/components/admin/site-settings";
import { WorkspaceError } from "#app/components/admin/workspace-error";
import { SelectField, TextField } from "#app/components/ui/form-field";
import {
  MAX_ITEM_DESCRIPTION,
  MAX_ITEM_PART_NUMBER,
  PRICE_BOOK_PATH,
  type PriceBookValues,
} from "#app/estimates/price-book";
import { workspaceMeta } from "#app/lib/seo";
import { loadPriceBookPage, priceBookAction, type PriceBookActionData } from "./route.server";

// Settings, "Price book" (DECISIONS "Estimates and approval"): the owner's common parts and
// labour with prices, which the estimate form suggests. Plain forms: no JavaScript needed.
export const loader = ({ request }: Route.LoaderArgs) => loadPriceBookPage(request);
export const action = ({ request }: Route.ActionArgs) => priceBookAction(request);

export const meta: Route.MetaFunction = () => workspaceMeta("Settings: Price book");

const SAVED_TEXT = {
  added: "The item was added to the price book.",
  changed: "The item was saved.",
  removed: "The item was removed. Estimates already written keep their lines.",
} as const;

type Errors = PriceBookActionData["errors"];

/** Kind, description, part number and price: the add form's and each edit form's inputs. */
function ItemFields({ idPrefix, values, errors }: { idPrefix: string; values: PriceBookValues; errors: Errors }) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <SelectField
        idPrefix={idPrefix}
        label="Kind"
        name="kind"
        required
        defaultValue={values.kind || "part"}
        options={[
          { value: "part", text: "Part" },
          { value: "labour", text: "Labour" },
        ]}
        error={errors.kind}
      />
      <TextField
        idPrefix={idPrefix}
        label="Price ($)"
        name="unitPrice"
        required
        inputMode="decimal"
        defaultValue={values.unitPrice}
        error={errors.unitPrice}
      />
      <div className="sm:col-span-2">
        <TextField
          idPrefix={idPrefix}
          label="Description"
          name="description"
          required
          maxLength={MAX_ITEM_DESCRIPTION}
          defaultValue={values.description}
          hint="As the estimate shows it, e.g. Evaporator fan motor, or Replace a defrost heater (labour)."
          error={errors.description}
        />
      </div>
      <div className="sm:col-span-2">
        <TextField
          idPrefix={idPrefix}
          label="Part number"
          name="partNumber"
          maxLength={MAX_ITEM_PART_NUMBER}
          defaultValue={values.partNumber}
          hint="Parts only: a labour item keeps none."
          error={errors.partNumber}
          autoCapitalize="characters"
          spellCheck={false}
        />
      </div>
    </div>
  );
}

const EMPTY: PriceBookValues = { kind: "part", description: "", partNumber: "", unitPrice: "" };

export default function PriceBook({ loaderData, actionData }: Route.ComponentProps) {
  const { items, saved, editing } = loaderData;
  const answer = actionData as PriceBookActionData | undefined;
  const addAnswer = answer?.form === "add" ? answer : undefined;
  const editAnswer = answer?.form === "edit" && items.some((i) => i.id === answer.id) ? answer : undefined;
  // A refusal whose item is gone (removed in another tab): said at the top.
  const lostAnswer = answer?.form === "edit" && !editAnswer ? answer : undefined;
  const openId = editAnswer?.id ?? (answer ? undefined : editing);
  return (
    <>
      <PageHeading title="Settings: Price book">
        The parts and labour you quote most, with their prices. The estimate form suggests them by description and fills
        a line&apos;s price; estimates already written keep their own lines when an item changes.
      </PageHeading>
      <SettingsNav current="price-book" />
      <div className="mb-6 space-y-3">
        {saved && !answer && <Alert tone="success">{SAVED_TEXT[saved]}</Alert>}
        {lostAnswer?.message && <Alert>{lostAnswer.message}</Alert>}
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div id="price-book-items" className="scroll-mt-6">
          <Panel title={`Items (${items.length})`}>
            {items.length === 0 ? (
              <p>No items yet. Add the parts and labour you quote most, and the estimate form suggests them.</p>
            ) : (
              <ul className="divide-y divide-slate-200">
                {items.map((item) => (
                  <li key={item.id} className="py-3" data-testid="price-book-item">
                    {openId === item.id ? (
                      <Form
                        method="post"
                        action={PRICE_BOOK_PATH}
                        id={`edit-${item.id}`}
                        aria-labelledby={`edit-${item.id}-title`}
                        className="scroll-mt-6 space-y-4 rounded-lg border-2 border-brand-700 p-3"
                        noValidate
                      >
                        <h3 id={`edit-${item.id}-title`} className="font-bold break-words text-brand-900">
                          Edit: {item.description}
                        </h3>
                        {editAnswer?.message && <Alert>{editAnswer.message}</Alert>}
                        <input type="hidden" name="id" value={item.id} />
                        <ItemFields
                          idPrefix={`item-${item.id}`}
                          values={editAnswer?.values ?? item}
                          errors={editAnswer?.errors ?? {}}
                        />
                        <div className="flex flex-wrap gap-3">
                          <button type="submit" name="intent" value="update" className={buttonStyle("primary")}>
                            Save
                          </button>
                          <button type="submit" name="intent" value="remove" className={buttonStyle("danger")}>
                            Remove<span className="sr-only"> {item.description}</span>
                          </button>
                          <Link to={`${PRICE_BOOK_PATH}#price-book-items`} className={buttonStyle("secondary")}>
                            Cancel
                          </Link>
                        </div>
                      </Form>
                    ) : (
                      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
                        <div className="min-w-0">
                          <p className="font-semibold break-words text-slate-900">{item.description}</p>
                          <p className="text-sm text-slate-700">
                            {item.kind === "part" ? "Part" : "Labour"}
                            {item.partNumber && <>, {item.partNumber}</>}
                          </p>
                        </div>
                        <div className="flex items-center gap-4">
                          <span className="font-semibold tabular-nums">{item.price}</span>
                          <Link
                            to={`${PRICE_BOOK_PATH}?edit=${item.id}#edit-${item.id}`}
                            className={buttonStyle("secondary")}
                          >
                            Edit<span className="sr-only"> {item.description}</span>
                          </Link>
                        </div>
                      </div>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        </div>
        <Panel title="Add an item">
          <Form method="post" action={PRICE_BOOK_PATH} className="space-y-4" noValidate>
            {addAnswer?.message && <Alert>{addAnswer.message}</Alert>}
            {/* A new form (new defaults) after each addition, so the next one starts empty. */}
            <ItemFields
              key={addAnswer ? "refused" : `added-${items.length}`}
              idPrefix="add"
              values={addAnswer?.values ?? EMPTY}
              errors={addAnswer?.errors ?? {}}
            />
            <button type="submit" name="intent" value="add" className={buttonStyle("primary", true)}>
              Add to the price book
            </button>
          </Form>
        </Panel>
      </div>
    </>
  );
}

export { WorkspaceError as ErrorBoundary };
