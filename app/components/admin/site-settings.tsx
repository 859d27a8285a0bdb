import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { business, serviceCounties, type CountyTaxRate } from "#app/content/business";
import {
  DEFAULT_VERSION,
  percentText,
  settingsSections,
  siteFactLabels,
  timeLabel,
  type SettingsSection,
  type SiteFactField,
  type SiteFactValues,
} from "#app/settings/site-fact-fields";
import { weekdays, type SpecialHours } from "#app/settings/site-facts";
import { windowLabel } from "#app/lib/booking-windows";
import { formatCalendarDate, isCalendarDate } from "#app/lib/dates";
import { ACCEPTED_PHOTO_TYPES, MAX_PHOTO_BYTES, teamPhotoPath } from "#app/photos/limits";
import { Alert, buttonStyle, Panel } from "./panel";

/**
 * The owner's settings pages for what the site says (DECISIONS "The owner edits the site"): one
 * form per stored field, each with its hidden version (a save from a stale tab is refused), its
 * messages tied to their inputs, the values typed kept on a refusal, and "Back to default".
 */

type Values = Record<string, string | string[]>;

/** What a refused save sent back, for the form of `field` only. */
export interface FormAnswer {
  field: string;
  errors: Record<string, string>;
  values: Values;
}

export interface FactState {
  version: string;
  isDefault: boolean;
  saved: boolean;
  reset: boolean;
  /** The refusal, when this field's form was the one refused. */
  answer?: FormAnswer;
}

const inputClass =
  "block min-h-11 w-full min-w-0 rounded-lg border border-slate-400 bg-white px-3 text-base text-slate-900 aria-[invalid=true]:border-red-700";
const textareaClass =
  "block w-full min-w-0 rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 aria-[invalid=true]:border-red-700";

const idOf = (...parts: string[]) => parts.join("-").replace(/[^A-Za-z0-9-]/g, "-");

