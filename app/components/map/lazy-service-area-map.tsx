import { Component, lazy, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { useLocalePath } from "#app/components/i18n";
import { fill } from "#app/content/i18n/fill";
import { countyNameIn, type MapLabels } from "./map-labels";
import { serviceAreas } from "./service-areas.generated";

// The map is its own chunk (code + stylesheet), fetched only when its section nears the viewport.
const ServiceAreaMap = lazy(() => import("./service-area-map"));

/** Hidden (by CSS alone) when the still map of <StillMap> is there, i.e. when scripts are off. */
function Placeholder({ labels }: { labels: MapLabels }) {
  return (
    <div
      className="grid h-full w-full place-items-center rounded-xl bg-brand-50 text-brand-800 group-has-[[data-map-still]]/map:hidden"
      role="status"
    >
      {labels.loading}
    </div>
  );
}

/**
 * Without JavaScript the interactive map never loads: the browser renders this <noscript> instead,
 * a still picture of the same map (an SVG the server draws from the same data) and the four
 * county links. With JavaScript the browser treats it as text, so the picture is never fetched.
 */
function StillMap({ labels }: { labels: MapLabels }) {
  // The picture in the page's language (/es/service-area-map.svg names the water in Spanish).
  const localePath = useLocalePath();
  return (
    <noscript>
      <img
        data-map-still
        src={localePath("/service-area-map.svg")}
        width={800}
        height={600}
        alt={fill(labels.stillAlt, { counties: serviceAreas.map((c) => countyNameIn(labels, c.name)).join(", ") })}
        className="h-full w-full rounded-xl"
      />
    </noscript>
  );
}

function CountyLinks({ highlight, labels }: { highlight?: string; labels: MapLabels }) {
  const localePath = useLocalePath();
  return (
    <noscript>
      <ul className="mt-3 flex flex-wrap gap-2">
        {serviceAreas.map((county) => (
          <li key={county.slug}>
            <Link
              to={localePath(`/areas/${county.slug}`)}
              aria-current={county.slug === highlight ? "page" : undefined}
              className="inline-block rounded-full bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800"
            >
              {countyNameIn(labels, county.name)}
            </Link>
          </li>
        ))}
      </ul>
    </noscript>
  );
}

/** If the map chunk cannot be fetched (offline, a deploy in between), say so; the list below stays. */
class MapErrorBoundary extends Component<{ children: ReactNode; failedText: string }, { failed: boolean }> {
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
        {this.props.failedText}
      </div>
    );
  }
}

/**
 * The plain list of counties and cities: server-rendered with the page, so it is there for screen
 * readers, without JavaScript and when the map fails. Folded away so it never crowds the layout.
 */
function ServiceAreaList({ highlight, labels }: { highlight?: string; labels: MapLabels }) {
  const localePath = useLocalePath();
  return (
    <details className="mt-3 text-sm text-slate-700">
      <summary className="cursor-pointer rounded font-semibold text-brand-700 hover:underline">
        {labels.listTitle}
      </summary>
      <ul className="mt-2 space-y-2">
        {serviceAreas.map((county) => (
          <li key={county.slug}>
            <Link
              to={localePath(`/areas/${county.slug}`)}
              aria-current={county.slug === highlight ? "page" : undefined}
              className="font-semibold text-brand-800 underline-offset-2 hover:underline"
            >
              {countyNameIn(labels, county.name)}
            </Link>
            : {county.cities.join(", ")}
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * The service-area map boundary. `highlight` is a county slug to emphasise (area pages); `labels`
 * the page language's dictionary's `map` (`useUi().map`).
 */
export function LazyServiceAreaMap({ highlight, labels }: { highlight?: string; labels: MapLabels }) {
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
        <StillMap labels={labels} />
        {near ? (
          <MapErrorBoundary failedText={labels.failed}>
            <Suspense fallback={<Placeholder labels={labels} />}>
              <ServiceAreaMap highlight={highlight} labels={labels} />
            </Suspense>
          </MapErrorBoundary>
        ) : (
          <Placeholder labels={labels} />
        )}
      </div>
      <CountyLinks highlight={highlight} labels={labels} />
      <ServiceAreaList highlight={highlight} labels={labels} />
    </div>
  );
}
