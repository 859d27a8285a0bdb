import { Form, useNavigation } from "react-router";
import type { MemberStatus, TeamMember } from "#app/auth/accounts.server";
import { SelectField, TextField } from "#app/components/ui/form-field";
import type { FieldErrors } from "#app/lib/fields";
import { CopyButton } from "./copy-button";
import { buttonStyle } from "./panel";
import { roleLabels } from "./workspace-shell";

/** The owner's team page: invite someone, pass on their link, disable or enable accounts. */

const statusText: Record<MemberStatus, string> = {
  active: "Active",
  invited: "Invited, has not set a password yet",
  "invite expired": "Invite expired",
  disabled: "Disabled",
};

export function InviteForm({
  errors = {},
  values,
}: {
  errors?: FieldErrors;
  values?: { name: string; email: string; role?: string };
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" className="space-y-4">
      <input type="hidden" name="intent" value="invite" />
      <TextField
        idPrefix="invite"
        label="Name"
        name="name"
        required
        autoComplete="off"
        defaultValue={values?.name}
        error={errors.name}
      />
      <TextField
        idPrefix="invite"
        label="Email"
        name="email"
        type="email"
        required
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        defaultValue={values?.email}
        error={errors.email}
      />
      <SelectField
        idPrefix="invite"
        label="Role"
        name="role"
        required
        // Short option labels (a long one is cut off in the form's narrow column); the hint says what each sees.
        hint="Staff: the office's requests and the schedule. Technician: only the visits assigned to them."
        options={[
          { value: "staff", text: "Staff" },
          { value: "technician", text: "Technician" },
        ]}
        defaultValue={values?.role ?? "staff"}
        error={errors.role}
      />
      <button type="submit" disabled={busy} className={buttonStyle("primary", true)}>
        Invite
      </button>
    </Form>
  );
}

/** The one-time link, right after it was made: the only time it is shown. */
export function InviteLink({ email, link, mailed }: { email: string; link: string; mailed: boolean }) {
  return (
    <div role="status" className="space-y-2 rounded-lg border border-green-700 bg-green-50 p-4 text-green-950">
      <p className="font-semibold [overflow-wrap:anywhere]">Invite link for {email}</p>
      <p>
        {mailed ? "It was e-mailed to them. " : ""}
        Send them this link (it works once, for 7 days). It is shown only now.
      </p>
      <label htmlFor="invite-link" className="sr-only">
        Invite link for {email}
      </label>
      <input
        id="invite-link"
        readOnly
        value={link}
        className="block min-h-11 w-full rounded-md border border-green-700 bg-white px-3 font-mono text-sm text-slate-900"
        onFocus={(event) => event.currentTarget.select()}
      />
      <CopyButton text={link} />
    </div>
  );
}

export function TeamList({ members, selfEmail }: { members: TeamMember[]; selfEmail: string }) {
  return (
    <ul className="divide-y divide-slate-200">
      {members.map((m) => (
        <li
          key={m.id}
          data-testid={`member-${m.email}`}
          className="flex flex-wrap items-center justify-between gap-3 py-4"
        >
          <div className="min-w-0">
            <p className="font-semibold break-all text-slate-900">
              {m.name || m.email} <span className="font-normal text-slate-700">({roleLabels[m.role]})</span>
            </p>
            {m.name && <p className="text-sm break-all text-slate-700">{m.email}</p>}
            <p className="text-sm text-slate-700">
              <span data-testid="member-status">{statusText[m.status]}</span>. Added {m.since}.
            </p>
          </div>
          {m.role !== "owner" && m.email !== selfEmail && <MemberActions member={m} />}
        </li>
      ))}
    </ul>
  );
}

function MemberActions({ member }: { member: TeamMember }) {
  const canRenew = member.status === "invited" || member.status === "invite expired";
  return (
    <div className="flex flex-wrap gap-2">
      {canRenew && (
        <Form method="post">
          <input type="hidden" name="intent" value="renew" />
          <input type="hidden" name="userId" value={member.id} />
          <button type="submit" className={buttonStyle("secondary")} aria-label={`New invite link for ${member.email}`}>
            New invite link
          </button>
        </Form>
      )}
      <Form method="post">
        <input type="hidden" name="intent" value={member.status === "disabled" ? "enable" : "disable"} />
        <input type="hidden" name="userId" value={member.id} />
        {member.status === "disabled" ? (
          <button type="submit" className={buttonStyle("secondary")} aria-label={`Enable ${member.email}`}>
            Enable
          </button>
        ) : (
          <button type="submit" className={buttonStyle("danger")} aria-label={`Disable ${member.email}`}>
            Disable
          </button>
        )}
      </Form>
    </div>
  );
}
