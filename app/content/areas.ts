import { business } from "./business";
import type { ContentSection, County, GeoPoint } from "./types";

/**
 * The four counties of the service area (SPEC §2 /areas and /areas/{slug}).
 * Cities are real municipalities or census-designated places lying inside the county; places
 * that straddle a county line (Odessa, Lutz, Aripeka) are left out on purpose.
 * The first five cities of each county are the ones shown on the home page cards.
 */
export const counties: County[] = [
  {
    slug: "hillsborough-county",
    name: "Hillsborough County",
    shortName: "Hillsborough",
    seat: "Tampa",
    description:
      "Refrigerator repair across Hillsborough County, from Tampa's older bungalows and high-rises to the newer subdivisions of Brandon, Riverview and the farms around Plant City.",
    cities: [
      "Tampa",
      "Brandon",
      "Plant City",
      "Riverview",
      "Temple Terrace",
      "Valrico",
      "Seffner",
      "Apollo Beach",
      "Ruskin",
      "Sun City Center",
      "Gibsonton",
      "Thonotosassa",
      "Town 'n' Country",
      "Carrollwood",
      "Westchase",
    ],
    center: { latitude: 27.9046, longitude: -82.3479 },
    commonProblems: [
      "Condenser coils clogged with dust and overworked by summer heat",
      "Garage refrigerators struggling in unconditioned heat",
      "Control boards damaged by storm-related power surges",
      "Ice makers and inlet valves scaled up by mineral-rich water",
      "Defrost drains clogging and leaking in humid kitchens",
    ],
    sections: [
      {
        heading: "Serving Tampa and All of Hillsborough County",
        paragraphs: [
          "Hillsborough County mixes very different kinds of kitchens. Near downtown Tampa and in neighborhoods like Seminole Heights you find older homes where a refrigerator squeezes into a cabinet opening built decades ago, often with little room for air to move around the coils. Out in Brandon, Riverview and Valrico, newer subdivisions have large French-door and side-by-side models with ice and water dispensers, and many households run a second fridge in the garage. Our technicians work in all of these settings and know how each one stresses an appliance differently.",
        ],
      },
      {
        heading: "Heat, Humidity and Storm Season",
        paragraphs: [
          "Long, humid summers keep Hillsborough refrigerators running hard. Warm, moist air rushes in every time a door opens, frost forms faster on the evaporator, and condenser coils that collect dust lose their ability to shed heat. From June through November, hurricane season adds another risk: thunderstorms and outages can send voltage spikes through the home when power comes back, which is hard on electronic controls.",
          "Much of the region's drinking water is drawn from a limestone aquifer and carries dissolved minerals, so scale inside inlet valves, filters and ice maker fill tubes is a frequent find on our service calls here. Changing the water filter on schedule helps, and we check the inlet screen on every dispenser model we open. When ice production slows or the dispenser trickles, mineral buildup is one of the first things we look for before recommending new parts.",
        ],
      },
      {
        heading: "Homes and Businesses Alike",
        paragraphs: [
          "Along with household calls, we help restaurants, bars, convenience stores and small markets throughout the county keep their reach-in coolers, prep tables and display cases at safe holding temperatures. Whether you are in a Ybor City kitchen, a Sun City Center home or a shop in Plant City, we schedule around your day and give you a written estimate before any repair begins.",
        ],
      },
    ],
  },
  {
    slug: "pinellas-county",
    name: "Pinellas County",
    shortName: "Pinellas",
    seat: "Clearwater",
    description:
      "Refrigerator repair throughout Pinellas County, from St. Petersburg and Clearwater to the Gulf beach towns where salt air and storm surges take a toll on appliances.",
    cities: [
      "St. Petersburg",
      "Clearwater",
      "Largo",
      "Dunedin",
      "Palm Harbor",
      "Pinellas Park",
      "Tarpon Springs",
      "Seminole",
      "Safety Harbor",
      "Oldsmar",
      "Gulfport",
      "St. Pete Beach",
      "Treasure Island",
      "Madeira Beach",
      "Indian Rocks Beach",
    ],
    center: { latitude: 27.8975, longitude: -82.7392 },
    commonProblems: [
      "Condenser coils and fan motors corroded by salt air",
      "Appliances damaged by storm surge or flooding",
      "Worn door gaskets on older condo refrigerators",
      "Compressors overheating in tight built-in spaces",
      "Electronic controls failing after power surges",
    ],
    sections: [
      {
        heading: "Refrigerator Repair on the Pinellas Peninsula",
        paragraphs: [
          "Pinellas County packs a lot of homes onto a narrow peninsula between Tampa Bay and the Gulf of Mexico. Many neighborhoods in St. Petersburg, Largo and Pinellas Park were built in the middle of the last century, and their kitchens often hold a refrigerator squeezed into a space designed for a smaller appliance. Condominiums and apartments along the coast bring their own challenges, from narrow doorways to building rules about service hours. We plan each visit with those details in mind so the repair goes smoothly.",
        ],
      },
      {
        heading: "Salt Air and Coastal Storms",
        paragraphs: [
          "Near the beaches of St. Pete Beach, Treasure Island, Madeira Beach and Indian Rocks Beach, salty air drifts indoors and settles on everything, including the condenser coil and fan motor under your refrigerator. Over time that film speeds corrosion, weakens electrical connections and shortens the life of metal parts. Regular coil cleaning and inspection help a great deal in these neighborhoods.",
          "Coastal Pinellas has also seen storm surge and flooding during recent hurricane seasons. A refrigerator that sat in floodwater needs a careful safety inspection before it is plugged back in, and we will tell you honestly whether it can be saved. Saltwater is especially damaging to wiring, motors and control boards, so in many flooded units replacement is the sensible choice. When repair is possible, we clean and test every affected component before the unit goes back into service.",
        ],
      },
    ],
  },
  {
    slug: "pasco-county",
    name: "Pasco County",
    shortName: "Pasco",
    seat: "Dade City",
    description:
      "Refrigerator repair across Pasco County, from the growing communities of Wesley Chapel and Land O' Lakes to coastal New Port Richey and the rural east around Dade City.",
    cities: [
      "New Port Richey",
      "Wesley Chapel",
      "Zephyrhills",
      "Dade City",
      "Land O' Lakes",
      "Port Richey",
      "Holiday",
      "Hudson",
      "Trinity",
      "Bayonet Point",
      "Elfers",
      "Shady Hills",
      "San Antonio",
      "St. Leo",
      "Lacoochee",
    ],
    center: { latitude: 28.3086, longitude: -82.4398 },
    commonProblems: [
      "Builder-grade refrigerators failing early in new homes",
      "Sediment and scale from well water clogging valves and filters",
      "Garage freezers overheating in summer",
      "Ice maker failures on dispenser models",
      "Power surge damage after storms and outages",
    ],
    sections: [
      {
        heading: "A County of Very Different Neighborhoods",
        paragraphs: [
          "Pasco County stretches from the Gulf coast to the farmland east of Interstate 75, and the refrigerators we see change along the way. In Wesley Chapel, Land O' Lakes and Trinity, many homes are newer and came with builder-grade appliances that are now reaching the age when fans, ice makers and control boards start to fail. On the west side, in New Port Richey, Port Richey, Holiday and Hudson, established neighborhoods often have refrigerators that have been running faithfully for years and need a knowledgeable repair rather than a replacement.",
        ],
      },
      {
        heading: "Well Water, Garages and Weather",
        paragraphs: [
          "Out toward Dade City, San Antonio and Zephyrhills, plenty of homes draw their water from private wells. Well water can carry sediment and heavy mineral content that clogs inlet screens, shortens filter life and leaves scale in ice makers, so we check the water side carefully on these calls. A whole-house sediment filter or more frequent refrigerator filter changes can extend the life of these parts, and we are happy to explain which option fits your setup.",
          "Across the county, garage refrigerators and chest freezers work overtime through hot summers, and thunderstorms and hurricane-season outages bring surges that can damage electronics. We test the power supply as well as the appliance so the same problem does not return after the next storm. If a unit failed right after an outage, tell us when you book; that detail points the diagnosis toward the control board and starting components and often saves time on the visit.",
        ],
      },
    ],
  },
  {
    slug: "hernando-county",
    name: "Hernando County",
    shortName: "Hernando",
    seat: "Brooksville",
    description:
      "Refrigerator repair throughout Hernando County, including Spring Hill, Brooksville and the Nature Coast communities of Weeki Wachee and Hernando Beach.",
    cities: [
      "Brooksville",
      "Spring Hill",
      "Weeki Wachee",
      "Hernando Beach",
      "Masaryktown",
      "Ridge Manor",
      "Brookridge",
      "Timber Pines",
      "High Point",
      "Hill 'n Dale",
      "Istachatta",
      "Nobleton",
      "Weeki Wachee Gardens",
      "North Weeki Wachee",
      "South Brooksville",
    ],
    center: { latitude: 28.5601, longitude: -82.4212 },
    commonProblems: [
      "Mineral scale from well water in ice makers and valves",
      "Aging refrigerators in long-established homes",
      "Second refrigerators and freezers overheating in garages",
      "Outage and surge damage during storm season",
      "Salt-air corrosion in coastal neighborhoods",
    ],
    sections: [
      {
        heading: "Refrigerator Service on the Nature Coast",
        paragraphs: [
          "Hernando County combines the large residential community of Spring Hill with the historic county seat of Brooksville, rolling rural land to the east and small waterfront communities along the Gulf. Many Spring Hill and Timber Pines households have owned their refrigerators for years and would rather repair a dependable unit than replace it. We give straightforward advice about which repairs are worth making and which are not, using the same repair-or-replace guidance we follow everywhere we work.",
        ],
      },
      {
        heading: "Local Conditions We Plan For",
        paragraphs: [
          "Homes in the rural parts of the county, around Ridge Manor, Istachatta and Nobleton, often rely on private wells, and the mineral content of that water takes a toll on water inlet valves, filters and ice makers. In Hernando Beach and near Weeki Wachee, the Gulf breeze brings salt that slowly corrodes condenser coils and fan motors. Both problems build gradually, which is why a refrigerator can seem fine for years and then lose its ice maker or cooling fan within the same season.",
          "Summer heat and storm season affect everyone here. Garage freezers packed with groceries work hard in July and August, and power outages followed by surges can damage electronic controls. We check both the appliance and the conditions around it so the repair lasts. That can be as simple as moving a freezer away from a sunny garage wall, or as important as finding a loose outlet connection that has been overheating the plug for months.",
        ],
      },
    ],
  },
];

