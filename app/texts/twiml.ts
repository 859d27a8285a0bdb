/**
 * A small TwiML writer: enough verbs for the call flow, every text and attribute XML-escaped.
 */
export function escapeXml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

export interface TwimlNode {
  verb: string;
  attributes?: Record<string, string | number | boolean | undefined>;
  children?: (TwimlNode | string)[];
}

function render(node: TwimlNode | string): string {
  if (typeof node === "string") return escapeXml(node);
  const attributes = Object.entries(node.attributes ?? {})
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` ${name}="${escapeXml(String(value))}"`)
    .join("");
  const children = (node.children ?? []).map(render).join("");
  return children === "" ? `<${node.verb}${attributes}/>` : `<${node.verb}${attributes}>${children}</${node.verb}>`;
}

/** A whole TwiML document, served as text/xml. */
export function twiml(...verbs: TwimlNode[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?><Response>${verbs.map(render).join("")}</Response>`;
}
