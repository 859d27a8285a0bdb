/** Fills `{name}` in a dictionary string: fill("Call {phone}", { phone: "813..." }). An unknown name stays as written. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
