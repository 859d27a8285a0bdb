import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { useOptionalUi } from "#app/components/i18n";

const controlClass =
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm " +
  "focus:border-brand-600 focus:ring-2 focus:ring-brand-500 focus:outline-none aria-[invalid=true]:border-red-700";

interface FieldShellProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  children: ReactNode;
}

/** Label, control, hint and error message, wired together for screen readers. */
function FieldShell({ id, label, required, error, hint, children }: FieldShellProps) {
  // Public pages say it in their language; the workspace (no dictionary) in English.
  const optional = useOptionalUi()?.fieldWords.optional ?? " (optional)";
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-slate-800">
        {label}
        {required ? (
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        ) : (
          <span className="text-sm font-normal text-slate-600">{optional}</span>
        )}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function describedBy(id: string, error?: string, hint?: string) {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

type CommonProps = { label: string; name: string; error?: string; hint?: string; idPrefix?: string };

/**
 * A photo picker's native file input: a real button, and its "No file chosen" in small type so
 * both fit a 320 px screen.
 */
export const fileInputClass =
  "block w-full max-w-full text-sm text-slate-700 file:mr-2 file:rounded-lg file:border-0 file:bg-brand-700 file:px-3 file:py-2.5 file:text-base file:font-semibold file:text-white";

export function TextField({
  label,
  name,
  error,
  hint,
  idPrefix = "field",
  ...input
}: CommonProps & Omit<InputHTMLAttributes<HTMLInputElement>, "name">) {
  const id = `${idPrefix}-${name}`;
  return (
    <FieldShell id={id} label={label} required={input.required} error={error} hint={hint}>
      <input
        id={id}
        name={name}
        className={controlClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...input}
      />
    </FieldShell>
  );
}

export function TextAreaField({
  label,
  name,
  error,
  hint,
  idPrefix = "field",
  ...textarea
}: CommonProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name">) {
  const id = `${idPrefix}-${name}`;
  return (
    <FieldShell id={id} label={label} required={textarea.required} error={error} hint={hint}>
      <textarea
        id={id}
        name={name}
        rows={5}
        className={controlClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...textarea}
      />
    </FieldShell>
  );
}

export interface SelectOption {
  value: string;
  text: string;
  disabled?: boolean;
}

export function SelectField({
  label,
  name,
  error,
  hint,
  idPrefix = "field",
  options,
  placeholder,
  ...select
}: CommonProps & {
  /** Option values (shown as they are), or values with their own text and a disabled state. */
  options: ReadonlyArray<string | SelectOption>;
  /** An empty first option (value ""), for selects without a default. */
  placeholder?: string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, "name">) {
  const id = `${idPrefix}-${name}`;
  // HTML allows `required` on a select only when its first option is an empty placeholder. One
  // that starts on a real default (Issue Type, Preferred Time) can never be empty anyway, so it is
  // announced as required with aria-required instead, and stays valid HTML.
  const { required, ...rest } = select;
  const requiredProps = required && placeholder === undefined ? { "aria-required": true } : { required };
  return (
    <FieldShell id={id} label={label} required={required} error={error} hint={hint}>
      <select
        id={id}
        name={name}
        className={controlClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...requiredProps}
        {...rest}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => {
          const { value, text, disabled } =
            typeof option === "string" ? { value: option, text: option, disabled: false } : option;
          return (
            <option key={value} value={value} disabled={disabled}>
              {text}
            </option>
          );
        })}
      </select>
    </FieldShell>
  );
}

/**
 * Honeypot: hidden from people (off-screen, out of the tab order, ignored by screen readers), but
 * present for bots that fill every input. A filled honeypot is refused by the server.
 */
export function HoneypotField({ name }: { name: string }) {
  const label = useOptionalUi()?.fieldWords.honeypot ?? "Leave this field empty";
  return (
    <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden="true">
      <label htmlFor={`hp-${name}`}>{label}</label>
      <input id={`hp-${name}`} type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
