import { useEffect, useRef, type ReactNode } from "react";

/**
 * Brings what it wraps into view once it appears: a save answered beside the record it saved
 * (the job record after "Complete the visit"), where the page's own #anchor is not followed
 * after a form sent with JavaScript.
 */
export function ScrollIntoView({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: "center" });
  }, []);
  return <div ref={ref}>{children}</div>;
}
