import type { ReactNode } from "react";
import { Container } from "./container";

const tones = { white: "bg-white", tint: "bg-brand-50", dark: "bg-brand-900 text-white" } as const;

/** A page section with an h2 heading, an optional intro line and consistent spacing. */
export function Section({
  title,
  intro,
  tone = "white",
  children,
  id,
}: {
  title: string;
  intro?: ReactNode;
  tone?: keyof typeof tones;
  children: ReactNode;
  id?: string;
}) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section className={`py-14 sm:py-16 ${tones[tone]}`} aria-labelledby={headingId} id={id}>
      <Container>
        <div className="mx-auto mb-10 max-w-2xl text-center">
          <h2 id={headingId} className={`text-3xl font-bold ${tone === "dark" ? "text-white" : "text-brand-900"}`}>
            {title}
          </h2>
          {intro && <p className={`mt-3 text-lg ${tone === "dark" ? "text-brand-100" : "text-slate-700"}`}>{intro}</p>}
        </div>
        {children}
      </Container>
    </section>
  );
}
