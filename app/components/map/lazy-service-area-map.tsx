import { Component, lazy, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { serviceAreas } from "./service-areas.generated";

// The map is its own chunk (code + stylesheet), fetched only when its section nears the viewport.
const ServiceAreaMap = lazy(() => import("./service-area-map"));

/** Hidden (by CSS alone) when the still map of <StillMap> is there, i.e. when scripts are off. */
function Placeholder() {
  return (
    <div
      className="grid h-full w-full place-items-center rounded-xl bg-brand-50 text-brand-800 group-has-[[data-map-still]]/map:hidden"
      role="status"
    >
      Loading service area map...
    </div>
  );
}

/**
 * Without JavaScript the interactive map never loads: the browser renders this <noscript> instead,
 * a still picture of the same map (an SVG the server draws from the same data) and the four
 * county links. With JavaScript the browser treats it as text, so the picture is never fetched.
 */
function StillMap() {
  return (
    <noscript>
      <img
        data-map-still
        src="/service-area-map.svg"
        width={800}
        height={600}
        alt={`Map of our service area on Florida's Gulf coast: ${serviceAreas.map((c) => c.name).join(", ")}.`}
        className="h-full w-full rounded-xl"
      />
    </noscript>
  );
}

function CountyLinks({ highlight }: { highlight?: string }) {
  return (
    <noscript>
      <ul className="mt-3 flex flex-wrap gap-2">
        {serviceAreas.map((county) => (
          <li key={county.slug}>
            <Link
              to={`/areas/${county.slug}`}
              aria-current={county.slug === highlight ? "page" : undefined}
              className="inline-block rounded-full bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800"
            >
              {county.name}
            </Link>
          </li>
        ))}
      </ul>
    </noscript>
  );
}

/** If the map chunk cannot be fetched (offline, a deploy in between), say so; the list below stays. */
class MapErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div
        className="grid h-full w-full place-items-center rounded-xl bg-brand-50 p-6 text-center text-brand-800"
        role="status"
      >
        The map could not be loaded. The counties and cities we serve are listed below.
      </div>
    );
  }
}

/**
 * The plain list of counties and cities: server-rendered with the page, so it is there for screen
 * readers, without JavaScript and when the map fails. Folded away so it never crowds the layout.
 */
function ServiceAreaList({ highlight }: { highlight?: string }) {
  return (
    <details className="mt-3 text-sm text-slate-700">
      <summary className="cursor-pointer rounded font-semibold text-brand-700 hover:underline">
        Counties and cities on this map
      </summary>
      <ul className="mt-2 space-y-2">
        {serviceAreas.map((county) => (
          <li key={county.slug}>
            <Link
              to={`/areas/${county.slug}`}
              aria-current={county.slug === highlight ? "page" : undefined}
              className="font-semibold text-brand-800 underline-offset-2 hover:underline"
            >
              {county.name}
            </Link>
            : {county.cities.join(", ")}
          </li>
        ))}
      </ul>
    </details>
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
    <div>
      {/* The box reserves the map's exact size, so nothing shifts when it arrives. */}
      <div ref={ref} className="group/map aspect-[4/3] w-full" data-testid="service-area-map">
        <StillMap />
        {near ? (
          <MapErrorBoundary>
            <Suspense fallback={<Placeholder />}>
              <ServiceAreaMap highlight={highlight} />
            </Suspense>
          </MapErrorBoundary>
        ) : (
          <Placeholder />
        )}
      </div>
      <CountyLinks highlight={highlight} />
      <ServiceAreaList highlight={highlight} />
    </div>
  );
}
