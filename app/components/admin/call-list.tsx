import { Form, Link } from "react-router";
import type { CallReply, CallView } from "#app/calls/calls.server";
import { buttonStyle } from "./panel";
import { displayPhone } from "#app/lib/phone-display";

/**
 * Calls as the workspace lists them (the Calls page, a customer's page): when, who (the customer
 * when known), answered or missed, the text sent, the voicemail, and "Called back" for an open
 * missed call (posted to /admin/calls, back to `back`).
 */

const STATUS: Record<CallView["status"], { label: string; className: string }> = {
  missed: { label: "Missed", className: "bg-red-100 text-red-900" },
  answered: { label: "Answered", className: "bg-green-100 text-green-900" },
  ringing: { label: "In progress", className: "bg-slate-100 text-slate-900" },
};

export function CallList({ calls, back }: { calls: Array<CallView & { replies?: CallReply[] }>; back: string }) {
  if (calls.length === 0) return <p>No calls yet.</p>;
  return (
    <ul className="divide-y divide-slate-200">
      {calls.map((call) => (
        <li key={call.id} className="space-y-1 py-3">
          <p className="flex flex-wrap items-center gap-2">
            <span className={`rounded px-2 py-0.5 text-sm font-semibold ${STATUS[call.status].className}`}>
              {STATUS[call.status].label}
            </span>
            <time dateTime={call.atIso} className="font-semibold">
              {call.at}
            </time>
          </p>
          <p className="break-words">
            {call.customer ? (
              <Link to={`/admin/customers/${call.customer.id}`} className="font-semibold text-brand-700 underline">
                {call.customer.name}
              </Link>
            ) : (
              "Caller"
            )}{" "}
            <span className="whitespace-nowrap">{call.from ? displayPhone(call.from) : "(number withheld)"}</span>
          </p>
          {(call.text || call.voicemail) && (
            <p className="flex flex-wrap items-center gap-x-3 text-sm text-slate-700">
              {call.text && <span>{call.text}</span>}
              {call.voicemail && (
                <a
                  href={call.voicemail}
                  target="_blank"
                  rel="noreferrer"
                  className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
                >
                  Play voicemail{call.voicemailSeconds !== null ? ` (${call.voicemailSeconds} s)` : ""}
                </a>
              )}
            </p>
          )}
          {call.replies && call.replies.length > 0 && (
            <ul className="space-y-1 border-l-4 border-brand-200 pl-3">
              {call.replies.map((reply) => (
                <li key={reply.id} className="text-sm">
                  <span className="text-slate-700">
                    Replied <time dateTime={reply.atIso}>{reply.at}</time>:
                  </span>{" "}
                  <span className="break-words whitespace-pre-line">{reply.body}</span>
                </li>
              ))}
            </ul>
          )}
          {call.calledBack ? (
            <p className="text-sm text-slate-700">
              Called back {call.calledBack.at} by {call.calledBack.by}
            </p>
          ) : (
            call.open && (
              <Form method="post" action="/admin/calls">
                <input type="hidden" name="intent" value="called-back" />
                <input type="hidden" name="callId" value={call.id} />
                <input type="hidden" name="back" value={back} />
                <button type="submit" className={buttonStyle("secondary")}>
                  Called back<span className="sr-only"> {displayPhone(call.from)}</span>
                </button>
              </Form>
            )
          )}
        </li>
      ))}
    </ul>
  );
}
