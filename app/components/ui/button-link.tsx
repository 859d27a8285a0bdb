import type { ReactNode } from "react";
import { Link } from "react-router";
import type { PhoneLine } from "#app/content/business";
import { telHref } from "#app/lib/phone";
import { Icon } from "./icon";

const variants = {
  primary: "bg-accent-400 text-slate-900 hover:bg-accent-500",
  secondary: "bg-brand-700 text-white hover:bg-brand-800",
  outline: "border-2 border-current text-brand-700 hover:bg-brand-50",
  light: "bg-white text-brand-800 hover:bg-brand-50",
} as const;

export type ButtonVariant = keyof typeof variants;

export const buttonClass = (variant: ButtonVariant = "primary", extra = "") =>
  `inline-flex items-center justify-center gap-2 rounded-lg px-5 py-3 text-base font-semibold transition-colors ${variants[variant]} ${extra}`;

/** An internal link styled as a button. */
export function ButtonLink({
  to,
  children,
  variant = "primary",
  className = "",
}: {
  to: string;
  children: ReactNode;
  variant?: ButtonVariant;
  className?: string;
}) {
  return (
    <Link to={to} className={buttonClass(variant, className)}>
      {children}
    </Link>
  );
}

/** A tel: link styled as a button, e.g. "Call (813) 555-0142". */
export function CallButton({
  line,
  label = "Call",
  variant = "secondary",
  className = "",
}: {
  line: PhoneLine;
  label?: string;
  variant?: ButtonVariant;
  className?: string;
}) {
  return (
    <a href={telHref(line)} className={buttonClass(variant, className)}>
      <Icon name="phone" />
      {label} {line.display}
    </a>
  );
}

/** A plain tel: link for running text. */
export function PhoneLink({ line, className = "" }: { line: PhoneLine; className?: string }) {
  return (
    <a href={telHref(line)} className={`font-semibold underline-offset-2 hover:underline ${className}`}>
      {line.display}
    </a>
  );
}
