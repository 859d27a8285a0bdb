/** Copy of /brands: meta, hero and section headings. */
export const brandsCopy = {
  meta: {
    title: "Refrigerator Brands We Repair in Tampa Bay",
    description:
      "Whirlpool, GE, LG, Frigidaire, Sub-Zero, Viking, KitchenAid and more: the 16 refrigerator brands we repair across Tampa Bay, from everyday to built-in.",
  },
  hero: {
    title: "Refrigerator Brands We Repair",
    lead: "From everyday top-freezers to built-in luxury and commercial reach-ins, our technicians service all major brands.",
  },
  gridTitle: "All Brands We Service",
  whyChooseUsTitle: "Why Choose Us for Your Brand",
  /** The brand cards' words (components/sections/brand-cards.tsx). */
  cards: { commonRepairs: "Common repairs", link: "{name} repair", linkDetails: " details" },
};