/** The small navigation between the settings pages. */
export function SettingsNav({ current }: { current: SettingsSection | "scheduling" | "price-book" }) {
  const items = [{ slug: "scheduling", label: "Bookings and calendar", to: "/admin/settings" }].concat(
    settingsSections.map((s) => ({ slug: s.slug, label: s.label, to: `/admin/settings/${s.slug}` })),
  );
  // The price book (estimates' parts and labour, a page of its own) beside Prices.
  items.splice(items.findIndex((i) => i.slug === "prices") + 1, 0, {
    slug: "price-book",
    label: "Price book",
    to: "/admin/settings/price-book",
  });
  return (
    <nav aria-label="Settings pages" className="mb-6">
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => {
          const active = item.slug === current;
          return (
            <li key={item.slug}>
              <Link
                to={item.to}
                aria-current={active ? "page" : undefined}
                className={`inline-flex min-h-11 items-center rounded-full border-2 px-4 font-semibold ${
                  active
                    ? "border-brand-700 bg-brand-700 text-white"
                    : "border-slate-300 bg-white text-brand-800 hover:border-brand-700"
                }`}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** One labelled input with its hint and its message, both read out with it. */
export function Field({
  id,
  name,
  label,
  hint,
  error,
  defaultValue,
  type = "text",
  multiline = false,
  ...rest
}: {
  id: string;
  name: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  defaultValue: string;
  type?: "text" | "tel" | "email" | "url" | "time" | "date" | "number";
  multiline?: boolean;
  required?: boolean;
  autoComplete?: string;
  inputMode?: "decimal" | "numeric";
  placeholder?: string;
  maxLength?: number;
}) {
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name,
    defaultValue,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described,
    ...rest,
  };
  return (
    <div className="min-w-0 space-y-1">
      <label htmlFor={id} className="block font-medium text-slate-800">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          {hint}
        </p>
      )}
      {multiline ? (
        <textarea rows={4} className={textareaClass} {...common} />
      ) : (
        <input type={type} className={inputClass} {...common} />
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The value to show in an input: what was typed (after a refusal), else the stored one. */
function shown(state: FactState, name: string, current: string): string {
  const typed = state.answer?.values[name];
  if (typed === undefined) return state.answer ? "" : current;
  return Array.isArray(typed) ? (typed[0] ?? "") : typed;
}

function fieldErrorCount(state: FactState): number {
  return Object.keys(state.answer?.errors ?? {}).filter((k) => k !== "form").length;
}

/** A panel holding one field's form: confirmation, refusal, the inputs, Save and Back to default. */
export function FactPanel({
  field,
  title,
  state,
  intro,
  defaultText,
  saveLabel = "Save",
  encType,
  children,
}: {
  field: SiteFactField;
  title?: string;
  state: FactState;
  intro?: ReactNode;
  /** The default, as the owner reads it (shown beside "Back to default"). */
  defaultText?: string;
  saveLabel?: string;
  /** multipart/form-data for a form with a file input (the team's photos). */
  encType?: "multipart/form-data";
  children: ReactNode;
}) {
  const anchor = field.replace(".", "-");
  const formError = state.answer?.errors.form;
  return (
    <div id={anchor} className="scroll-mt-4">
      <Panel title={title ?? siteFactLabels[field]}>
        {state.saved && <Alert tone="success">Saved. The site shows it from the next page view.</Alert>}
        {state.reset && <Alert tone="success">Back to the default.</Alert>}
        {formError && <Alert>{formError}</Alert>}
        {fieldErrorCount(state) > 0 && <Alert>Nothing was saved: correct what is marked below.</Alert>}
        {intro && <div className="text-slate-700">{intro}</div>}
        {/* Keyed by the version: after a save the inputs show the stored value, not the typed one. */}
        <Form key={state.version} method="post" encType={encType} className="space-y-4" preventScrollReset>
          <input type="hidden" name="field" value={field} />
          <input type="hidden" name="version" value={state.version} />
          {children}
          <button type="submit" name="intent" value="save" className={buttonStyle("primary", true)}>
            {saveLabel}
          </button>
        </Form>
        <div className="border-t border-slate-200 pt-4">
          {state.isDefault ? (
            <p className="text-sm text-slate-700">This is the default, from the site's content files.</p>
          ) : (
            <Form method="post" className="space-y-2" preventScrollReset>
              <input type="hidden" name="field" value={field} />
              <input type="hidden" name="version" value={state.version} />
              {defaultText && <p className="break-words text-sm text-slate-700">Default: {defaultText}</p>}
              <button type="submit" name="intent" value="reset" className={buttonStyle("secondary", true)}>
                Back to default
              </button>
            </Form>
          )}
        </div>
      </Panel>
    </div>
  );
}

/** A single-input field (a phone, an e-mail, a link, a number). */
export function SingleFact({
  field,
  state,
  current,
  label,
  hint,
  type,
  defaultText,
  inputMode,
  autoComplete,
}: {
  field: SiteFactField;
  state: FactState;
  current: string;
  label: string;
  hint?: ReactNode;
  type?: "text" | "tel" | "email" | "url";
  defaultText?: string;
  inputMode?: "decimal" | "numeric";
  autoComplete?: string;
}) {
  return (
    <FactPanel field={field} state={state} defaultText={defaultText}>
      <Field
        id={idOf(field, "value")}
        name="value"
        label={label}
        hint={hint}
        error={state.answer?.errors.value}
        defaultValue={shown(state, "value", current)}
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete ?? "off"}
      />
    </FactPanel>
  );
}

/* ------------------------------------------------------------------ hours */

export function WeeklyHoursForm({ state, hours }: { state: FactState; hours: SiteFactValues["weeklyHours"] }) {
  const errors = state.answer?.errors ?? {};
  const typed = state.answer?.values;
  return (
    <FactPanel
      field="weeklyHours"
      state={state}
      saveLabel="Save opening hours"
      intro={
        <p>
          Times are {business.region} time. A booking window can be offered only when it starts at or after opening and
          ends by closing time. Ticking Closed closes the day and its windows; they are kept for when you reopen it.
        </p>
      }
    >
      <div className="grid gap-4 lg:grid-cols-2">
        {weekdays.map((day) => {
          // A closed day shows the hours and windows it had: unticking Closed brings them back.
          const d = hours[day].opens === null && hours[day].reopen ? hours[day].reopen : hours[day];
          const closed = typed ? typed[`${day}.closed`] === "on" : hours[day].opens === null;
          const windows = typed
            ? ([] as string[]).concat(typed[`${day}.bookingWindows`] ?? [])
            : (d.bookingWindows as string[]);
          const windowError = errors[`${day}.bookingWindows`];
          const windowsId = idOf("weeklyHours", day, "windows");
          return (
            <fieldset key={day} className="min-w-0 space-y-3 rounded-lg border border-slate-200 p-3">
              <legend className="px-1 font-semibold text-slate-900">{day}</legend>
              <div className="flex items-center gap-2">
                <input
                  id={idOf("weeklyHours", day, "closed")}
                  type="checkbox"
                  name={`${day}.closed`}
                  defaultChecked={closed}
                  className="size-6 shrink-0"
                />
                <label htmlFor={idOf("weeklyHours", day, "closed")} className="text-slate-800">
                  Closed (no hours shown, no online bookings)
                </label>
              </div>
              {closed && d.opens !== null && (
                <p className="text-sm text-slate-700">
                  Closed. Untick Closed and save to reopen with the hours and windows below.
                </p>
              )}
              <div className="grid gap-2 sm:grid-cols-2">
                <Field
                  id={idOf("weeklyHours", day, "opens")}
                  name={`${day}.opens`}
                  label="Opens"
                  type="time"
                  error={errors[`${day}.opens`]}
                  defaultValue={typed ? String(typed[`${day}.opens`] ?? "") : (d.opens ?? "")}
                />
                <Field
                  id={idOf("weeklyHours", day, "closes")}
                  name={`${day}.closes`}
                  label="Closes"
                  type="time"
                  error={errors[`${day}.closes`]}
                  defaultValue={typed ? String(typed[`${day}.closes`] ?? "") : (d.closes ?? "")}
                />
              </div>
              <fieldset className="min-w-0" aria-describedby={windowError ? `${windowsId}-error` : undefined}>
                <legend className="font-medium text-slate-800">Booking windows offered online</legend>
                <div className="mt-1 space-y-1">
                  {business.bookingWindows.map((w) => {
                    const id = idOf("weeklyHours", day, w.key);
                    return (
                      <div key={w.key} className="flex items-center gap-2">
                        <input
                          id={id}
                          type="checkbox"
                          name={`${day}.bookingWindows`}
                          value={w.key}
                          defaultChecked={windows.includes(w.key)}
                          className="size-6 shrink-0"
                        />
                        <label htmlFor={id} className="text-slate-800">
                          {w.label}
                        </label>
                      </div>
                    );
                  })}
                </div>
                {windowError && (
                  <p id={`${windowsId}-error`} className="mt-1 text-sm font-medium text-red-700">
                    {windowError}
                  </p>
                )}
              </fieldset>
            </fieldset>
          );
        })}
      </div>
    </FactPanel>
  );
}

/** A visit already booked on a day or window the weekly hours no longer offer. */
export interface VisitOutsideHoursRow {
  id: number;
  name: string;
  visitDate: string;
  visitWindow: string;
}

/**
 * Visits booked before their day or window was closed: they stay booked, so the page says how
 * many and links to each (and to the schedule), for the office to call the customers or reopen.
 */
export function VisitsOutsideHours({ visits }: { visits: VisitOutsideHoursRow[] }) {
  if (!visits.length) return null;
  const count = visits.length === 1 ? "1 visit already booked falls" : `${visits.length} visits already booked fall`;
  return (
    <section
      aria-labelledby="outside-hours-title"
      className="rounded-lg border-2 border-amber-600 bg-amber-50 p-4 text-slate-900"
      id="outside-hours"
    >
      <h2 id="outside-hours-title" className="font-semibold">
        {count} on a day or window you closed
      </h2>
      <p className="mt-1">
        They stay booked: call each customer to move the visit, or reopen the hours. See them on the{" "}
        <Link to="/admin/schedule" className="font-semibold text-brand-700 underline">
          schedule
        </Link>{" "}
        or here:
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {visits.map((v) => (
          <li key={v.id}>
            <Link to={`/admin/requests/booking/${v.id}`} className="font-semibold break-words text-brand-700 underline">
              {formatCalendarDate(v.visitDate)}, {windowLabel(v.visitWindow)}: {v.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function SpecialHoursPanel({
  dates,
  saved,
  answer,
  today,
}: {
  dates: SpecialHours[];
  saved: boolean;
  answer?: FormAnswer;
  today: string;
}) {
  const errors = answer?.errors ?? {};
  const typed = answer?.values ?? {};
  const value = (name: string) => String(typed[name] ?? "");
  return (
    <div id="special-hours" className="scroll-mt-4">
      <Panel title="Special hours">
        {saved && <Alert tone="success">Saved. The site shows it from the next page view.</Alert>}
        {errors.form && <Alert>{errors.form}</Alert>}
        <p className="text-slate-700">
          Holidays and other days with different hours. A closed date offers no booking windows; bookings already made
          stay, and the{" "}
          <Link to="/admin/schedule#closed-dates" className="font-semibold text-brand-700 underline">
            Schedule page
          </Link>{" "}
          flags them.
        </p>
        {dates.length === 0 ? (
          <p className="text-slate-700">No special hours from today on.</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
            {dates.map((s) => (
              <li key={s.date} className="flex flex-wrap items-center justify-between gap-2 p-3">
                <div className="min-w-0 break-words">
                  <p className="font-semibold text-slate-900">{formatCalendarDate(s.date)}</p>
                  <p className="text-slate-700">
                    {s.opens && s.closes ? `Open ${timeLabel(s.opens)} - ${timeLabel(s.closes)}` : "Closed all day"}
                    {s.note ? `: ${s.note}` : ""}
                  </p>
                </div>
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="intent" value="special-remove" />
                  <input type="hidden" name="date" value={s.date} />
                  <button type="submit" className={buttonStyle("danger")}>
                    Remove<span className="sr-only"> the special hours of {formatCalendarDate(s.date)}</span>
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
        <h3 className="font-semibold text-slate-900">Add a date</h3>
        {Object.keys(errors).some((k) => k !== "form") && (
          <Alert>Nothing was saved: correct what is marked below.</Alert>
        )}
        <Form key={dates.map((s) => s.date).join()} method="post" className="space-y-4" preventScrollReset>
          <input type="hidden" name="intent" value="special-add" />
          <Field
            id="special-date"
            name="date"
            label="Date"
            type="date"
            error={errors.date}
            // A date box holds only a real date: an impossible one (a hand-made post) is not echoed.
            defaultValue={isCalendarDate(value("date")) ? value("date") : ""}
            required
          />
          <div className="flex items-center gap-2">
            <input
              id="special-closed"
              type="checkbox"
              name="closed"
              defaultChecked={answer ? typed.closed === "on" : true}
              className="size-6 shrink-0"
            />
            <label htmlFor="special-closed" className="text-slate-800">
              Closed all day
            </label>
          </div>
          <div className="grid gap-2 sm:grid-cols-2">
            <Field
              id="special-opens"
              name="opens"
              label="Or opens"
              type="time"
              error={errors.opens}
              defaultValue={value("opens")}
            />
            <Field
              id="special-closes"
              name="closes"
              label="Closes"
              type="time"
              error={errors.closes}
              defaultValue={value("closes")}
            />
          </div>
          <Field
            id="special-note"
            name="note"
            label="Note (optional)"
            hint={`Shown with the date, e.g. "Thanksgiving". From ${formatCalendarDate(today)} on.`}
            error={errors.note}
            defaultValue={value("note")}
            maxLength={120}
          />
          <button type="submit" className={buttonStyle("primary", true)}>
            Add special hours
          </button>
        </Form>
      </Panel>
    </div>
  );
}

/* ------------------------------------------------------------------ prices */

export function PricesForm({
  state,
  services,
  stored,
}: {
  state: FactState;
  services: Array<{ slug: string; title: string; priceRange: string }>;
  stored: Record<string, string>;
}) {
  return (
    <FactPanel
      field="servicePrices"
      state={state}
      saveLabel="Save prices"
      intro={
        <p>
          The price range each service page shows, in whole dollars: "$150-$350", "150 to 350" or "$89" (saved as
          "$150-$350"). Leave a box empty for its default.
        </p>
      }
      defaultText="every service's price from its content file"
    >
      <div className="grid gap-4 md:grid-cols-2">
        {services.map((s) => (
          <Field
            key={s.slug}
            id={idOf("price", s.slug)}
            name={`price.${s.slug}`}
            label={s.title}
            hint={`Empty: the default, ${s.priceRange}`}
            error={state.answer?.errors[s.slug]}
            defaultValue={shown(state, `price.${s.slug}`, stored[s.slug] ?? "")}
            maxLength={40}
            autoComplete="off"
          />
        ))}
      </div>
    </FactPanel>
  );
}

/* ------------------------------------------------------------------ lists */

export interface ListInput {
  name: string;
  label: string;
  /** "photo": a team member's photo (its stored id, a file input, Remove photo). */
  kind?: "text" | "textarea" | "rating" | "hidden" | "photo" | "select";
  maxLength?: number;
  /** "select": its choices (the first is the add row's preset). */
  options?: readonly string[];
  /** An input's type ("date"), and a hint under its label. */
  type?: "text" | "date";
  hint?: string;
  inputMode?: "decimal" | "numeric";
}

/**
 * A list the owner edits (FAQs, testimonials, team): every item's inputs in one form, with Move up,
 * Move down and Remove buttons (each saves the list as typed, with the move applied) and a blank
 * item at the end to add one.
 */
export function ListForm({
  field,
  state,
  items,
  inputs,
  itemName,
  title,
  intro,
  savedPhotos = [],
}: {
  field: SiteFactField;
  state: FactState;
  items: Array<Record<string, string>>;
  /** The photo ids the saved list names (shown); another id is an upload not yet saved. */
  savedPhotos?: readonly string[];
  inputs: ListInput[];
  /** "Question", "Testimonial", "Team member". */
  itemName: string;
  title?: string;
  intro?: ReactNode;
}) {
  const typed = state.answer?.values;
  const count = typed ? Number(typed.count ?? 0) : items.length;
  const rows: Array<Record<string, string>> = typed
    ? Array.from({ length: count }, (_, i) =>
        Object.fromEntries(inputs.map((input) => [input.name, String(typed[`${i}.${input.name}`] ?? "")])),
      )
    : items;
  const errors = state.answer?.errors ?? {};
  const blank = Object.fromEntries(
    inputs.map((input) => [
      input.name,
      input.kind === "rating" ? "5" : input.kind === "select" ? (input.options?.[0] ?? "") : "",
    ]),
  );
  const renderItem = (item: Record<string, string>, i: number, adding: boolean) => (
    <fieldset
      key={adding ? "add" : `${i}-${item[inputs[0]!.name]}`}
      className="min-w-0 space-y-3 rounded-lg border border-slate-200 p-3"
    >
      <legend className="px-1 font-semibold text-slate-900">
        {adding ? `Add a ${itemName.toLowerCase()}` : `${itemName} ${i + 1}`}
      </legend>
      {inputs.map((input) => {
        const name = `${i}.${input.name}`;
        const id = idOf(field, String(i), input.name);
        if (input.kind === "hidden")
          return <input key={name} type="hidden" name={name} value={item[input.name] ?? ""} />;
        if (input.kind === "photo") {
          const photoId = item[input.name] ?? "";
          const fileId = idOf(field, String(i), "photo");
          const error = errors[`${i}.photo`] ?? errors[name];
          const who = item.name?.trim() || `${itemName.toLowerCase()} ${i + 1}`;
          return (
            <div key={name} className="min-w-0 space-y-2">
              <input type="hidden" name={name} value={photoId} />
              <label htmlFor={fileId} className="block font-medium text-slate-800">
                {input.label}
              </label>
              <p id={`${fileId}-hint`} className="text-sm text-slate-700">
                JPEG, PNG or WebP, up to {MAX_PHOTO_BYTES / 1024 / 1024} MB. It is cut to a square; the location and
                other details in the file are removed.
              </p>
              {photoId &&
                (savedPhotos.includes(photoId) ? (
                  <img
                    src={teamPhotoPath(Number(photoId))}
                    width={80}
                    height={80}
                    alt={`${who}, as the About page shows them`}
                    className="size-20 rounded-full bg-slate-100 object-cover"
                  />
                ) : (
                  <p className="text-sm text-slate-700">A new photo is ready: it is saved with the rest.</p>
                ))}
              <input
                type="file"
                id={fileId}
                name={`${i}.photo`}
                accept={ACCEPTED_PHOTO_TYPES}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${fileId}-hint ${fileId}-error` : `${fileId}-hint`}
                className="block w-full min-w-0 text-sm text-slate-900 file:mr-2 file:min-h-11 file:rounded-lg file:border-2 file:border-slate-300 file:bg-white file:px-2 file:font-semibold file:text-brand-800"
              />
              {error && (
                <p id={`${fileId}-error`} className="text-sm font-medium text-red-700">
                  {error}
                </p>
              )}
              {photoId && !adding && (
                <button
                  type="submit"
                  name="intent"
                  value={`photo-remove:${i}`}
                  formNoValidate
                  className={buttonStyle("secondary")}
                >
                  Remove photo
                  <span className="sr-only">
                    {" "}
                    of {itemName.toLowerCase()} {i + 1}
                  </span>
                </button>
              )}
            </div>
          );
        }
        if (input.kind === "rating" || input.kind === "select") {
          const error = errors[name];
          const choices =
            input.kind === "select"
              ? (input.options ?? []).map((o) => [o, o] as const)
              : (["5", "4", "3", "2", "1"] as const).map((r) => [r, `${r} ${r === "1" ? "star" : "stars"}`] as const);
          return (
            <div key={name} className="space-y-1">
              <label htmlFor={id} className="block font-medium text-slate-800">
                {input.label}
              </label>
              <select
                id={id}
                name={name}
                defaultValue={item[input.name] ?? choices[0]?.[0]}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                className={inputClass}
              >
                {choices.map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
              {error && (
                <p id={`${id}-error`} className="text-sm font-medium text-red-700">
                  {error}
                </p>
              )}
            </div>
          );
        }
        return (
          <Field
            key={name}
            id={id}
            name={name}
            label={input.label}
            error={errors[name]}
            defaultValue={item[input.name] ?? ""}
            multiline={input.kind === "textarea"}
            maxLength={input.maxLength}
            type={input.type}
            hint={input.hint}
            inputMode={input.inputMode}
            autoComplete="off"
          />
        );
      })}
      {!adding && (
        <div className="flex flex-wrap gap-2">
          {i > 0 && (
            <button type="submit" name="intent" value={`up:${i}`} formNoValidate className={buttonStyle("secondary")}>
              Move up
              <span className="sr-only">
                {" "}
                {itemName.toLowerCase()} {i + 1}
              </span>
            </button>
          )}
          {i < count - 1 && (
            <button type="submit" name="intent" value={`down:${i}`} formNoValidate className={buttonStyle("secondary")}>
              Move down
              <span className="sr-only">
                {" "}
                {itemName.toLowerCase()} {i + 1}
              </span>
            </button>
          )}
          <button type="submit" name="intent" value={`remove:${i}`} formNoValidate className={buttonStyle("danger")}>
            Remove
            <span className="sr-only">
              {" "}
              {itemName.toLowerCase()} {i + 1}
            </span>
          </button>
        </div>
      )}
    </fieldset>
  );
  return (
    <FactPanel
      field={field}
      title={title}
      state={state}
      intro={intro}
      saveLabel={`Save ${(title ?? siteFactLabels[field]).toLowerCase()}`}
      defaultText="the list from the site's content files"
      encType={inputs.some((input) => input.kind === "photo") ? "multipart/form-data" : undefined}
    >
      <input type="hidden" name="count" value={count} />
      {rows.length === 0 && <p className="text-slate-700">None yet.</p>}
      {rows.map((item, i) => renderItem(item, i, false))}
      {renderItem(blank, count, true)}
    </FactPanel>
  );
}

/* ------------------------------------------------------------------ links */

export function SocialForm({ state, links }: { state: FactState; links: SiteFactValues["social"] }) {
  return (
    <FactPanel
      field="social"
      state={state}
      saveLabel="Save profile links"
      intro={<p>The footer links to each profile with an address. Leave a box empty to leave it out.</p>}
      defaultText="no profiles"
    >
      {links.map((link, i) => (
        <div key={link.name}>
          <input type="hidden" name={`${i}.name`} value={link.name} />
          <Field
            id={idOf("social", link.name)}
            name={`${i}.url`}
            label={`${link.name} page address`}
            hint="https:// addresses only."
            type="url"
            error={state.answer?.errors[`${i}.url`]}
            defaultValue={shown(state, `${i}.url`, link.url ?? "")}
            autoComplete="url"
          />
        </div>
      ))}
    </FactPanel>
  );
}

/** "7.5" for 750 basis points: the tax rate as the owner types it. */
export const taxRateText = percentText;

/** Settings, Tax: each county's rate and the day it applies from; a change is a new row. */
export function CountyTaxRatesForm({ state, rates }: { state: FactState; rates: readonly CountyTaxRate[] }) {
  return (
    <ListForm
      field="countyTaxRates"
      state={state}
      items={rates.map((r) => ({ county: r.county, rate: taxRateText(r.basisPoints), from: r.from }))}
      inputs={[
        { name: "county", label: "County", kind: "select", options: serviceCounties },
        {
          name: "rate",
          label: "Rate (percent)",
          hint: "Florida's 6% plus the county's surtax, like 7.5.",
          inputMode: "decimal",
          maxLength: 6,
        },
        { name: "from", label: "Applies from", type: "date", hint: "The first day of work it applies to." },
      ]}
      itemName="Rate"
      intro={
        <p>
          A repair that used a part is taxed as a whole (parts, labour and the diagnostic fee charged) at the rate of
          the county where the work was done; a visit with no part is not taxed. To change a rate, add a row with the
          new rate and the day it starts: jobs completed before that day keep what they were charged.
        </p>
      }
    />
  );
}

export const isDefaultVersion = (version: string) => version === DEFAULT_VERSION;
