import type { Ref } from "react";
import { Icon } from "./icon";

/**
 * A form's refusal ("Please correct the highlighted fields.", or a message naming the phone
 * number), shown as the first thing above the fields. Focusable, so focus can be moved to it
 * (which also scrolls it into view); it is not itself a live region: the toast announces it.
 */
export function FormMessage({
  message,
  autoFocus,
  ref,
}: {
  message: string;
  /** Focus it on load: the page the server rendered after a refused post without JavaScript. */
  autoFocus?: boolean;
  ref?: Ref<HTMLParagraphElement>;
}) {
  return (
    <p
      ref={ref}
      tabIndex={-1}
      autoFocus={autoFocus}
      data-form-message
      className="flex gap-2 rounded-lg border border-red-700 bg-red-50 p-4 font-medium text-red-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700"
    >
      <Icon name="circle-alert" className="mt-0.5 size-5 shrink-0" />
      <span>{message}</span>
    </p>
  );
}
