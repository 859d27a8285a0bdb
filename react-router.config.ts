import type { Config } from "@react-router/dev/config";

// Every page is server-rendered on request (not pre-rendered) so each response can carry a
// fresh CSP nonce for React Router's inline hydration scripts. See docs/decisions/.
export default {
  ssr: true,
} satisfies Config;
