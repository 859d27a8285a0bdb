import type { Dictionary } from "./i18n/en.ts";

/** The parts of the workspace; who may open which is app/auth/access.ts's rule. */
export const workspaceAreas = [
  "requests",
  "calls",
  "today",
  "customers",
  "schedule",
  "team",
  "settings",
  "activity",
  "account",
  "payments",
  "reports",
] as const;
export type WorkspaceArea = (typeof workspaceAreas)[number];

/**
 * The site's main navigation, shared by the header, the mobile menu and the footer: English paths
 * (a Spanish page puts /es before them) and each link's key in the interface dictionary
 * (app/content/i18n/en.ts `nav`), whose words are the page language's.
 */
export const mainNav = [
  { to: "/", label: "home" },
  { to: "/services", label: "services" },
  { to: "/brands", label: "brands" },
  { to: "/areas", label: "areas" },
  { to: "/about", label: "about" },
  { to: "/contact", label: "contact" },
] as const satisfies ReadonlyArray<{ to: string; label: keyof Dictionary["nav"] }>;

export const footerQuickLinks = [...mainNav, { to: "/book", label: "book" }] as const;

export const legalLinks = [
  { to: "/privacy-policy", label: "privacy" },
  { to: "/terms-of-service", label: "terms" },
] as const;

/**
 * The staff workspace's navigation, in order. `area` decides who sees the link (canUse in
 * app/auth/access.ts): staff see Requests, Calls, Today, Customers, Schedule and Account; a technician Today and Account. A new workspace page adds its
 * line here and its route in app/routes.ts.
 */
export const workspaceNav = [
  { to: "/admin", label: "Requests", area: "requests" },
  { to: "/admin/calls", label: "Calls", area: "calls" },
  { to: "/admin/today", label: "Today", area: "today" },
  { to: "/admin/customers", label: "Customers", area: "customers" },
  { to: "/admin/schedule", label: "Schedule", area: "schedule" },
  { to: "/admin/team", label: "Team", area: "team" },
  { to: "/admin/settings", label: "Settings", area: "settings" },
  { to: "/admin/reports", label: "Reports", area: "reports" },
  { to: "/admin/activity", label: "Activity", area: "activity" },
  { to: "/admin/account", label: "Account", area: "account" },
] as const satisfies ReadonlyArray<{ to: string; label: string; area: WorkspaceArea }>;

/**
 * Whether a workspace navigation item is the current page's. Requests covers the list and what
 * hangs off it (a request's page, where requests come from); every other item its own path and
 * below. A NavLink with `end` would leave Requests unmarked on a request's page.
 */
export function isCurrentWorkspaceItem(to: string, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (to === "/admin") return path === "/admin" || path.startsWith("/admin/requests/") || path === "/admin/sources";
  return path === to || path.startsWith(`${to}/`);
}