/** Looks up a county by slug, ignoring case. */
export function findCounty(slug: string): County | undefined {
  const wanted = slug.toLowerCase();
  return counties.find((county) => county.slug === wanted);
}

const regionSections: ContentSection[] = [
  {
    heading: "One Team for the Whole Bay Area",
    paragraphs: [
      "Our technicians cover four counties around Tampa Bay. In Hillsborough County that means Tampa, Brandon, Riverview, Plant City and the communities in between. Across the bay in Pinellas County we work from St. Petersburg and Clearwater up to Tarpon Springs and out to the Gulf beaches. To the north, Pasco County calls take us to New Port Richey, Wesley Chapel, Land O' Lakes and Dade City, and in Hernando County we serve Spring Hill, Brooksville and the Nature Coast.",
    ],
  },
  {
    heading: "A Climate That Is Hard on Refrigerators",
    paragraphs: [
      "Tampa Bay's heat and humidity ask a lot of any refrigerator. Moist air enters every time a door opens, feeding frost in the freezer and condensation in the fresh-food section, while hot kitchens and garages make the condenser work harder to shed heat. Near the Gulf, salt air speeds corrosion of coils and fan motors. None of this means a refrigerator cannot last here, but it does mean clean coils, sound door seals and good airflow matter more than they would farther north.",
      "Hurricane season, from June through November, brings outages and power surges that damage control boards, and the region's mineral-heavy water leaves scale in valves, filters and ice makers. We see these patterns every week and plan our diagnosis around them. After a major storm, demand for repairs rises across all four counties, so it helps to call early and to tell us if the refrigerator holds medicine that must stay cold. We will give you a realistic arrival window rather than an optimistic guess.",
    ],
  },
  {
    heading: "How Service Works Across the Region",
    paragraphs: [
      `Wherever you are in the four counties, the process is the same. You call or book online, we confirm a time window, and a licensed and insured technician arrives with common parts on the truck. You receive a clear estimate before work begins, the diagnostic fee is credited toward the repair, and the finished repair is backed by our ${business.warrantyDays}-day warranty on the repair and parts. Homes, rental properties and commercial kitchens are all welcome.`,
    ],
  },
];

/** The /areas/tampa-bay overview of the whole region (DECISIONS: a real page, not a not-found). */
export const region: {
  slug: "tampa-bay";
  name: "Tampa Bay";
  description: string;
  sections: ContentSection[];
  center: GeoPoint;
  commonProblems: string[];
} = {
  slug: "tampa-bay",
  name: "Tampa Bay",
  description:
    "Refrigerator repair across the Tampa Bay region, serving homes and businesses in Hillsborough, Pinellas, Pasco and Hernando Counties.",
  sections: regionSections,
  center: { latitude: 28.05, longitude: -82.5 },
  commonProblems: [
    "Frost buildup and defrost failures caused by high humidity",
    "Overworked condensers in hot kitchens and garages",
    "Control board damage from hurricane-season power surges",
    "Scale in ice makers and water valves from hard water",
    "Salt-air corrosion in homes near the Gulf beaches",
  ],
};

/** Brands linked from every area page (SPEC §2), as slugs of /brands/{slug} pages. */
export const areaBrandSlugs = [
  "whirlpool",
  "ge",
  "samsung",
  "lg",
  "frigidaire",
  "kitchenaid",
  "maytag",
  "sub-zero",
  "viking",
  "bosch",
  "amana",
  "jennair",
] as const;
