import { redirect } from "react-router";
import type { Route } from "./+types/route";
import { signOut } from "#app/auth/sign-in.server";
import { Alert } from "#app/components/admin/panel";
import { SignOutButton } from "#app/components/admin/workspace-shell";
import { workspaceMeta } from "#app/lib/seo";

// POST /admin/sign-out ends this browser's session for good. Opening the address does nothing.
export const loader = () => redirect("/admin");

export const action = ({ request }: Route.ActionArgs) => signOut(request);

export const meta: Route.MetaFunction = () => workspaceMeta("Sign out");

// Shown only when signing out failed (the database did not answer).
export default function SignOut({ actionData }: Route.ComponentProps) {
  return (
    <div className="space-y-4">
      <Alert>{actionData?.error}</Alert>
      <SignOutButton onDark={false} />
    </div>
  );
}
