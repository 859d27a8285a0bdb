import spriteUrl from "./icons.svg?url";
import type { IconName } from "#app/content/icon-names";

export type { IconName } from "#app/content/icon-names";

interface IconProps {
  name: IconName;
  className?: string;
  /** Icons are decorative by default; pass a label when the icon alone carries meaning. */
  label?: string;
  strokeWidth?: number;
}

/**
 * A Lucide icon drawn from the cached sprite (icons.svg, built by scripts/build-icon-sprite.ts),
 * so icon shapes cost no JavaScript. Stroke and fill follow `currentColor` and CSS classes.
 */
export function Icon({ name, className = "size-5", label, strokeWidth = 2 }: IconProps) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true, focusable: false })}
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
