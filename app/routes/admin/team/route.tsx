import { data } from "react-router";
import type { Route } from "./+types/route";
import { listTeam, setDisabled } from "#app/auth/accounts.server";
import { requireOwner } from "#app/auth/guard.server";
import { inviteStaff, renewInvite } from "#app/auth/invites.server";
import { Alert, PageHeading, Panel } from "#app/components/admin/panel";
import { InviteForm, InviteLink, TeamList } from "#app/components/admin/team";
import { WorkspaceError } from "#app/components/admin/workspace-error";
import { business } from "#app/content/business";
import type { FieldErrors } from "#app/lib/fields";
import { workspaceMeta } from "#app/lib/seo";

// The owner's team: who can sign in, inviting staff (the link is shown once), disabling and enabling.

export async function loader({ request }: Route.LoaderArgs) {
  const owner = await requireOwner(request);
  return { members: await listTeam(), selfEmail: owner.email };
}

type TeamAction =
  | { invited: { email: string; link: string; mailed: boolean } }
  | { errors: FieldErrors; values?: { name: string; email: string; role: string } }
  | { done: string };

export async function action({ request }: Route.ActionArgs) {
  const owner = await requireOwner(request);
  const form = await request.formData();
  const intent = form.get("intent");
  // The link goes by e-mail and is passed on by hand: the site's own address, like every link we
  // mail, not whichever address the owner happened to open this page at.
  const origin = new URL(business.siteUrl).origin;
  const userId = Number(form.get("userId"));

  if (intent === "invite") {
    const values = {
      name: String(form.get("name") ?? ""),
      email: String(form.get("email") ?? ""),
      role: String(form.get("role") ?? "staff"),
    };
    const result = await inviteStaff(owner, values, origin);
    if (!result.ok) return data<TeamAction>({ errors: result.errors, values }, { status: 400 });
    return data<TeamAction>({ invited: { email: result.email, link: result.link, mailed: result.mailed } });
  }
  if (intent === "renew" && Number.isSafeInteger(userId)) {
    const result = await renewInvite(owner, userId, origin);
    if (!result.ok) return data<TeamAction>({ errors: result.errors }, { status: 400 });
    return data<TeamAction>({ invited: { email: result.email, link: result.link, mailed: result.mailed } });
  }
  if ((intent === "disable" || intent === "enable") && Number.isSafeInteger(userId)) {
    const error = await setDisabled(owner, userId, intent === "disable");
    if (error) return data<TeamAction>({ errors: { form: error } }, { status: 400 });
    return data<TeamAction>({
      done: intent === "disable" ? "The account was disabled and signed out." : "The account was enabled.",
    });
  }
  return data<TeamAction>({ errors: { form: "That change could not be read." } }, { status: 400 });
}

export const meta: Route.MetaFunction = () => workspaceMeta("Team");

export default function Team({ loaderData, actionData }: Route.ComponentProps) {
  const errors = actionData && "errors" in actionData ? actionData.errors : undefined;
  return (
    <>
      <PageHeading title="Team">
        Staff can work requests and the schedule; technicians see only the visits assigned to them; only you manage the
        team and settings.
      </PageHeading>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <Panel title="People">
          {actionData && "done" in actionData && <Alert tone="success">{actionData.done}</Alert>}
          {errors?.form && <Alert>{errors.form}</Alert>}
          <TeamList members={loaderData.members} selfEmail={loaderData.selfEmail} />
        </Panel>
        <Panel title="Invite a team member">
          {actionData && "invited" in actionData && <InviteLink {...actionData.invited} />}
          <InviteForm
            key={actionData && "invited" in actionData ? actionData.invited.link : "form"}
            errors={errors && !errors.form ? errors : undefined}
            values={actionData && "values" in actionData ? actionData.values : undefined}
          />
        </Panel>
      </div>
    </>
  );
}

export { WorkspaceError as ErrorBoundary };
