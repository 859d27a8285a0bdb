import { useNonce } from "#app/lib/nonce";
import { serializeJsonLd } from "#app/lib/structured-data";

/** Structured data for search engines, rendered into the server HTML. */
export function JsonLd({ data }: { data: object }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce || undefined}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
