import { Icon } from "#app/components/ui/icon";

/** A titled list of short items with check marks (common issues, repairs, problems). */
export function CheckList({
  title,
  items,
  headingLevel = 2,
}: {
  title: string;
  items: string[];
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section>
      <Heading className="text-xl font-bold text-brand-900">{title}</Heading>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item} className="flex gap-2 text-slate-700">
            <Icon name="check" className="mt-0.5 size-5 shrink-0 text-brand-600" />
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}
