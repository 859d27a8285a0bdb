import type { Lang } from "./i18n/lang.ts";
import { stormBannerCopy } from "./storm-banner.ts";
import type { ContentSection } from "./types.ts";

/**
 * Storm mode's words (DECISIONS "Storm mode and the waitlist"): the banner every public page shows
 * while the owner has storm mode on, and /storm, one object per language with the same shape.
 * Server-only in practice: /storm's loader sends the page's language (page-copy/copy.server.ts),
 * and the root loader sends the banner and "while you wait" with storm mode (`stormWordsFor`).
 */

export interface StormCopy {
  banner: {
    /** The banner's accessible name. */
    label: string;
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
    /** The heading of `meanwhile`. */
    meanwhileTitle: string;
    meanwhile: string[];
  };
  sections: ContentSection[];
  sources: { heading: string; links: { label: string; href: string }[] };
  book: { title: string; text: string };
  /** What the confirmation and the appointment page add while storm mode is on. */
  whileYouWait: { heading: string; lines: string[] };
}

/** What pages other than /storm show of it while storm mode is on (sent by the root loader). */
export type StormWords = Pick<StormCopy, "banner" | "whileYouWait">;

const USDA_STORMS =
  "https://www.fsis.usda.gov/food-safety/safe-food-handling-and-preparation/emergencies/consumers-guide-food-safety-severe-storms-and";
const FOODSAFETY_OUTAGE = "https://www.foodsafety.gov/food-safety-charts/food-safety-during-power-outage";

export const stormCopy: Record<Lang, StormCopy> = {
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
      meanwhileTitle: "Until the power is back",
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
  es: {
    banner: stormBannerCopy.es,
    meta: {
      title: "Después de la tormenta: su comida y su refrigerador",
      description:
        "Cuánto tiempo se conserva la comida sin electricidad, qué revisar cuando vuelve la luz y cómo reservar una revisión del refrigerador tras un apagón o una sobretensión.",
    },
    hero: {
      title: "Después de la tormenta: su comida y su refrigerador",
      lead: "Cuánto tiempo se conserva la comida sin electricidad, qué le hace una subida de tensión a un refrigerador y qué revisar cuando vuelve la luz.",
    },
    foodSafety: {
      heading: "Cuánto tiempo se conserva la comida sin electricidad",
      facts: [
        "Un refrigerador cerrado mantiene la comida segura unas 4 horas.",
        "Un congelador lleno mantiene su temperatura unas 48 horas, y uno medio lleno unas 24 horas, si la puerta se mantiene cerrada.",
        "Deseche la comida perecedera (carne, aves, pescado, huevos, leche, sobras) que haya estado a más de 40 °F durante 2 horas o más.",
        "Nunca pruebe la comida para saber si es segura. Ante la duda, deséchela.",
      ],
      meanwhileTitle: "Hasta que vuelva la luz",
      meanwhile: [
        "Mantenga cerradas las puertas del refrigerador y del congelador todo lo que pueda.",
        "Ponga un termómetro para electrodomésticos en cada uno: el refrigerador debe estar a 40 °F o menos, y el congelador a 0 °F o menos.",
        "Si la luz va a faltar más de 4 horas, pase lo que deba mantenerse frío a una hielera con hielo o con bolsas de gel congeladas.",
        "Los medicamentos que deben mantenerse fríos (como la insulina): páselos también a una hielera, y consulte a su farmacéutico o a su médico antes de usar un medicamento que se haya calentado.",
      ],
    },
    sections: [
      {
        heading: "Qué le hace una subida de tensión a un refrigerador",
        paragraphs: [
          "Cuando vuelve la luz después de un apagón, el voltaje puede dispararse por un momento. Un pico puede quemar la tarjeta de control electrónica, el relé de arranque o el protector de sobrecarga que pone en marcha el compresor, y la tarjeta del inversor de los compresores de velocidad variable más nuevos.",
          "Señales típicas: las luces y la pantalla funcionan pero nada enfría, el compresor hace clic al encenderse y apagarse cada pocos minutos sin llegar a funcionar, la pantalla muestra un código de error, o el refrigerador se queda completamente apagado.",
        ],
      },
      {
        heading: "Qué revisar cuando vuelve la luz",
        paragraphs: [
          "Si puede, desenchufe el refrigerador durante el apagón y vuelva a enchufarlo unos minutos después de que la luz se estabilice, para que no arranque durante los primeros picos.",
          "Si no arranca, revise el interruptor del panel eléctrico y, si el refrigerador está conectado a un tomacorriente GFCI, presione su botón de reinicio. Compruebe que los controles de temperatura no se hayan reiniciado.",
          "Dele tiempo: un refrigerador vacío necesita varias horas, y hasta 24 horas, para llegar a su temperatura. Escuche si el compresor zumba y compruebe si sale aire frío después de una hora.",
          "Reserve una reparación si sigue tibio después de varias horas, si hace clic sin llegar a funcionar, si la pantalla muestra un error o si huele a quemado.",
        ],
      },
    ],
    sources: {
      heading: "Fuentes",
      links: [
        {
          label:
            "USDA FSIS: guía del consumidor sobre la seguridad de los alimentos en tormentas fuertes y huracanes (en inglés)",
          href: USDA_STORMS,
        },
        {
          label: "FoodSafety.gov: la seguridad de los alimentos durante un apagón (en inglés)",
          href: FOODSAFETY_OUTAGE,
        },
      ],
    },
    book: {
      title: "¿Su refrigerador no funciona desde la tormenta?",
      text: "Reserve en línea y díganos si dentro hay medicamentos que deben mantenerse fríos: esas visitas van primero.",
    },
    whileYouWait: {
      heading: "Mientras nos espera",
      lines: [
        "Un refrigerador cerrado mantiene la comida segura unas 4 horas; un congelador lleno, unas 48 horas, y uno medio lleno, unas 24.",
        "Mantenga las puertas cerradas y pase lo que deba mantenerse frío (primero los medicamentos) a una hielera con hielo.",
        "Deseche la comida perecedera que haya estado a más de 40 °F durante 2 horas o más.",
      ],
    },
  },
};
