import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { contactServices } from "~/forms/contact-schema";
import { HONEYPOT_FIELD } from "~/forms/fields";
import type { SubmissionResult } from "~/forms/submission";
import { buttonClass } from "~/components/ui/button-link";
import { HoneypotField, SelectField, TextAreaField, TextField } from "~/components/ui/form-field";
import { Icon } from "~/components/ui/icon";
import { useToast } from "~/components/ui/toast";

const SUCCESS = {
  title: "Message Sent!",
  description: "We've received your message and will contact you shortly.",
};

/**
 * The contact form. With JavaScript it submits through a fetcher (the route's clientAction adds
 * the 1.5 s delay) and shows toasts; without, it is a plain POST to /contact and the page
 * re-renders with `serverResult`.
 */
export function ContactForm({ serverResult }: { serverResult?: SubmissionResult }) {
  const fetcher = useFetcher<SubmissionResult>({ key: "contact" });
  const formRef = useRef<HTMLFormElement>(null);
  const toast = useToast();
  const sending = fetcher.state !== "idle";
  const result = fetcher.data ?? serverResult;
  const errors = result && !result.ok ? result.errors : undefined;
  const values = serverResult && !serverResult.ok ? serverResult.values : undefined;

  useEffect(() => {
    if (!fetcher.data) return;
    if (fetcher.data.ok) {
      formRef.current?.reset();
      toast({ kind: "success", ...SUCCESS });
    } else {
      toast({ kind: "error", title: "Message not sent", description: fetcher.data.message });
      formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
    }
  }, [fetcher.data, toast]);

  return (
    <fetcher.Form method="post" action="/contact" ref={formRef} className="relative space-y-5" aria-label="Contact form">
      {serverResult?.ok && !fetcher.data && (
        <p role="status" className="rounded-lg border border-green-700 bg-green-50 p-4 text-green-900">
          <strong>{SUCCESS.title}</strong> {SUCCESS.description}
        </p>
      )}
      {result && !result.ok && (
        <p role="alert" className="rounded-lg border border-red-700 bg-red-50 p-4 text-red-900">
          {result.message}
        </p>
      )}
      <HoneypotField name={HONEYPOT_FIELD} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField idPrefix="contact" label="Full Name" name="name" required autoComplete="name" defaultValue={values?.name} error={errors?.name} />
        <TextField idPrefix="contact" label="Email" name="email" type="email" required autoComplete="email" defaultValue={values?.email} error={errors?.email} />
        <TextField idPrefix="contact" label="Phone Number" name="phone" type="tel" required autoComplete="tel" defaultValue={values?.phone} error={errors?.phone} />
        <SelectField idPrefix="contact" label="Service Needed" name="service" options={contactServices} defaultValue={values?.service ?? contactServices[0]} error={errors?.service} />
      </div>
      <TextAreaField idPrefix="contact" label="Message" name="message" required defaultValue={values?.message} error={errors?.message} />
      <button type="submit" disabled={sending} className={buttonClass("secondary", "w-full sm:w-auto disabled:opacity-70")}>
        <Icon name={sending ? "loader-circle" : "mail"} className={`size-5 ${sending ? "animate-spin motion-reduce:animate-none" : ""}`} />
        {sending ? "Sending..." : "Send Message"}
      </button>
    </fetcher.Form>
  );
}
