import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { fill } from "#app/content/i18n/fill";
import { useLocalePath } from "#app/components/i18n";
import { mapData } from "./map-data.generated";
import { countyNameIn, shortCountyName, type MapLabels } from "./map-labels";
import type { CityLabelSide } from "./map-types";
import "./service-area-map.css";

/**
 * The service-area map: real Census county shapes and gazetteer city positions, pre-projected to
 * SVG paths at build time (scripts/build-map-data.ts), so the browser runs no map library, loads
 * no tiles and makes no request beyond this chunk and its stylesheet. Each county is a link to
 * its area page; hover and keyboard focus highlight and name it.
 *
 * This module is only ever loaded lazily (see lazy-service-area-map.tsx) and only rendered in
 * the browser, never on the server. Its words (`labels`) are the page language's dictionary's
 * `map`; the data's county names ("Pasco County") are named through `labels.county`.
 */

const { width, height, counties } = mapData;

const LABEL_OFFSET: Record<CityLabelSide, { dx: number; dy: number; anchor: "start" | "end" | "middle" }> = {
  right: { dx: 7, dy: 4.5, anchor: "start" },
  left: { dx: -7, dy: 4.5, anchor: "end" },
  above: { dx: 0, dy: -8, anchor: "middle" },
  below: { dx: 0, dy: 16, anchor: "middle" },
};

export default function ServiceAreaMap({ highlight, labels }: { highlight?: string; labels: MapLabels }) {
  const localePath = useLocalePath();
  const descId = useId();
  const [hovered, setHovered] = useState<string | null>(null);
  const [focused, setFocused] = useState<string | null>(null);

  // A new page (another county, or client navigation back) starts with nothing hovered.
  useEffect(() => {
    setHovered(null);
    setFocused(null);
  }, [highlight]);

  const active = hovered ?? focused;
  const named = counties.find((c) => c.slug === (active ?? highlight));
  const highlighted = counties.some((c) => c.slug === highlight) ? highlight : undefined;

  return (
    <div className="sam">
      {/* Named with aria-label rather than <title>, which browsers would show as a tooltip over the whole map. */}
      <svg
        className="sam-svg"
        viewBox={`0 0 ${width} ${height}`}
        role="group"
        aria-label={labels.label}
        aria-describedby={descId}
      >
        <desc id={descId}>{labels.description}</desc>
        <rect className="sam-water" width={width} height={height} />

        <g aria-hidden="true">
          {mapData.context.map((c) => (
            <path key={c.fips} className="sam-land" d={c.d} />
          ))}
          <path className="sam-coast" d={mapData.coast} />
          {mapData.waterLabels.map((l) => (
            <text
              key={l.text}
              className={`sam-water-label sam-water-label--${l.size}`}
              x={l.x}
              y={l.y}
              textAnchor="middle"
              dominantBaseline="middle"
              transform={l.rotate ? `rotate(${l.rotate} ${l.x} ${l.y})` : undefined}
            >
              {labels.places[l.text] ?? l.text}
            </text>
          ))}
          {mapData.contextLabels.map((l) => (
            <text
              key={l.text}
              className="sam-context-label"
              x={l.x}
              y={l.y}
              textAnchor="middle"
              dominantBaseline="middle"
            >
              {labels.places[l.text] ?? l.text}
            </text>
          ))}
        </g>

        <g className="sam-counties">
          {counties.map((county, index) => {
            const isHighlighted = county.slug === highlighted;
            return (
              <Link
                key={county.slug}
                to={localePath(`/areas/${county.slug}`)}
                tabIndex={0}
                aria-label={countyNameIn(labels, county.name)}
                aria-current={isHighlighted ? "page" : undefined}
                className={`sam-county sam-county--${index + 1}`}
                data-county={county.slug}
                data-highlighted={isHighlighted ? "true" : undefined}
                data-muted={highlighted && !isHighlighted ? "true" : undefined}
                data-active={active === county.slug ? "true" : undefined}
                onMouseEnter={() => setHovered(county.slug)}
                onMouseLeave={() => setHovered((h) => (h === county.slug ? null : h))}
                onFocus={() => setFocused(county.slug)}
                onBlur={() => setFocused((f) => (f === county.slug ? null : f))}
              >
                <path className="sam-county-shape" d={county.d} />
                <g className="sam-cities" aria-hidden="true">
                  {county.cities.map((city) => (
                    <circle key={city.name} className="sam-city" cx={city.x} cy={city.y} r={3.4}>
                      <title>{city.name}</title>
                    </circle>
                  ))}
                </g>
              </Link>
            );
          })}
        </g>

        {/* Drawn above every county so the whole outline shows; clicks pass through. */}
        {highlighted && !active && (
          <path
            className="sam-outline sam-outline--current"
            d={counties.find((c) => c.slug === highlighted)!.d}
            aria-hidden="true"
          />
        )}
        {active && (
          <path
            className={`sam-outline ${focused === active && !hovered ? "sam-outline--focus" : ""}`}
            d={counties.find((c) => c.slug === active)!.d}
            aria-hidden="true"
          />
        )}

        <g className="sam-labels" aria-hidden="true">
          {counties.flatMap((county) =>
            county.cities
              .filter((city) => city.label)
              .map((city) => {
                const o = LABEL_OFFSET[city.label!];
                return (
                  <text
                    key={city.name}
                    className="sam-city-label"
                    x={city.x + o.dx}
                    y={city.y + o.dy}
                    textAnchor={o.anchor}
                  >
                    {city.name}
                  </text>
                );
              }),
          )}
          {counties.map((county) => (
            <text
              key={county.slug}
              className="sam-county-label"
              data-state={
                active === county.slug ? "active" : highlighted && county.slug !== highlighted ? "muted" : undefined
              }
              x={county.label[0]}
              y={county.label[1]}
              textAnchor="middle"
              dominantBaseline="middle"
            >
              {shortCountyName(county.name)}
            </text>
          ))}
        </g>

        <g
          className="sam-furniture"
          aria-hidden="true"
          transform={`translate(${width - 24 - mapData.scaleBar.length} ${height - 44})`}
        >
          <path className="sam-scale" d={`M0 0V6H${mapData.scaleBar.length}V0`} />
          <text className="sam-scale-label" x={mapData.scaleBar.length / 2} y={-5} textAnchor="middle">
            {`${mapData.scaleBar.miles} ${labels.miles}`}
          </text>
          <text className="sam-attribution" x={mapData.scaleBar.length} y={28} textAnchor="end">
            Census Bureau · GeoNames
          </text>
        </g>
        <g className="sam-furniture" aria-hidden="true" transform={`translate(${width - 30} 34)`}>
          <path className="sam-north" d="M0 -14L7 6L0 2L-7 6Z" />
          <text className="sam-north-label" x={0} y={20} textAnchor="middle">
            N
          </text>
        </g>
      </svg>

      {/* Names the hovered or focused county (or the page's own county); the link itself is what
          assistive technology announces, so this visual label stays out of the accessibility tree. */}
      <div className="sam-panel" aria-hidden="true" data-visible={named ? "true" : undefined}>
        {named && (
          <>
            <span className="sam-panel-name">{countyNameIn(labels, named.name)}</span>
            <span className="sam-panel-hint">
              {fill(labels.cities, { count: named.cities.length })}
              {active ? labels.open : ""}
            </span>
          </>
        )}
      </div>
    </div>
  );
}
