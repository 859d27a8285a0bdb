import { lazy, Suspense, useEffect, useRef, useState } from "react";

// The map is its own chunk (code + stylesheet), fetched only when its section nears the viewport.
const ServiceAreaMap = lazy(() => import("./service-area-map"));

function Placeholder() {
  return (
    <div className="grid h-full w-full place-items-center rounded-xl bg-brand-50 text-brand-800" role="status">
      Loading service area map...
    </div>
  );
}

/** The service-area map boundary. `highlight` is a county slug to emphasise (area pages). */
export function LazyServiceAreaMap({ highlight }: { highlight?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (!("IntersectionObserver" in window)) return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: "300px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    // The box reserves the map's exact size, so nothing shifts when it arrives.
    <div ref={ref} className="aspect-[4/3] w-full" data-testid="service-area-map">
      {near ? (
        <Suspense fallback={<Placeholder />}>
          <ServiceAreaMap highlight={highlight} />
        </Suspense>
      ) : (
        <Placeholder />
      )}
    </div>
  );
}
