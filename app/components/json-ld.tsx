import { useNonce } from "~/lib/nonce";
import { serializeJsonLd } from "~/lib/structured-data";

/**
 * Structured data for search engines, rendered into the server HTML. Pass `data` (built in the
 * component) or `json` (already serialized by a loader, so big inputs stay on the server).
 */
export function JsonLd(props: { data: object } | { json: string }) {
  const nonce = useNonce();
  const json = "json" in props ? props.json : serializeJsonLd(props.data);
  return (
    <script
      type="application/ld+json"
      nonce={nonce || undefined}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
