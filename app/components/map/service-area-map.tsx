// Interim map; replaced by the county-shape map (issue 5).
export default function ServiceAreaMap({ highlight }: { highlight?: string }) {
  return (
    <div className="grid h-full w-full place-items-center rounded-xl bg-brand-100 text-brand-900" data-highlight={highlight}>
      Service area: Hillsborough, Pinellas, Pasco and Hernando counties
    </div>
  );
}
