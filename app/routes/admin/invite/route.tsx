import { data, redirect } from "react-router";
import type { Route } from "./+types/route";
import { landingPath } from "#app/auth/access";
import { acceptInvite, openInvite } from "#app/auth/invites.server";
import { cookieRefusedReason, createSession, sessionCookie } from "#app/auth/sessions.server";
import { Alert, Panel } from "#app/components/admin/panel";
import { PasswordForm, type PasswordErrors } from "#app/components/admin/password-form";
import { WorkspaceError } from "#app/components/admin/workspace-error";
import { workspaceMeta } from "#app/lib/seo";

// /admin/invite/<token>: an invited person chooses a password and is signed in. The link works once.

export async function loader({ request, params }: Route.LoaderArgs) {
  const invited = await openInvite(params.token);
  if (!invited) return data({ state: "gone" as const }, { status: 404 });
  return { state: "open" as const, email: invited.email, name: invited.name, warning: cookieRefusedReason(request) };
}

export async function action({ request, params }: Route.ActionArgs) {
  const form = await request.formData();
  const result = await acceptInvite(params.token, {
    newPassword: String(form.get("newPassword") ?? ""),
    confirmPassword: String(form.get("confirmPassword") ?? ""),
  });
  if (!result.ok && result.gone) return data({ errors: {} as PasswordErrors, gone: true }, { status: 404 });
  if (!result.ok) return data({ errors: result.errors as PasswordErrors, gone: false }, { status: 400 });
  const token = await createSession(result.userId, { userAgent: request.headers.get("User-Agent") ?? "" });
  return redirect(landingPath(result.role, "/admin"), { headers: { "Set-Cookie": sessionCookie(token) } });
}

export const meta: Route.MetaFunction = () => workspaceMeta("Accept your invite");

export default function Invite({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.state === "gone" || actionData?.gone) {
    return (
      <Panel title="This invite link no longer works" level={1} className="mx-auto max-w-xl">
        <p>
          It was already used, it expired (links last 7 days), or the account was disabled. Ask the owner for a new
          link; if you already chose a password,{" "}
          <a href="/admin" className="font-semibold text-brand-700 underline">
            sign in
          </a>
          .
        </p>
      </Panel>
    );
  }
  return (
    <Panel title="Welcome to the staff workspace" level={1} className="mx-auto max-w-xl">
      <p>
        {loaderData.name ? `${loaderData.name}, choose` : "Choose"} a password for{" "}
        <strong className="break-all">{loaderData.email}</strong>. You will sign in with this e-mail and password.
      </p>
      {loaderData.warning && <Alert>{loaderData.warning}</Alert>}
      <PasswordForm
        askCurrent={false}
        email={loaderData.email}
        errors={actionData?.errors}
        submitLabel="Set password and sign in"
      />
    </Panel>
  );
}

export { WorkspaceError as ErrorBoundary };
