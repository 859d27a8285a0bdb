/**
 * Intl.DateTimeFormat objects made once per locale and options, then reused: making one costs ICU
 * set-up (a time zone's rules, the locale's patterns), formatting with one is cheap, and a page
 * formats many dates (the request page made a dozen formatters a request, a few percent of its
 * time). The options come from code, so the cache holds a handful of entries.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
