import type { Lang } from "./i18n/lang.ts";

/**
 * The storm banner's words, apart from the rest of storm.ts. The banner is in the layout of every
 * public page: the root loader sends its words, in the page's one language, only while storm mode
 * is on (i18n/dictionaries.server.ts `stormWordsFor`); /storm's own text loads only with /storm.
 */
export const stormBannerCopy = {
  en: {
    /** The banner's accessible name (an <aside>). */
    label: "Storm notice",
    /** The banner's lead, before the link. */
    text: "Storm mode: power outages and surges in Tampa Bay.",
    link: "Is your food safe? What to check, and booking",
  },
  es: {
    label: "Aviso de tormenta",
    text: "Aviso de tormenta: apagones y subidas de tensión en Tampa Bay.",
    link: "¿Su comida está segura? Qué revisar y cómo reservar",
  },
} as const satisfies Record<Lang, { label: string; text: string; link: string }>;
