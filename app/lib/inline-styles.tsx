import { createContext, useContext } from "react";

/**
 * The site's stylesheet, inlined into each page's <head> by the server (see entry.server.tsx):
 * the first round trip then carries everything the first paint needs. In the browser the value
 * is empty; the <style> element the server sent stays as it is.
 */
const InlineStylesContext = createContext("");

export const InlineStylesProvider = InlineStylesContext.Provider;

export function InlineStyles({ nonce }: { nonce: string }) {
  const css = useContext(InlineStylesContext);
  return <style nonce={nonce || undefined} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: css }} />;
}
