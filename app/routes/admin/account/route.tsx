import { data } from "react-router";
import type { Route } from "./+types/route";
import { changePassword, mobileTextsOf, saveMobileTexts, type MobileErrors } from "#app/auth/accounts.server";
import { requireAnyUser } from "#app/auth/guard.server";
import { MobileTextsForm } from "#app/components/admin/mobile-texts-form";
import { Alert, PageHeading, Panel } from "#app/components/admin/panel";
import { PasswordForm, type PasswordErrors } from "#app/components/admin/password-form";
import { roleLabels } from "#app/components/admin/workspace-shell";
import { WorkspaceError } from "#app/components/admin/workspace-error";
import { MAX } from "#app/lib/fields";
import { workspaceMeta } from "#app/lib/seo";

// Anyone's own account: who they are, their mobile number and texts, and changing their password
// (which signs out their other browsers).

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAnyUser(request);
  return { email: user.email, name: user.name, role: user.role, texts: await mobileTextsOf(user.id) };
}

/**
 * `at` remounts the form after a change, so the typed passwords are cleared (and the number shows
 * as saved); a refused number comes back as typed, with the box as ticked.
 */
type AccountAction =
  | { form: "password"; changed: true; at: number }
  | { form: "password"; changed: false; errors: PasswordErrors }
  | { form: "texts"; changed: true; at: number }
  | { form: "texts"; changed: false; errors: MobileErrors; typed: { mobilePhone: string; smsConsent: boolean } };

export async function action({ request }: Route.ActionArgs) {
  const user = await requireAnyUser(request);
  const form = await request.formData();
  const field = (name: string) => String(form.get(name) ?? "");
  if (field("intent") === "texts") {
    const typed = {
      mobilePhone: field("mobilePhone").slice(0, MAX.phone * 2),
      smsConsent: field("smsConsent") === "yes",
    };
    const errors = await saveMobileTexts(user, typed);
    if (errors) return data<AccountAction>({ form: "texts", changed: false, errors, typed }, { status: 400 });
    return data<AccountAction>({ form: "texts", changed: true, at: Date.now() });
  }
  const errors = await changePassword(user, {
    currentPassword: field("currentPassword"),
    newPassword: field("newPassword"),
    confirmPassword: field("confirmPassword"),
  });
  if (errors) return data<AccountAction>({ form: "password", changed: false, errors }, { status: 400 });
  return data<AccountAction>({ form: "password", changed: true, at: Date.now() });
}

export const meta: Route.MetaFunction = () => workspaceMeta("Account");

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const password = actionData?.form === "password" ? actionData : undefined;
  const texts = actionData?.form === "texts" ? actionData : undefined;
  return (
    <>
      <PageHeading title="Your account">
        {loaderData.name ? `${loaderData.name}, ` : ""}
        {loaderData.email} ({roleLabels[loaderData.role]})
      </PageHeading>
      <div className="space-y-6">
        <Panel title="Texts about your visits" className="max-w-xl">
          <MobileTextsForm
            // Remounted by the saved values themselves: the action's answer may render before the
            // page's data is read again, and a box created unticked stays so once its default changes.
            key={`${texts?.changed ? texts.at : "form"} ${loaderData.texts.mobilePhone} ${loaderData.texts.consentAt}`}
            texts={loaderData.texts}
            saved={!!texts?.changed}
            errors={texts && !texts.changed ? texts.errors : undefined}
            typed={texts && !texts.changed ? texts.typed : undefined}
          />
        </Panel>
        <Panel title="Change your password" className="max-w-xl">
          {password?.changed && (
            <Alert tone="success">
              Your password was changed. Any other browser signed in to your account was signed out.
            </Alert>
          )}
          <PasswordForm
            key={password?.changed ? password.at : "form"}
            askCurrent
            email={loaderData.email}
            errors={password && !password.changed ? password.errors : undefined}
            submitLabel="Change password"
          />
        </Panel>
      </div>
    </>
  );
}

export { WorkspaceError as ErrorBoundary };
