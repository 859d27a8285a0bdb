/** The shape of map-data.generated.ts, written by scripts/build-map-data.ts. */

/** A point in the map's user space (0.1 px steps in an 800x600 box). */
export type MapPoint = [number, number];

export type CityLabelSide = "left" | "right" | "above" | "below";

export interface MapCity {
  name: string;
  /** Where the marker is drawn. */
  x: number;
  y: number;
  /** Present for the few larger places whose name is printed beside the marker. */
  label?: CityLabelSide;
}

export interface MapCounty {
  /** The area page slug, e.g. "hillsborough-county". */
  slug: string;
  /** Census FIPS code, e.g. "12057". */
  fips: string;
  name: string;
  /** SVG path data of the county, clipped to the box. */
  d: string;
  /** The county's map centre from app/content/areas/, projected. */
  center: MapPoint;
  /** Where the county's name is drawn: its centre, or the nearest spot there that covers no city marker. */
  label: MapPoint;
  /** [minX, minY, maxX, maxY] of the shape. */
  bounds: [number, number, number, number];
  cities: MapCity[];
}

export interface ServiceAreaMapData {
  width: number;
  height: number;
  /** Neighbouring Florida counties, drawn faintly. */
  context: Array<{ fips: string; d: string }>;
  contextLabels: Array<{ text: string; x: number; y: number }>;
  /** SVG path data of the shoreline (open lines). */
  coast: string;
  waterLabels: Array<{ text: string; x: number; y: number; size: "lg" | "sm"; rotate?: number }>;
  /** The four service counties, in the order of app/content/areas/. */
  counties: MapCounty[];
  /** `length` user units stand for `miles` miles. */
  scaleBar: { miles: number; length: number };
}
