/**
 * "No English on a Spanish page, no Spanish on an English one" (issue 34): the visible text of a
 * page's server HTML (or a mail's, a text's) cut into sentences, each of which must not read as
 * the other language. A sentence reads English when, once the proper names below are taken out,
 * it has two or more English function words; Spanish likewise with Spanish ones. Pure: used by
 * tests/e2e/spanish.spec.ts (every page, by HTTP) and by the mail and text unit tests.
 */
import { business } from "#app/content/business";

const ENGLISH = new Set([
  "the",
  "and",
  "your",
  "you",
  "we",
  "our",
  "to",
  "of",
  "is",
  "are",
  "for",
  "with",
  "this",
  "that",
  "it",
  "will",
]);
const SPANISH = new Set(["de", "la", "el", "los", "las", "su", "para", "una", "que", "con", "por", "del"]);

/**
 * Names that are the same in both languages: the business, brands and product lines, places and
 * streets. Taken out before counting (longest first), so "Tampa Bay Refrigerator Repair" counts nothing.
 */
export const PROPER_NAMES: string[] = [
  business.name,
  business.region,
  "GE Appliances",
  "Sub-Zero",
  "Beverage-Air",
  "U-Line",
  "Big Chill",
  "Whirlpool",
  "KitchenAid",
  "JennAir",
  "Frigidaire",
  "Samsung",
  "Maytag",
  "Amana",
  "Bosch",
  "Viking",
  "Marvel",
  "True",
  "Wolf",
  "New Port Richey",
  "Wesley Chapel",
  "Spring Hill",
  "St. Petersburg",
  "Temple Terrace",
  "Plant City",
  "Land O' Lakes",
  "Dade City",
  "Zephyrhills",
  "Hillsborough",
  "Pinellas",
  "Hernando",
  "Pasco",
].sort((a, b) => b.length - a.length);

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const NAMES = new RegExp(PROPER_NAMES.map(escapeRe).join("|"), "g");

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) =>
    code[0] === "#"
      ? String.fromCodePoint(code[1]?.toLowerCase() === "x" ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10))
      : (ENTITIES[code.toLowerCase()] ?? whole),
  );

/** Tags that do not break a sentence (a link or emphasis inside it). */
const INLINE = /^(a|span|strong|em|b|i|abbr|time|small|code|sup|sub|bdi|q|u|mark)$/i;

/**
 * What a reader sees of a page: the <title> and the <body>'s text without scripts (JSON-LD and
 * the hydration data included), styles, templates and comments, plus the alt and title attributes.
 * One chunk per block (paragraph, heading, list item...).
 */
export function visibleChunks(html: string): string[] {
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? "";
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;
  const cleaned = body.replace(/<!--[\s\S]*?-->/g, " ").replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, "\n");
  const attributes = [...cleaned.matchAll(/\s(?:alt|title)="([^"]*)"/gi)].map((m) => m[1]!);
  const text = cleaned.replace(/<\/?([a-z][a-z0-9-]*)\b[^>]*>/gi, (_tag, name: string) =>
    INLINE.test(name) ? "" : "\n",
  );
  return [title, ...attributes, ...text.split("\n")].map((s) => decode(s).replace(/\s+/g, " ").trim()).filter(Boolean);
}

/** A chunk's sentences (". ", "? ", "! ", ": " end one). */
export const sentencesOf = (chunk: string): string[] =>
  chunk
    .split(/(?<=[.?!:])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);

function functionWords(sentence: string, words: Set<string>): string[] {
  const plain = sentence
    .replace(NAMES, " ")
    // Addresses, links and numbers are neither language.
    .replace(/\S+@\S+|https?:\/\/\S+|\S*\d\S*/g, " ");
  return (plain.toLowerCase().match(/[a-záéíóúñü']+/g) ?? []).filter((w) => words.has(w));
}

/** The sentences of `chunks` that read as `other` (two or more of its function words). */
export function sentencesIn(other: "en" | "es", chunks: string[]): string[] {
  const words = other === "en" ? ENGLISH : SPANISH;
  return chunks.flatMap(sentencesOf).filter((s) => functionWords(s, words).length >= 2);
}

/** A Spanish page's (or mail's) English sentences; an English page's Spanish ones. */
export const foreignSentences = (lang: "en" | "es", chunks: string[]) =>
  sentencesIn(lang === "es" ? "en" : "es", chunks);

/** A mail's or text's lines as chunks. */
export const textChunks = (text: string) =>
  text
    .split("\n")
    .map((s) => s.trim())
    .filter(Boolean);
