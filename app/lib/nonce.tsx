import { createContext, useContext } from "react";

// The per-request CSP nonce, set by the server (server/app.ts) and read by <Scripts>. In the
// browser it is empty: browsers hide nonce attributes from script, and nothing new is injected.
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
