import type { ReactNode } from "react";

/** One choice of a radio group in the workspace: a finger-sized target (44 px) with its label. */
export function RadioOption({
  name,
  value,
  defaultChecked,
  children,
}: {
  name: string;
  value: string;
  defaultChecked: boolean;
  children: ReactNode;
}) {
  return (
    <label className="flex min-h-11 items-center gap-2">
      <input type="radio" name={name} value={value} defaultChecked={defaultChecked} className="size-6 shrink-0" />
      {children}
    </label>
  );
}
