import type { Config } from "@react-router/dev/config";

// Every page is server-rendered (not pre-rendered): public pages once per content version and
// day, kept in memory with CSP hashes (server/page-cache.ts), the rest on each request with a
// fresh CSP nonce. See docs/decisions/0006-server-render-every-page.md and 0017-public-page-cache.md.
export default {
  ssr: true,
} satisfies Config;
