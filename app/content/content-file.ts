import { parseDocument } from "yaml";
import type { z } from "zod";
import { ContentFileError } from "./collection-entries.ts";
import type { ContentSection } from "./types.ts";

/**
 * One content file (app/content/<collection>/<slug>.md): YAML frontmatter for the structured
 * fields, a Markdown body of "## " headings and plain paragraphs for the prose. Parsed and checked
 * at build time (content-plugin.ts), so a bad field fails the build with the file and the field.
 */

/** Values the prose may name as {key}, so numbers the business edits stay in business.ts. */
export type Placeholders = Readonly<Record<string, string>>;

/**
 * A translation's base (docs/decisions/0036-spanish.md): the fields that are the same in every
 * language (order, icon, cities...), as the English file gives them. A translation file gives
 * every other field and never these.
 */
export interface TranslationBase {
  /** The English file, as errors name it. */
  file: string;
  fields: Record<string, unknown>;
}

/** The English file's fields named in `keys` (those it has): a translation's base. */
export function translationBase(file: string, source: string, keys: readonly string[]): TranslationBase {
  const { frontmatter } = splitFile(file, source.replace(/\r\n?/g, "\n"));
  return {
    file,
    fields: Object.fromEntries(keys.filter((key) => key in frontmatter).map((key) => [key, frontmatter[key]])),
  };
}

interface ParsedFile {
  frontmatter: Record<string, unknown>;
  sections: ContentSection[];
}

/** The body is rendered as escaped text: characters that would be Markdown or HTML markup are refused. */
const MARKUP = /[*_`<>[\]\\#|]/;

/**
 * Splits and parses a content file, fills in {placeholders}, and validates the result (the
 * frontmatter plus `slug` from the file name and `sections` from the body) with `schema`.
 * Throws a ContentFileError naming `file` and every bad field.
 */
export function parseContentFile<S extends z.ZodType>(
  file: string,
  source: string,
  schema: S,
  placeholders: Placeholders,
  base?: TranslationBase,
): z.output<S> {
  const slug = /([^/\\]+)\.md$/.exec(file)?.[1] ?? "";
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) {
    throw new ContentFileError(`${file}: the file name must be a lowercase-hyphenated slug ending in .md`);
  }
  const { frontmatter, sections } = splitFile(file, source.replace(/\r\n?/g, "\n"));
  if (base) {
    const repeated = Object.keys(frontmatter).filter((key) => key in base.fields);
    if (repeated.length > 0) {
      throw new ContentFileError(
        `${file}: ${repeated.join(", ")}: the same in every language, so only ${base.file} gives ${repeated.length > 1 ? "them" : "it"}`,
      );
    }
  }
  const filled = fillPlaceholders(file, { ...base?.fields, ...frontmatter, sections }, placeholders, []);
  const result = schema.safeParse({ slug, ...(filled as object) });
  if (!result.success) {
    // One problem per field: a string where a list belongs is not also "too long".
    const problems = new Map<string, string>();
    for (const issue of result.error.issues) {
      // A misspelt field is reported under its own name.
      const unknown = issue.code === "unrecognized_keys";
      const field = fieldName(unknown ? [...issue.path, ...issue.keys] : issue.path);
      const message = unknown ? "not a field of this kind of file (misspelt?)" : issue.message;
      if (!problems.has(field)) problems.set(field, `${file}: ${field}: ${message}`);
    }
    throw new ContentFileError([...problems.values()].join("\n"));
  }
  return result.data;
}

/** "commonRepairs", "repairProcess.2.title", or the body's "sections.1.paragraphs". */
function fieldName(path: PropertyKey[]): string {
  return path.length > 0 ? path.map(String).join(".") : "(frontmatter)";
}

function splitFile(file: string, source: string): ParsedFile {
  const match = /^---\n([\s\S]*?)\n---(?:\n|$)/.exec(source);
  if (!match) throw new ContentFileError(`${file}: must start with YAML frontmatter between two "---" lines`);
  const yaml = match[1] ?? "";
  const document = parseDocument(yaml);
  const [yamlError] = document.errors;
  if (yamlError) {
    // +1: the opening "---" line.
    const line = (yamlError.linePos?.[0].line ?? 0) + 1;
    const message = yamlError.message.split("\n")[0]!.replace(/ at line \d+, column \d+:?$/, "");
    throw new ContentFileError(`${file}: line ${line}: invalid YAML: ${message}`);
  }
  const frontmatter: unknown = document.toJS();
  if (frontmatter === null || typeof frontmatter !== "object" || Array.isArray(frontmatter)) {
    throw new ContentFileError(`${file}: the frontmatter must be a YAML mapping of fields`);
  }
  if ("slug" in frontmatter || "sections" in frontmatter) {
    throw new ContentFileError(
      `${file}: slug comes from the file name and sections from the body, not the frontmatter`,
    );
  }
  // The body's first line follows the two "---" lines and the YAML between them.
  const bodyStart = yaml.split("\n").length + 3;
  return {
    frontmatter: frontmatter as Record<string, unknown>,
    sections: parseBody(file, source.slice(match[0].length), bodyStart),
  };
}

/**
 * "## Heading" lines open sections; blank lines separate paragraphs; the lines of one paragraph
 * are joined with a space (so prose can be wrapped in the file).
 */
function parseBody(file: string, body: string, firstLine: number): ContentSection[] {
  const sections: ContentSection[] = [];
  let paragraph: string[] = [];
  const endParagraph = () => {
    if (paragraph.length > 0) sections.at(-1)?.paragraphs.push(paragraph.join(" "));
    paragraph = [];
  };
  body.split("\n").forEach((raw, index) => {
    const at = `${file}: line ${firstLine + index}`;
    const line = raw.trim();
    if (line === "") return endParagraph();
    const heading = /^## +(.+)$/.exec(line);
    if (heading && !MARKUP.test(heading[1]!)) {
      endParagraph();
      sections.push({ heading: heading[1]!.trim(), paragraphs: [] });
      return;
    }
    if (MARKUP.test(line) || /^([-+]|\d+[.)]) /.test(line)) {
      throw new ContentFileError(
        `${at}: plain text only (pages show it escaped): no Markdown or HTML markup, lists or other heading levels`,
      );
    }
    if (sections.length === 0) throw new ContentFileError(`${at}: text before the first "## " heading`);
    paragraph.push(line);
  });
  endParagraph();
  return sections;
}

/** Replaces {key} in every string; an unknown {key} or a stray brace is an error. */
function fillPlaceholders(file: string, value: unknown, placeholders: Placeholders, path: string[]): unknown {
  if (typeof value === "string") {
    const filled = value.replace(/\{([A-Za-z]+)\}/g, (whole, key: string) => {
      const replacement = placeholders[key];
      if (replacement === undefined) {
        const known = Object.keys(placeholders)
          .map((k) => `{${k}}`)
          .join(", ");
        throw new ContentFileError(`${file}: ${fieldName(path)}: unknown placeholder ${whole} (known: ${known})`);
      }
      return replacement;
    });
    if (/[{}]/.test(filled)) throw new ContentFileError(`${file}: ${fieldName(path)}: a stray "{" or "}"`);
    return filled;
  }
  if (Array.isArray(value))
    return value.map((item, i) => fillPlaceholders(file, item, placeholders, [...path, String(i)]));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fillPlaceholders(file, item, placeholders, [...path, key])]),
    );
  }
  return value;
}
