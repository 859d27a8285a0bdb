/** Copy of /areas/tampa-bay around the overview's own text (app/content/areas/tampa-bay.md). */
export const areaRegionCopy = {
  /** The meta description is the overview's description. */
  metaTitle: "Refrigerator Repair Across the Tampa Bay Area",
  /** The hero's title; its lead is the overview's description. */
  title: (regionName: string) => `Refrigerator Repair Across ${regionName}`,
  problemsTitle: (regionName: string) => `Common refrigerator problems in ${regionName}`,
  countiesTitle: "The Four Counties We Serve",
};
