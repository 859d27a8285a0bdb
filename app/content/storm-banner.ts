/**
 * The storm banner's words, apart from the rest of storm.ts: the banner is in the layout of every
 * public page, so whatever it imports ships with every page's first load; /storm's own text
 * loads only with /storm.
 */
export const stormBannerCopy = {
  en: {
    /** The banner's lead, before the link. */
    text: "Storm mode: power outages and surges in Tampa Bay.",
    link: "Is your food safe? What to check, and booking",
  },
} as const;
