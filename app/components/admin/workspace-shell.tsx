import type { ReactNode } from "react";
import { Form, Link, useLocation } from "react-router";
import { canUse } from "#app/auth/access";
import { business } from "#app/content/business";
import { isCurrentWorkspaceItem, workspaceNav, type WorkspaceArea } from "#app/content/navigation";
import type { UserRole } from "#app/db/schema";

/**
 * The workspace's frame on every /admin page: a header with who is signed in and Sign out, the
 * navigation (only the pages this person may open), and the page in <main>. Phone first: the
 * links wrap onto a second row rather than scroll sideways, and every target is 44 px high.
 */

export interface ShellUser {
  email: string;
  name: string;
  role: UserRole;
}

export const roleLabels: Record<UserRole, string> = { owner: "Owner", staff: "Staff", technician: "Technician" };

const navLinkClass = (current: boolean) =>
  `flex min-h-11 items-center rounded-md px-3 font-semibold ${
    current ? "bg-white text-brand-900" : "text-white hover:bg-brand-700"
  }`;

/** What a count beside a navigation link counts, for screen readers. */
const countLabels: Partial<Record<WorkspaceArea, string>> = { calls: "missed, not called back" };

export function WorkspaceShell({
  user,
  counts = {},
  children,
}: {
  user: ShellUser | null;
  /** Things waiting in an area (open missed calls), shown beside its link when not zero. */
  counts?: Partial<Record<WorkspaceArea, number>>;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <header className="bg-brand-900 text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-2">
          <Link
            to={user?.role === "technician" ? "/admin/today" : "/admin"}
            className="flex min-h-11 flex-col justify-center leading-tight"
          >
            <span className="text-lg font-bold">Staff workspace</span>
            <span className="text-sm text-brand-100">{business.name}</span>
          </Link>
          {user && (
            <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
              <p className="min-w-0 text-sm break-all text-brand-100">
                <span className="sr-only">Signed in as </span>
                {user.email} <span className="whitespace-nowrap">({roleLabels[user.role]})</span>
              </p>
              <SignOutButton />
            </div>
          )}
        </div>
        {user && (
          <nav aria-label="Workspace" className="bg-brand-800">
            <ul className="mx-auto flex max-w-6xl flex-wrap gap-1 px-2 py-1.5 sm:px-3">
              {workspaceNav
                .filter((item) => canUse(user.role, item.area))
                .map((item) => {
                  const current = isCurrentWorkspaceItem(item.to, pathname);
                  return (
                    <li key={item.to}>
                      <Link to={item.to} aria-current={current ? "page" : undefined} className={navLinkClass(current)}>
                        {item.label}
                        {!!counts[item.area] && (
                          <span className="ml-1.5 rounded-full bg-red-700 px-2 text-sm leading-6 text-white">
                            {counts[item.area]}
                            <span className="sr-only"> {countLabels[item.area]}</span>
                          </span>
                        )}
                      </Link>
                    </li>
                  );
                })}
            </ul>
          </nav>
        )}
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 focus:outline-none sm:py-8">
        {children}
      </main>
    </div>
  );
}

/** A plain POST form: signing out works without JavaScript, and a link could be triggered by a GET. */
export function SignOutButton({ onDark = true }: { onDark?: boolean }) {
  const colours = onDark
    ? "border-white text-white hover:bg-white hover:text-brand-900"
    : "border-brand-700 text-brand-700 hover:bg-brand-50";
  return (
    <Form method="post" action="/admin/sign-out">
      <button type="submit" className={`min-h-11 rounded-md border-2 px-4 font-semibold ${colours}`}>
        Sign out
      </button>
    </Form>
  );
}
