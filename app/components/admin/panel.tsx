import { useId, type ReactNode } from "react";

/** Small building blocks of the workspace's pages. */

/** A page's title and an optional line under it. */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-6 space-y-1">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{title}</h1>
      {children && <div className="text-slate-700">{children}</div>}
    </div>
  );
}

/** A white card with a heading: one task of a page (a form, a list), a region named by its heading. */
export function Panel({
  title,
  level = 2,
  children,
  className = "",
}: {
  title: string;
  level?: 1 | 2;
  children: ReactNode;
  className?: string;
}) {
  const Heading = `h${level}` as const;
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 ${className}`}
    >
      <Heading id={headingId} className={`${level === 1 ? "text-2xl" : "text-xl"} font-bold text-brand-900`}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

/** A refusal or failure (read out at once), or a confirmation (read out politely). */
export function Alert({ tone = "error", children }: { tone?: "error" | "success"; children: ReactNode }) {
  return tone === "error" ? (
    <p role="alert" className="rounded-lg border border-red-700 bg-red-50 p-4 text-red-900">
      {children}
    </p>
  ) : (
    <p role="status" className="rounded-lg border border-green-700 bg-green-50 p-4 text-green-900">
      {children}
    </p>
  );
}

/** The workspace's buttons: at least 44 px high, full width on phones when `wide`. */
export function buttonStyle(variant: "primary" | "secondary" | "danger" = "primary", wide = false): string {
  const colours = {
    primary: "bg-brand-700 text-white hover:bg-brand-800",
    secondary: "border-2 border-brand-700 bg-white text-brand-700 hover:bg-brand-50",
    danger: "border-2 border-red-700 bg-white text-red-800 hover:bg-red-50",
  }[variant];
  return `inline-flex min-h-11 items-center justify-center rounded-lg px-4 font-semibold disabled:opacity-60 ${colours} ${wide ? "w-full sm:w-auto" : ""}`;
}
