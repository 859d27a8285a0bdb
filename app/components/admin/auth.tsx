import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { buttonClass } from "~/components/ui/button-link";

/** The staff inbox's signed-out screens and the sign-out button. */

export function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-md space-y-4 rounded-xl border border-slate-200 p-6 shadow-sm sm:p-8">
      <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
      {children}
    </section>
  );
}

export function Locked() {
  return (
    <Notice title="Staff inbox is locked">
      <p>
        No admin password is configured, so nobody can sign in. To enable the inbox, set <code>ADMIN_PASSWORD</code> in
        the server's environment (or in a <code>.env</code> file next to <code>server.js</code>; see{" "}
        <code>.env.example</code>) and restart the server.
      </p>
    </Notice>
  );
}

export function SignIn({ error }: { error?: string }) {
  const busy = useNavigation().state === "submitting";
  return (
    <Notice title="Staff sign-in">
      <Form method="post" className="space-y-4">
        <input type="hidden" name="intent" value="login" />
        {error && (
          <p role="alert" className="rounded-lg border border-red-700 bg-red-50 p-4 text-red-900">
            {error}
          </p>
        )}
        <div>
          <label htmlFor="admin-password" className="block font-medium text-slate-800">
            Password
          </label>
          <input
            id="admin-password"
            name="password"
            type="password"
            required
            autoComplete="current-password"
            className="mt-1 block w-full rounded-lg border border-slate-400 px-3 py-2.5"
          />
        </div>
        <button type="submit" disabled={busy} className={buttonClass("secondary")}>
          {busy ? "Signing in..." : "Sign in"}
        </button>
      </Form>
    </Notice>
  );
}

export function SignOut() {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="logout" />
      <button type="submit" className={buttonClass("outline", "py-2")}>
        Sign out
      </button>
    </Form>
  );
}
