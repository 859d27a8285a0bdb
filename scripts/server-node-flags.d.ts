/** See server-node-flags.js. */
export declare const SERVER_NODE_FLAGS: readonly string[];
export declare const SERVER_ENV: Readonly<Record<string, string>>;
