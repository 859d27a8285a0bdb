import { Form, useNavigation } from "react-router";
import { TextField } from "#app/components/ui/form-field";
import { business } from "#app/content/business";
import { Alert, buttonStyle, Panel } from "./panel";

/**
 * The workspace's front door. Email and Password carry the autocomplete names password managers
 * look for, and nothing stops pasting (WCAG 2.2, 3.3.8 Accessible Authentication).
 */
export function SignInForm({ next, error, email }: { next: string; error?: string; email?: string }) {
  const busy = useNavigation().state === "submitting";
  return (
    <Panel title="Staff sign-in" level={1} className="mx-auto max-w-md">
      <Form method="post" action="/admin" className="space-y-4">
        <input type="hidden" name="intent" value="login" />
        <input type="hidden" name="next" value={next} />
        {error && <Alert>{error}</Alert>}
        <TextField
          label="Email"
          name="email"
          type="email"
          required
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          defaultValue={email}
        />
        <TextField label="Password" name="password" type="password" required autoComplete="current-password" />
        <button type="submit" disabled={busy} className={buttonStyle("primary", true)}>
          {busy ? "Signing in..." : "Sign in"}
        </button>
      </Form>
      <p className="text-sm text-slate-700">
        Forgot your password? Staff: ask the owner for a new invite link. Owner: run{" "}
        <code>npm run owner -- reset-password</code> on the server.
      </p>
    </Panel>
  );
}

/** No owner account exists, so nobody can sign in: say why and how to fix it. */
export function LockedNotice({ problem, message }: { problem: "missing" | "refused"; message: string }) {
  return (
    <Panel title="The workspace is locked" level={1} className="mx-auto max-w-2xl">
      <p>No owner account exists yet, so nobody can sign in.</p>
      {problem === "refused" && <Alert>{message}</Alert>}
      <p>
        To create the owner account, set <code>ADMIN_PASSWORD</code> (at least 12 characters, not a commonly used
        password) in the server's environment or in a <code>.env</code> file next to <code>server.js</code> (see{" "}
        <code>.env.example</code>), and restart the server. The owner signs in with <code>ADMIN_EMAIL</code> (default{" "}
        {business.emails.business}).
      </p>
      <p>
        Or run <code>npm run owner -- reset-password</code> on the server (with the embedded database, stop the server
        first).
      </p>
    </Panel>
  );
}
