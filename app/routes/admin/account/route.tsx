import { data } from "react-router";
import type { Route } from "./+types/route";
import { changePassword } from "#app/auth/accounts.server";
import { requireAnyUser } from "#app/auth/guard.server";
import { Alert, PageHeading, Panel } from "#app/components/admin/panel";
import { PasswordForm, type PasswordErrors } from "#app/components/admin/password-form";
import { roleLabels } from "#app/components/admin/workspace-shell";
import { WorkspaceError } from "#app/components/admin/workspace-error";
import { workspaceMeta } from "#app/lib/seo";

// Anyone's own account: who they are, and changing their password (which signs out their other browsers).

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAnyUser(request);
  return { email: user.email, name: user.name, role: user.role };
}

/** `at` remounts the form after a change, so the typed passwords are cleared. */
type AccountAction = { changed: true; at: number } | { changed: false; errors: PasswordErrors };

export async function action({ request }: Route.ActionArgs) {
  const user = await requireAnyUser(request);
  const form = await request.formData();
  const field = (name: string) => String(form.get(name) ?? "");
  const errors = await changePassword(user, {
    currentPassword: field("currentPassword"),
    newPassword: field("newPassword"),
    confirmPassword: field("confirmPassword"),
  });
  if (errors) return data<AccountAction>({ changed: false, errors }, { status: 400 });
  return data<AccountAction>({ changed: true, at: Date.now() });
}

export const meta: Route.MetaFunction = () => workspaceMeta("Account");

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeading title="Your account">
        {loaderData.name ? `${loaderData.name}, ` : ""}
        {loaderData.email} ({roleLabels[loaderData.role]})
      </PageHeading>
      <Panel title="Change your password" className="max-w-xl">
        {actionData?.changed && (
          <Alert tone="success">
            Your password was changed. Any other browser signed in to your account was signed out.
          </Alert>
        )}
        <PasswordForm
          key={actionData?.changed ? actionData.at : "form"}
          askCurrent
          email={loaderData.email}
          errors={actionData && !actionData.changed ? actionData.errors : undefined}
          submitLabel="Change password"
        />
      </Panel>
    </>
  );
}

export { WorkspaceError as ErrorBoundary };
