import { useEffect, useState } from "react";
import { buttonStyle } from "./panel";

/** With JavaScript (and a secure context), one tap copies a link: handy on a phone. Without, nothing shows. */
export function CopyButton({ text, label = "Copy link" }: { text: string; label?: string }) {
  const [canCopy, setCanCopy] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => setCanCopy(!!navigator.clipboard), []);
  if (!canCopy) return null;
  return (
    <button
      type="button"
      className={buttonStyle("secondary")}
      onClick={() => void navigator.clipboard.writeText(text).then(() => setCopied(true))}
    >
      <span aria-live="polite">{copied ? "Copied" : label}</span>
    </button>
  );
}
