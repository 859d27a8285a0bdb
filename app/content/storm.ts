import { stormBannerCopy } from "./storm-banner";
import type { ContentSection } from "./types";

/**
 * Storm mode's words (DECISIONS "Storm mode and the waitlist"): the banner every public page shows
 * while the owner has storm mode on, and /storm. Kept here, one object per language, so the
 * Spanish pages (/es/storm) add `es` beside `en` with the same shape.
 */

export interface StormCopy {
  banner: {
    /** The banner's lead, before the link. */
    text: string;
    link: string;
  };
  meta: { title: string; description: string };
  hero: { title: string; lead: string };
  /** The food-safety facts, each with its figure; from USDA / FoodSafety.gov (`sources`). */
  foodSafety: {
    heading: string;
    facts: string[];
    meanwhile: string[];
  };
  sections: ContentSection[];
  sources: { heading: string; links: { label: string; href: string }[] };
  book: { title: string; text: string };
  /** What the confirmation and the appointment page add while storm mode is on. */
  whileYouWait: { heading: string; lines: string[] };
}

const USDA_STORMS =
  "https://www.fsis.usda.gov/food-safety/safe-food-handling-and-preparation/emergencies/consumers-guide-food-safety-severe-storms-and";
const FOODSAFETY_OUTAGE = "https://www.foodsafety.gov/food-safety-charts/food-safety-during-power-outage";

export const stormCopy = {
  en: {
    banner: stormBannerCopy.en,
    meta: {
      title: "After the Storm: Food Safety and Your Refrigerator",
      description:
        "How long food keeps in a refrigerator and freezer without power, what a power surge does to a refrigerator, what to check when power returns, and how to book a repair.",
    },
    hero: {
      title: "After the Storm: Your Food and Your Refrigerator",
      lead: "How long food keeps without power, what a surge does to a refrigerator, and what to check when the power comes back.",
    },
    foodSafety: {
      heading: "How long food stays safe without power",
      facts: [
        "A closed refrigerator keeps food safe for about 4 hours.",
        "A full freezer keeps its temperature for about 48 hours, a half-full one for about 24 hours, if the door stays closed.",
        "Throw away perishable food (meat, poultry, fish, eggs, milk, leftovers) that has been above 40 °F for 2 hours or more.",
        "Never taste food to decide whether it is safe. When in doubt, throw it out.",
      ],
      meanwhile: [
        "Keep the refrigerator and freezer doors closed as much as you can.",
        "Put an appliance thermometer in each: the refrigerator should be at 40 °F or below, the freezer at 0 °F or below.",
        "If the power will be out longer than 4 hours, move what must stay cold to a cooler with ice or frozen gel packs.",
        "Medicine that must stay cold (such as insulin): move it to a cooler too, and ask your pharmacist or doctor before using medicine that got warm.",
      ],
    },
    sections: [
      {
        heading: "What a power surge does to a refrigerator",
        paragraphs: [
          "When the power comes back after an outage, the voltage can spike for a moment. A spike can burn out the electronic control board, the start relay or overload that gets the compressor going, and the inverter board of newer variable-speed compressors.",
          "Typical signs: the lights and display work but nothing cools, the compressor clicks on and off every few minutes without running, the display shows an error code, or the refrigerator stays completely dark.",
        ],
      },
      {
        heading: "What to check when the power returns",
        paragraphs: [
          "If you can, unplug the refrigerator during the outage and plug it back in a few minutes after the power is steady, so it does not start during the first spikes.",
          "If it does not start, check the circuit breaker and, for a refrigerator on a GFCI outlet, press its reset button. Make sure the temperature controls were not reset.",
          "Give it time: an empty refrigerator needs several hours, and up to 24 hours, to reach its temperature. Listen for the compressor's hum and feel for cold air after an hour.",
          "Book a repair if it is still warm after several hours, if it clicks without running, if the display shows an error, or if it smells burnt.",
        ],
      },
    ],
    sources: {
      heading: "Sources",
      links: [
        { label: "USDA FSIS: A Consumer's Guide to Food Safety: Severe Storms and Hurricanes", href: USDA_STORMS },
        { label: "FoodSafety.gov: Food Safety During a Power Outage", href: FOODSAFETY_OUTAGE },
      ],
    },
    book: {
      title: "Refrigerator not working since the storm?",
      text: "Book online and tell us if there is medicine inside that must stay cold: those visits go first.",
    },
    whileYouWait: {
      heading: "While you wait for us",
      lines: [
        "A closed refrigerator keeps food safe for about 4 hours; a full freezer about 48 hours, a half-full one about 24.",
        "Keep the doors closed, and move what must stay cold (medicine first) to a cooler with ice.",
        "Throw away perishable food that has been above 40 °F for 2 hours or more.",
      ],
    },
  },
} satisfies Record<"en", StormCopy>;

export type StormLanguage = keyof typeof stormCopy;
