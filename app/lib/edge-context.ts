import { createContext, RouterContextProvider } from "react-router";

/**
 * What the HTTP edge (server/app.ts) hands every loader, action and the document renderer, as
 * React Router's typed contexts (`context.get(...)`).
 */
export interface EdgeValues {
  /** This response's CSP nonce: every inline script and style carries it. */
  cspNonce: string;
  /**
   * The client as rate limits count it: its IPv4 address, or the /64 network of its IPv6 one
   * (the proxy's client with TRUST_PROXY=1).
   */
  clientAddress: string;
}

export const cspNonceContext = createContext<string>("");
export const clientAddressContext = createContext<string>();

/** The context a request starts with: built once per request by the edge. */
export function edgeContext(values: EdgeValues): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(cspNonceContext, values.cspNonce);
  context.set(clientAddressContext, values.clientAddress);
  return context;
}

/** Who is asking: the client's address as the HTTP layer saw it (see server/app.ts). */
export interface ClientContext {
  /** The client as the limits count it (its IPv6 /64, not the address): server/app.ts makes it. */
  clientAddress: string;
}

/** Who is asking, as the domain operations take it (a plain value, not the router's context). */
export function clientOf(context: Readonly<RouterContextProvider>): ClientContext {
  return { clientAddress: context.get(clientAddressContext) };
}
