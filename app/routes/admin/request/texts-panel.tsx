import { Form, useActionData } from "react-router";
import { buttonStyle, Panel } from "#app/components/admin/panel";
import { TextLineItem } from "#app/components/admin/text-line";
import type { RequestAction } from "#app/requests/detail.server";
import type { RequestDetailData } from "./route.server";

type Texts = NonNullable<RequestDetailData["texts"]>;

/**
 * A booking's texts (DECISIONS "Texts"): the customer's consent, every text sent with its
 * delivery status (and the provider's error code), the customer's replies, unread ones marked,
 * and a form to answer by text.
 */
export function TextsPanel({ texts }: { texts: Texts }) {
  const canText = texts.enabled && !!texts.consent && texts.textable && !texts.optedOut;
  // A refused answer comes back with what was typed: nothing typed is lost.
  const answered = useActionData<RequestAction>();
  const typed = answered && "text" in answered ? answered.text : undefined;
  return (
    <div id="texts">
      <Panel title={texts.unread ? `Texts (${texts.unread} unread)` : "Texts"}>
        <p>
          {texts.consent
            ? `Agreed to texts on ${texts.consent.at} from ${texts.consent.client} (wording of ${texts.consent.version}).`
            : "No consent to texts: nothing is texted to this customer."}
          {texts.consent && !texts.textable && " The number is not a US or Canadian number: nothing is texted."}
          {texts.optedOut && " The customer replied STOP: no texts until they reply START."}
          {!texts.enabled && " Texts are not set up on this site (SMS_URL)."}
        </p>
        {texts.lines.length > 0 && (
          <ol className="space-y-2">
            {texts.lines.map((line) => (
              <TextLineItem key={line.id} line={line} />
            ))}
          </ol>
        )}
        {texts.unread > 0 && (
          <Form method="post">
            <input type="hidden" name="intent" value="texts-read" />
            <button type="submit" className={buttonStyle("secondary")}>
              Mark replies read
            </button>
          </Form>
        )}
        {canText && (
          <Form method="post" className="space-y-3">
            <input type="hidden" name="intent" value="send-text" />
            <input type="hidden" name="key" value={texts.formKey} />
            <label htmlFor="request-text" className="block font-medium text-slate-800">
              Answer by text
            </label>
            <textarea
              id="request-text"
              name="text"
              rows={3}
              required
              maxLength={texts.maxLength}
              key={typed}
              defaultValue={typed}
              className="block w-full rounded-lg border border-slate-400 p-3"
            />
            <button type="submit" className={buttonStyle("primary")}>
              Send text
            </button>
          </Form>
        )}
      </Panel>
    </div>
  );
}
