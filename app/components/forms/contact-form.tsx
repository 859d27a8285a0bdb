import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { contactServices, contactSummary } from "#app/forms/contact-schema";
import { HONEYPOT_FIELD } from "#app/lib/fields";
import type { SubmissionResult } from "#app/forms/submission";
import { useLocalePath, useUi } from "#app/components/i18n";
import { fill } from "#app/content/i18n/fill";
import { useSiteFacts } from "#app/components/site-facts";
import { buttonClass } from "#app/components/ui/button-link";
import { HoneypotField, SelectField, TextAreaField, TextField } from "#app/components/ui/form-field";
import type { LeadSource } from "#app/requests/lead-source";
import { LeadSourceFields } from "./lead-source-fields";
import { FormMessage } from "#app/components/ui/form-message";
import { Icon } from "#app/components/ui/icon";
import { useToast } from "#app/components/ui/toast";

/** What the success panel repeats, in this order (its labels are the dictionary's contactForm.summary). */
const SUMMARY_LABELS = ["name", "email", "phone", "service", "message"] as const;

/**
 * The contact form. With JavaScript it submits through a fetcher (the route's clientAction adds
 * the 1.5 s delay): the button keeps focus and says Sending..., then a panel above the form says
 * the message went out and repeats what was sent (focus moves there), the toast appears and the
 * fields reset. Without JavaScript it is a plain POST to /contact and the page comes back with
 * `serverResult`: the same panel, or the refusal with every value kept, focused on load.
 */
export function ContactForm({ serverResult, source }: { serverResult?: SubmissionResult; source?: LeadSource }) {
  const fetcher = useFetcher<SubmissionResult>();
  const toast = useToast();
  const mainPhone = useSiteFacts().phones.main.display;
  const ui = useUi();
  const words = ui.contactForm;
  const localePath = useLocalePath();
  const sending = fetcher.state !== "idle";

  const refused = serverResult && !serverResult.ok ? serverResult : undefined;
  const [values, setValues] = useState(refused?.values);
  const [errors, setErrors] = useState(refused?.errors);
  const [message, setMessage] = useState(refused?.message);
  const [sent, setSent] = useState(() => (serverResult?.ok ? { summary: serverResult.summary } : undefined));
  // A new key after each success: the form mounts afresh with its defaults (SPEC: fields reset).
  const [formKey, setFormKey] = useState(0);
  const [focusTarget, setFocusTarget] = useState<{ selector: string } | null>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const sentValues = useRef<Record<string, string>>({});

  // After an answer, focus moves before the browser paints: to the panel, the first field in
  // error or the message. Focus is never left on the page body.
  useLayoutEffect(() => {
    if (!focusTarget) return;
    containerRef.current?.querySelector<HTMLElement>(focusTarget.selector)?.focus();
  }, [focusTarget]);

  const handled = useRef<unknown>(null);
  useEffect(() => {
    const result = fetcher.data;
    if (!result || fetcher.state !== "idle" || handled.current === result) return;
    handled.current = result;
    if (result.ok) {
      setSent({ summary: result.summary ?? contactSummary(sentValues.current) });
      setValues(undefined);
      setErrors(undefined);
      setMessage(undefined);
      setFormKey((key) => key + 1);
      toast({ kind: "success", title: words.sent, description: words.sentText });
      setFocusTarget({ selector: "[data-contact-sent]" });
    } else {
      setErrors(result.errors);
      const text = result.unreachable ? fill(ui.formMessages.failure, { phone: mainPhone }) : result.message;
      setMessage(text);
      toast({ kind: "error", title: words.failed, description: text });
      const hasFieldErrors = !!result.errors && Object.keys(result.errors).length > 0;
      setFocusTarget({ selector: hasFieldErrors ? "[aria-invalid=true]" : "[data-form-message]" });
    }
  }, [fetcher.data, fetcher.state, toast, mainPhone, words, ui.formMessages]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // A second click while sending does nothing; the button keeps focus (aria-disabled).
    if (sending) return event.preventDefault();
    const data = new FormData(event.currentTarget);
    sentValues.current = Object.fromEntries(SUMMARY_LABELS.map((key) => [key, String(data.get(key) ?? "")]));
  }

  return (
    <div ref={containerRef} className="space-y-5">
      {sent && <SentPanel summary={sent.summary} autoFocus={!!serverResult?.ok} />}
      {message && <FormMessage message={message} autoFocus={!!refused} />}
      <fetcher.Form
        key={formKey}
        method="post"
        action={localePath("/contact")}
        onSubmit={onSubmit}
        className="relative space-y-5"
        aria-label={words.formLabel}
      >
        <HoneypotField name={HONEYPOT_FIELD} />
        <LeadSourceFields source={source} />
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <TextField
            idPrefix="contact"
            label={words.name}
            name="name"
            required
            autoComplete="name"
            defaultValue={values?.name}
            error={errors?.name}
          />
          <TextField
            idPrefix="contact"
            label={words.email}
            name="email"
            type="email"
            required
            autoComplete="email"
            defaultValue={values?.email}
            error={errors?.email}
          />
          <TextField
            idPrefix="contact"
            label={words.phone}
            name="phone"
            type="tel"
            required
            autoComplete="tel"
            defaultValue={values?.phone}
            error={errors?.phone}
          />
          <SelectField
            idPrefix="contact"
            label={words.service}
            name="service"
            options={contactServices.map((value) => ({ value, text: words.services[value] ?? value }))}
            defaultValue={values?.service ?? contactServices[0]}
            error={errors?.service}
          />
        </div>
        <TextAreaField
          idPrefix="contact"
          label={words.message}
          name="message"
          required
          defaultValue={values?.message}
          error={errors?.message}
        />
        <button
          type="submit"
          aria-disabled={sending || undefined}
          className={buttonClass("secondary", "w-full aria-disabled:cursor-wait aria-disabled:opacity-70 sm:w-auto")}
        >
          <Icon
            name={sending ? "loader-circle" : "mail"}
            className={`size-5 ${sending ? "animate-spin motion-reduce:animate-none" : ""}`}
          />
          {sending ? words.sending : words.send}
        </button>
      </fetcher.Form>
    </div>
  );
}

/** The success panel: stays on the page (unlike the toast) and repeats what was sent. */
function SentPanel({ summary, autoFocus }: { summary?: Record<string, string>; autoFocus?: boolean }) {
  const words = useUi().contactForm;
  const rows = SUMMARY_LABELS.filter((key) => summary?.[key]);
  return (
    <div
      data-contact-sent
      tabIndex={-1}
      autoFocus={autoFocus}
      className="rounded-lg border border-green-700 bg-green-50 p-4 text-green-950 focus:outline-none focus-visible:ring-2 focus-visible:ring-green-700"
    >
      <p className="flex items-center gap-2 text-lg font-bold">
        <Icon name="circle-check" className="size-6 shrink-0 text-green-700" />
        {words.sent}
      </p>
      <p className="mt-1">{words.sentText}</p>
      {rows.length > 0 && (
        <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
          {rows.map((key) => (
            <div key={key} className="contents">
              <dt className="font-semibold">{words.summary[key]}</dt>
              <dd className="break-words whitespace-pre-line">
                {key === "service" ? (words.services[summary![key]!] ?? summary![key]) : summary![key]}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
