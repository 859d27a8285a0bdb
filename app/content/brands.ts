import { business } from "./business";
import type { Brand } from "./types";

/**
 * Brand pages. Plain text only (rendered escaped). No model numbers, part numbers,
 * statistics or claims of manufacturer authorization: we are an independent repair company.
 */
const warranty = `${business.warrantyDays}-day`;

export const brands: Brand[] = [
  {
    slug: "amana",
    name: "Amana",
    inGrid: true,
    description:
      "Amana is a Whirlpool Corporation brand known for practical top-freezer, bottom-freezer and side-by-side refrigerators. We repair Amana models in homes and rentals across Tampa Bay.",
    commonRepairs: [
      "Defrost heater and thermostat faults",
      "Evaporator fan motor replacement",
      "Ice maker and water inlet valve",
      "Door gasket replacement",
      "Condenser fan and coil service",
      "Temperature control problems",
    ],
    productTypes: [
      "Top-freezer refrigerators",
      "Bottom-freezer refrigerators",
      "Side-by-side refrigerators",
      "French-door refrigerators",
    ],
    sections: [
      {
        heading: "Amana refrigerator repair in Tampa Bay",
        paragraphs: [
          "Amana got its start in Iowa and has belonged to Whirlpool Corporation since Whirlpool bought Maytag in 2006. Today the name sits on value-minded refrigerators: top-freezer and bottom-freezer models, side-by-sides and a small range of French-door units. We find them in rental homes in Tampa, condos in Clearwater and garages in Spring Hill, often working harder than they were ever designed to. Because Amana shares engineering and many components with other Whirlpool Corporation brands, our technicians know the layout well and can usually get the parts a repair needs without a long wait.",
        ],
      },
      {
        heading: "Common Amana problems we fix",
        paragraphs: [
          "Most Amana calls fall into a few familiar patterns. A fresh-food section that slowly warms while the freezer stays cold usually means a frost-choked evaporator, caused by a defrost heater, defrost thermostat or timer fault, or an evaporator fan that has stopped turning. A freezer that frosts up around the door often traces back to a torn or flattened gasket. On models with an ice maker, the hard water common around Tampa Bay leaves mineral scale in the water inlet valve and fill tube, which leads to slow fills, small cubes or a frozen fill line.",
          "Garage refrigerators deserve a special mention. A Florida garage in August can run far hotter than the room-temperature conditions most household refrigerators are built for, and the condenser fan and compressor take the strain. When we service a garage Amana, cleaning the condenser coil and checking the fan is part of the visit, and we will tell you plainly if the location itself is the problem.",
        ],
      },
      {
        heading: "Repair or replace an Amana?",
        paragraphs: [
          `Because Amana refrigerators cost less up front, the repair-or-replace question comes up more often than with premium brands, and we answer it honestly. Our rule of thumb: if the repair costs less than half the price of a comparable new unit and the refrigerator is under ten years old, fixing it is usually the better value. A fan motor, defrost part or water valve clears that bar easily. A sealed-system leak on an aging top-freezer may not, and you will hear that from us before any work begins. Every repair we complete carries our ${warranty} repair warranty.`,
        ],
      },
    ],
  },
  {
    slug: "beverage-air",
    name: "Beverage-Air",
    inGrid: true,
    description:
      "Beverage-Air builds commercial refrigeration for restaurants and bars: reach-ins, prep tables, back-bar coolers and more. We repair Beverage-Air equipment in Tampa Bay kitchens and bars.",
    commonRepairs: [
      "Condenser coil cleaning and fan motors",
      "Evaporator fan and defrost problems",
      "Door gaskets, hinges and closers",
      "Temperature controller faults",
      "Prep table rail not holding temperature",
      "Compressor and start component diagnosis",
    ],
    productTypes: [
      "Reach-in refrigerators and freezers",
      "Sandwich and salad prep tables",
      "Undercounter and worktop refrigerators",
      "Back-bar and bottle coolers",
      "Glass-door merchandisers",
      "Draft beer dispensers",
    ],
    sections: [
      {
        heading: "Beverage-Air commercial refrigeration repair in Tampa Bay",
        paragraphs: [
          "Beverage-Air is a commercial foodservice refrigeration maker, and its equipment shows up in restaurant kitchens, hotel bars, breweries and convenience stores from Ybor City to downtown St. Petersburg. Its range covers reach-in refrigerators and freezers, sandwich and salad prep tables, undercounter worktops, back-bar and bottle coolers, glass-door merchandisers and draft beer dispensers. When one of these stops holding temperature, your food inventory and your health inspection are both on the line, so we treat commercial calls as time-sensitive and aim to diagnose the fault on the first visit.",
        ],
      },
      {
        heading: "Common Beverage-Air problems we fix",
        paragraphs: [
          "Commercial refrigeration lives a harder life than a home fridge. Kitchen air carries grease and flour dust that mats condenser coils quickly, and a Tampa cook line in summer can push the condensing unit well past comfortable operating temperatures. Clogged coils lead to long run times, warm product and, eventually, compressor strain. Doors that open hundreds of times a shift wear out gaskets, hinges and self-closing hardware. On prep tables, a rail that will not stay cold is often an airflow or lid problem rather than a failed component, and we check the simple causes before recommending parts.",
          "Cold-held food is expected to stay at 41 degrees F or below, so we verify actual product and air temperatures, not just the controller display, before and after every repair. Where a unit has been struggling for a while, we also look for the cause behind the failed part: a condensing unit boxed in without room to breathe, a back-bar cooler sharing a cabinet with an ice machine's exhaust, or a drain line that has been overflowing into the base. Fixing the part without fixing the cause just brings us back.",
        ],
      },
      {
        heading: "Keeping a commercial unit running",
        paragraphs: [
          `With commercial equipment, downtime often costs more than the repair itself, which shifts the math. As a general guide we still suggest repair when the cost is under half the price of a comparable new unit and the equipment is under ten years old, but a busy kitchen may reasonably decide differently, and we will lay out both options. Regular coil cleaning is the single best habit for extending the life of a reach-in or prep table. Our repairs carry a ${warranty} repair warranty; if your Beverage-Air is still under the manufacturer's warranty, check that coverage first, since it is handled through the manufacturer and not through us.`,
        ],
      },
    ],
  },
  {
    slug: "big-chill",
    name: "Big Chill",
    inGrid: true,
    description:
      "Big Chill makes retro-styled refrigerators with 1950s looks, bold colors and chrome trim over modern internals. We repair Big Chill fridges across Tampa Bay with care for their finish.",
    commonRepairs: [
      "Warm fresh-food section, cold freezer",
      "Evaporator fan motor replacement",
      "Defrost system repair",
      "Door gasket and door alignment",
      "Ice maker and water valve service",
      "Temperature control diagnosis",
    ],
    productTypes: [
      "Retro-styled full-size refrigerators",
      "Modern-retro refrigerators with straight lines",
      "Custom-color refrigerators",
    ],
    sections: [
      {
        heading: "Big Chill refrigerator repair in Tampa Bay",
        paragraphs: [
          "Big Chill was founded in Boulder, Colorado, in 2001 to build refrigerators that look like they came from a 1950s kitchen but run like modern appliances. Their fridges come in a long list of bright colors, with chrome handles and trim, and many owners chose one as the centerpiece of a remodel. That changes how we work. We protect the powder-coated finish, handle the chrome pieces carefully, lay down floor protection before sliding the unit out, and treat the appliance as the design piece it is rather than just a cold box.",
        ],
      },
      {
        heading: "Common Big Chill problems we fix",
        paragraphs: [
          "Behind the retro styling is a frost-free refrigerator, so the faults are familiar ones: defrost problems that let frost build up on the evaporator, fan motors that quit, door gaskets that stop sealing, temperature control issues and, on units with an ice maker, valve and fill problems. The brand began with a fridge for a beach house, and plenty of Big Chill refrigerators around Tampa Bay live near the water too. Salt air is tough on condenser coils, fan motors and electrical connections, so on homes in places like St. Pete Beach or Indian Rocks Beach we look closely for corrosion in the machine compartment.",
        ],
      },
      {
        heading: "Parts, repair decisions and our warranty",
        paragraphs: [
          `We check parts availability before we quote, especially for brand-specific exterior pieces such as trim, handles and colored panels, so you know the timeline up front. On the repair-or-replace question, we apply the same guideline we use everywhere: repair usually makes sense when it costs under half the price of a new unit and the refrigerator is less than ten years old. With a Big Chill, the look is part of the value, and most owners would rather keep theirs running, which we respect. Completed repairs are covered by our ${warranty} repair warranty.`,
        ],
      },
    ],
  },
  {
    slug: "frigidaire",
    name: "Frigidaire",
    inGrid: true,
    description:
      "Frigidaire, part of the Electrolux group, makes everything from basic top-freezers to Gallery and Professional French-door and column models. We repair all of them across Tampa Bay.",
    commonRepairs: [
      "Ice maker not making or dispensing ice",
      "Evaporator fan motor replacement",
      "Defrost heater and sensor repair",
      "Water inlet valve replacement",
      "Main control board diagnosis",
      "Door gasket replacement",
    ],
    productTypes: [
      "Top-freezer refrigerators",
      "Bottom-freezer refrigerators",
      "Side-by-side refrigerators",
      "French-door refrigerators",
      "All-refrigerator and all-freezer columns",
      "Compact refrigerators",
    ],
    sections: [
      {
        heading: "Frigidaire refrigerator repair in Tampa Bay",
        paragraphs: [
          "The Frigidaire name goes back to the early days of electric home refrigeration, and the brand has been owned by Sweden's Electrolux since the 1980s. Its lineup runs from budget top-freezers through the Gallery and Professional lines, including French-door models and single-purpose refrigerator and freezer columns. That range means we see Frigidaire units everywhere, from starter homes in Riverview to remodeled kitchens in Palm Harbor. We repair all of them, and because Frigidaire and Electrolux-badged refrigerators share a parent company, we are familiar with the components they have in common.",
        ],
      },
      {
        heading: "Common Frigidaire problems we fix",
        paragraphs: [
          "Ice and water complaints are among the most frequent Frigidaire calls we get. Ice makers that stop producing, dispensers that jam, and water that trickles instead of flowing usually lead us to the ice maker assembly, the dispenser mechanism, a clogged filter or the water inlet valve. Tampa Bay's hard water speeds up scale buildup in valves and fill tubes, so we check those early. Beyond ice, we regularly replace noisy or seized evaporator fan motors, fix defrost heaters and sensors that let frost choke the airflow, and diagnose control boards when temperatures drift for no obvious reason.",
        ],
      },
      {
        heading: "How we approach a Frigidaire repair",
        paragraphs: [
          `We start with measurements, not guesses: compartment temperatures, fan operation, frost patterns on the evaporator and readings from the sensors and defrost components. That tells us whether a warm refrigerator needs a simple fan replacement or something bigger. If the repair would cost more than half the price of a comparable new Frigidaire, or the unit is past ten years old, we will say so and help you weigh replacement. When we do fix it, the work is backed by our ${warranty} repair warranty.`,
        ],
      },
    ],
  },
  {
    slug: "ge",
    name: "GE",
    inGrid: true,
    description:
      "GE Appliances, owned by Haier since 2016, builds GE, GE Profile, Café and Monogram refrigerators. We repair GE French-door, side-by-side, top-freezer and built-in models across Tampa Bay.",
    commonRepairs: [
      "Ice maker and dispenser repair",
      "Defrost heater, sensor and control",
      "Evaporator and condenser fan motors",
      "Water inlet valve replacement",
      "Main control board diagnosis",
      "Door gasket and hinge repair",
    ],
    productTypes: [
      "French-door refrigerators",
      "Side-by-side refrigerators",
      "Top-freezer refrigerators",
      "Bottom-freezer refrigerators",
      "Counter-depth refrigerators",
      "Built-in refrigerators",
    ],
    sections: [
      {
        heading: "GE refrigerator repair in Tampa Bay",
        paragraphs: [
          "GE Appliances is based in Louisville, Kentucky, and has been owned by Haier since 2016. Under that roof sit several refrigerator lines: the core GE brand, GE Profile, Café and the built-in Monogram line. Across Hillsborough, Pinellas, Pasco and Hernando counties, GE is one of the brands we see most, in everything from older top-freezers in Brooksville kitchens to counter-depth French-door units in new builds in Wesley Chapel. Our technicians work on the full range, including the built-ins that are fitted into cabinetry.",
        ],
      },
      {
        heading: "Common GE problems we fix",
        paragraphs: [
          "On GE French-door and side-by-side models, ice and water issues lead the list: ice makers that stop cycling, dispensers that jam or drip, and fill tubes that freeze. In Tampa Bay's hard water, scale in the water inlet valve is a common cause of slow or uneven filling. Cooling complaints typically trace to the defrost system, where a failed heater or sensor lets frost pack the evaporator, or to an evaporator or condenser fan motor that has worn out. On electronically controlled models we also diagnose main control boards and temperature sensors, confirming the fault with readings before replacing anything expensive.",
        ],
      },
      {
        heading: "Repair or replace a GE?",
        paragraphs: [
          `Most GE repairs, such as a fan motor, a defrost component or an ice maker, cost well under half the price of a new refrigerator, and on a unit younger than ten years old that usually makes repair the sensible choice. The math changes with age and with sealed-system problems like a refrigerant leak, and we will explain the numbers before you commit. Built-in Monogram units are a different case because replacement means matching a cabinetry opening, so repair often wins even on older units. All of our repairs come with a ${warranty} repair warranty.`,
        ],
      },
    ],
  },
  {
    slug: "jennair",
    name: "JennAir",
    inGrid: true,
    description:
      "JennAir is Whirlpool Corporation's luxury brand, known for built-in and column refrigerators and undercounter wine units. We repair JennAir refrigeration in homes across Tampa Bay.",
    commonRepairs: [
      "Ice maker and water valve repair",
      "Evaporator fan motor replacement",
      "Defrost system diagnosis",
      "Control board and display faults",
      "Door gasket and hinge adjustment",
      "Undercounter wine unit cooling",
    ],
    productTypes: [
      "Built-in French-door refrigerators",
      "Built-in side-by-side refrigerators",
      "Column refrigerators and freezers",
      "Undercounter wine and beverage units",
      "Freestanding French-door refrigerators",
    ],
    sections: [
      {
        heading: "JennAir refrigerator repair in Tampa Bay",
        paragraphs: [
          "JennAir, long written as Jenn-Air, is the luxury brand of Whirlpool Corporation. Its refrigeration is aimed at design-focused kitchens: built-in French-door and side-by-side refrigerators, matching refrigerator and freezer columns, panel-ready options and undercounter wine and beverage units. We see JennAir most often in custom homes and high-end remodels, from South Tampa to Westchase and the waterfront neighborhoods of Pinellas County. These installations are fitted tightly into cabinetry, so we take care with panels, trim and flooring whenever a unit has to be pulled forward for service.",
        ],
      },
      {
        heading: "Common JennAir problems we fix",
        paragraphs: [
          "Typical JennAir repairs include ice makers that stop producing, water inlet valves clogged or worn by hard water, evaporator fans that seize and defrost faults that leave the evaporator buried in frost. Electronic controls and touch displays occasionally fail or lose communication with the main board, and we test them methodically rather than swapping parts on a hunch. Built-in units breathe through a front grille, so a clogged condenser or blocked grille can cause warm temperatures and long run times, especially in a Florida summer. On undercounter wine units, uneven temperatures usually point to a fan, sensor or airflow issue.",
        ],
      },
      {
        heading: "Our JennAir repair approach",
        paragraphs: [
          `A built-in refrigerator is expensive to replace and hard to replace well, because a new unit must fit the same cabinetry opening and panel style. That usually tips the balance toward repair. Our general guideline is that repair makes sense when it costs less than half the price of a new unit and the refrigerator is under ten years old, and with a built-in the cost side of that rule often favors repair even on an older model. We give you a clear written estimate first, and completed work is covered by our ${warranty} repair warranty.`,
        ],
      },
    ],
  },
  {
    slug: "kitchenaid",
    name: "KitchenAid",
    inGrid: true,
    description:
      "KitchenAid, a Whirlpool Corporation brand since 1986, makes French-door, side-by-side and built-in refrigerators. We diagnose and repair KitchenAid refrigerators throughout Tampa Bay.",
    commonRepairs: [
      "Ice maker not filling or freezing up",
      "Water dispenser and filter problems",
      "Evaporator fan and defrost repair",
      "Water inlet valve replacement",
      "Control board and sensor faults",
      "Door gasket replacement",
    ],
    productTypes: [
      "French-door refrigerators",
      "Counter-depth French-door refrigerators",
      "Side-by-side refrigerators",
      "Built-in side-by-side refrigerators",
      "Built-in bottom-freezer refrigerators",
    ],
    sections: [
      {
        heading: "KitchenAid refrigerator repair in Tampa Bay",
        paragraphs: [
          "Most people know KitchenAid for its stand mixer, but the brand, owned by Whirlpool Corporation since 1986, also makes a full line of refrigerators. KitchenAid sits between Whirlpool and JennAir in the family, with freestanding and counter-depth French-door models, side-by-sides and built-in refrigerators designed to sit flush with cabinetry. We repair KitchenAid refrigerators throughout Tampa Bay, from Land O' Lakes and Lutz to Seminole and Largo, and because the brand shares many components with its Whirlpool Corporation siblings, parts are usually straightforward to source.",
        ],
      },
      {
        heading: "Common KitchenAid problems we fix",
        paragraphs: [
          "Ice and water problems are a frequent reason KitchenAid owners call us. An ice maker that stops filling, produces hollow cubes or freezes solid often comes down to a restricted water filter, a scaled or failing water inlet valve, or a frozen fill tube, and the mineral-heavy water in much of Tampa Bay makes scaling more likely. Cooling complaints usually involve the defrost system or an evaporator fan motor, both of which let frost block airflow to the fresh-food section. We also diagnose temperature sensors and control boards when readings and displays do not match what the refrigerator is actually doing.",
        ],
      },
      {
        heading: "Repair or replace a KitchenAid?",
        paragraphs: [
          `KitchenAid refrigerators are built to last, and a failed fan, valve or defrost part is rarely a reason to replace one. Our advice follows a simple guide: when the repair costs under half of a comparable new unit and the refrigerator is less than ten years old, repair is usually the smarter spend. Sealed-system faults on older units are where we will talk through replacement with you. Either way you get a clear quote before we start, and finished repairs carry our ${warranty} repair warranty.`,
        ],
      },
    ],
  },
  {
    slug: "lg",
    name: "LG",
    inGrid: true,
    description:
      "LG refrigerators pair inverter linear compressors with features like Door-in-Door and in-door ice makers. We repair LG French-door, side-by-side and counter-depth models across Tampa Bay.",
    commonRepairs: [
      "Ice maker freezing up or not filling",
      "Compressor and sealed-system diagnosis",
      "Evaporator fan and defrost repair",
      "Water inlet valve replacement",
      "Main control board diagnosis",
      "Door gasket and door seal repair",
    ],
    productTypes: [
      "French-door refrigerators",
      "Side-by-side refrigerators",
      "Counter-depth refrigerators",
      "Top-freezer refrigerators",
      "Bottom-freezer refrigerators",
    ],
    sections: [
      {
        heading: "LG refrigerator repair in Tampa Bay",
        paragraphs: [
          "LG Electronics, based in South Korea, has become a major refrigerator brand in American kitchens, known for French-door models with features like Door-in-Door access, InstaView glass panels and ice makers mounted in the fresh-food door. Many LG refrigerators use an inverter linear compressor, which drives its piston in a straight line and varies its speed instead of simply cycling on and off. That design runs quietly and efficiently, but it also means diagnosis takes the right approach and tools. We repair LG refrigerators across Tampa Bay, from Brandon and Plant City to Dunedin and Tarpon Springs.",
        ],
      },
      {
        heading: "Common LG problems we fix",
        paragraphs: [
          "The ice maker is the most common reason LG owners call us. On French-door models the ice compartment sits in the fresh-food door, and problems there tend to show up as ice buildup around the bin, slow production or a fill tube that freezes. Hard water scale in the water inlet valve adds to the trouble in many Tampa Bay homes. When an LG runs warm, owners often fear the compressor has failed. We test before we assume, because a warm LG can just as easily be a frosted evaporator, a stalled fan or a faulty sensor, each of which costs far less to fix.",
        ],
      },
      {
        heading: "Repair or replace an LG?",
        paragraphs: [
          `Fans, valves, sensors and ice maker parts are usually modest repairs, and on an LG under ten years old they easily fall below our threshold of half the price of a comparable new refrigerator. Confirmed compressor or sealed-system faults cost considerably more, and age then becomes the deciding factor, so we give you the diagnosis, the cost and our honest recommendation before any work starts. If your refrigerator is still within LG's own warranty period, that coverage runs through LG, so check it first. Repairs we perform are backed by our ${warranty} repair warranty.`,
        ],
      },
    ],
  },
  {
    slug: "marvel",
    name: "Marvel",
    inGrid: true,
    description:
      "Marvel specializes in undercounter refrigeration: compact refrigerators, wine and beverage centers, refrigerator drawers and clear ice machines. We repair Marvel units across Tampa Bay.",
    commonRepairs: [
      "Wine unit not holding temperature",
      "Condenser and front-grille airflow",
      "Door gasket and hinge repair",
      "Clear ice machine drain and pump",
      "Temperature control and sensor faults",
      "Evaporator fan motor replacement",
    ],
    productTypes: [
      "Undercounter refrigerators",
      "Wine refrigerators",
      "Beverage centers",
      "Refrigerator drawers",
      "Clear ice machines",
      "Outdoor undercounter refrigerators",
    ],
    sections: [
      {
        heading: "Marvel refrigeration repair in Tampa Bay",
        paragraphs: [
          "Marvel is a specialist in undercounter and compact refrigeration rather than full-size kitchen refrigerators. Its products include undercounter refrigerators, wine refrigerators, beverage centers, refrigerator drawers, clear ice machines and outdoor-rated models. In Tampa Bay homes these units live in kitchen islands, wet bars, home theaters, game rooms and outdoor kitchens on the lanai. They are small, but owners rely on them, especially when a wine collection is inside. We service Marvel units throughout Hillsborough, Pinellas, Pasco and Hernando counties.",
        ],
      },
      {
        heading: "Common Marvel problems we fix",
        paragraphs: [
          "Built-in undercounter units pull air in and push heat out through the front grille at the toe-kick, so anything that blocks that grille, or a condenser coated in dust and pet hair, quickly shows up as warm temperatures and a unit that never stops running. Wine refrigerators are meant to hold steady cellar temperatures in the mid-50s, and swings usually trace to a fan, a sensor, a control or a door that is not sealing. Clear ice machines need a working drain or drain pump, and Tampa Bay's hard water builds scale that slows ice production unless the machine is cleaned regularly.",
          "Outdoor kitchens add another layer. Only outdoor-rated units belong outside, and even those face heat, humidity and, near the Gulf, salt air that corrodes coils and connections. An indoor model moved out to a screened lanai will often run nonstop through a Florida summer and fail early. When we service an outdoor Marvel, we clean the condenser, inspect wiring and connections for corrosion, and check that the unit has the clearance and shade it needs to keep up.",
        ],
      },
      {
        heading: "Repair or replace a Marvel unit?",
        paragraphs: [
          `Compact units cost less than full-size refrigerators, so the numbers matter. We use the same guide as with any brand: repair is usually worthwhile when it costs under half the price of a comparable new unit and the unit is less than ten years old. Fit matters too, because a replacement has to match the cabinetry opening and door style, which often favors repairing what you have. We quote before we start, and every repair we complete carries our ${warranty} repair warranty.`,
        ],
      },
    ],
  },
  {
    slug: "maytag",
    name: "Maytag",
    inGrid: true,
    description:
      "Maytag, a Whirlpool Corporation brand since 2006, makes French-door, side-by-side, top-freezer and bottom-freezer refrigerators. We repair Maytag refrigerators new and old around Tampa Bay.",
    commonRepairs: [
      "Fresh-food section not cooling",
      "Evaporator fan motor replacement",
      "Defrost heater and thermostat repair",
      "Ice maker and water valve service",
      "Condenser fan and coil cleaning",
      "Door gasket and hinge repair",
    ],
    productTypes: [
      "French-door refrigerators",
      "Side-by-side refrigerators",
      "Top-freezer refrigerators",
      "Bottom-freezer refrigerators",
    ],
    sections: [
      {
        heading: "Maytag refrigerator repair in Tampa Bay",
        paragraphs: [
          "Maytag built its name on dependable appliances and became part of Whirlpool Corporation when Whirlpool acquired the Maytag company in 2006. Current Maytag refrigerators include French-door, side-by-side, top-freezer and bottom-freezer models built on platforms shared with other Whirlpool Corporation brands. Around Tampa Bay we also still meet plenty of older Maytag refrigerators from before the acquisition, in homes in Zephyrhills, New Port Richey and Pinellas Park. We work on both, and we will tell you up front if a part for an older unit has become hard to find.",
        ],
      },
      {
        heading: "Common Maytag problems we fix",
        paragraphs: [
          "The symptom we hear most often is a refrigerator section that is warm while the freezer still feels cold. That pattern usually points to the evaporator fan or the defrost system, where a failed heater or thermostat lets ice block the air passage between compartments. Other regular repairs include ice makers and water inlet valves, which suffer from the scale in Tampa Bay's hard water, door gaskets that have hardened or torn, and condenser fans that wear out in hot kitchens and garages. A refrigerator that runs constantly sometimes just needs a thorough condenser cleaning.",
        ],
      },
      {
        heading: "Repair or replace a Maytag?",
        paragraphs: [
          `For a Maytag under ten years old, most repairs come in well below half the price of a comparable new refrigerator, which is our usual threshold for recommending repair. Older pre-acquisition units are more of a judgment call: they are often mechanically solid, but parts availability and efficiency both count, and a sealed-system failure may tip things toward replacement. We explain the options with real numbers. Work we complete is covered by our ${warranty} repair warranty.`,
        ],
      },
    ],
  },
  {
    slug: "sub-zero",
    name: "Sub-Zero",
    inGrid: true,
    description:
      "Sub-Zero, the Wisconsin refrigeration specialist at the heart of the Sub-Zero Group, builds built-in, column and undercounter refrigeration. We service Sub-Zero units in homes across Tampa Bay.",
    commonRepairs: [
      "Condenser cleaning and fan motor repair",
      "Evaporator fan and defrost diagnosis",
      "Ice maker and water valve service",
      "Door gasket and hinge repair",
      "Control board and sensor faults",
      "Sealed-system diagnosis",
    ],
    productTypes: [
      "Built-in side-by-side refrigerators",
      "Built-in over-and-under refrigerators",
      "Built-in French-door refrigerators",
      "Integrated column refrigerators and freezers",
      "Undercounter refrigerators and drawers",
      "Wine storage",
    ],
    sections: [
      {
        heading: "Sub-Zero refrigerator repair in Tampa Bay",
        paragraphs: [
          "Sub-Zero has been building refrigeration in Madison, Wisconsin, since 1945, and today it anchors the family-owned Sub-Zero Group alongside Wolf cooking appliances and Cove dishwashers. Its products are built-in and integrated: classic built-in refrigerators, panel-ready columns, undercounter refrigerators and drawers, and dedicated wine storage. These units are designed for a long service life, which is why we find Sub-Zero refrigerators that have been running for decades in homes on Davis Islands, in Belleair and along the Gulf beaches. We are an independent repair company, and we give them the careful, methodical service they deserve.",
        ],
      },
      {
        heading: "How Sub-Zero refrigeration differs",
        paragraphs: [
          "Many Sub-Zero models use what the company calls dual refrigeration: separate sealed systems for the fresh-food and freezer compartments. When one side warms up while the other stays cold, the first job is to work out which system, fan or control is actually responsible. Built-in Sub-Zero units also breathe through a grille at the top or at the toe-kick, with the condenser tucked behind it. In Tampa Bay's heat and humidity, a condenser blanketed with dust or pet hair makes the compressor run long and hot, so condenser cleaning is part of nearly every Sub-Zero visit we make.",
        ],
      },
      {
        heading: "Common Sub-Zero problems we fix",
        paragraphs: [
          "Beyond condenser airflow, our Sub-Zero work typically involves condenser and evaporator fan motors, defrost components, ice makers and water valves scaled by hard water, door gaskets and the hinges and closers on heavy panel-ready doors, and electronic controls and temperature sensors. Homes near the water add salt air to the list, which can corrode coils and electrical connections over time. Sealed-system problems do happen on older units, and we confirm them with proper testing before quoting, because a condenser or fan fault can look a lot like a failing compressor.",
        ],
      },
      {
        heading: "Repair or replace a Sub-Zero?",
        paragraphs: [
          `We normally suggest repair whenever the bill comes to under 50 percent of an equivalent new refrigerator and the unit is younger than ten years. With a Sub-Zero the cost side of that rule usually dominates: a new built-in is a major expense, it must fit the existing opening and panels, and these units are built to be repaired. So we often recommend repairing Sub-Zero refrigerators well past the ten-year mark. We are not Sub-Zero's factory service, and claims under the manufacturer's warranty go through Sub-Zero. Our own repairs carry a ${warranty} repair warranty.`,
        ],
      },
    ],
  },
  {
    slug: "true",
    name: "True",
    inGrid: true,
    description:
      "True Manufacturing builds commercial reach-ins, prep tables, undercounters and glass-door merchandisers. We repair True refrigeration for Tampa Bay restaurants, bars and stores.",
    commonRepairs: [
      "Dirty condenser and fan motor failure",
      "Evaporator icing and defrost faults",
      "Door gaskets and self-closing hinges",
      "Glass door fogging and condensation",
      "Drain line clogs and water on the floor",
      "Thermostat and controller diagnosis",
    ],
    productTypes: [
      "Reach-in refrigerators and freezers",
      "Sandwich and pizza prep tables",
      "Undercounter and worktop refrigerators",
      "Back-bar and bottle coolers",
      "Glass-door merchandisers",
    ],
    sections: [
      {
        heading: "True commercial refrigeration repair in Tampa Bay",
        paragraphs: [
          "True Manufacturing, based in Missouri, is one of the most familiar names in commercial refrigeration. Its reach-in refrigerators and freezers, sandwich and pizza prep tables, undercounter and worktop units, back-bar coolers and glass-door merchandisers are standard equipment in Tampa Bay restaurants, cafes, bars, delis and convenience stores. We repair True equipment from Clearwater Beach to Brandon and out to Hernando County, and we understand that a failed cooler during a Friday dinner rush is an emergency, not an inconvenience.",
        ],
      },
      {
        heading: "Common True problems we fix",
        paragraphs: [
          "Most commercial failures start with airflow. A condenser coil loaded with grease and dust forces the compressor to work harder and run hotter, and fan motors wear out under that strain. Inside the cabinet, doors propped open during prep or gaskets that no longer seal let in humid air that ices the evaporator, and a faulty defrost component makes the problem worse. Florida humidity is especially hard on glass-door merchandisers, where a failing door heater or a worn gasket shows up as fogged, sweating glass. Clogged drain lines are another regular call, usually noticed as water pooling under the unit.",
        ],
      },
      {
        heading: "Our approach to commercial repairs",
        paragraphs: [
          `Food safety rules expect cold-held food at 41 degrees F or below, so we check product temperatures with our own thermometer and do not rely on the display alone. We explain what failed, what caused it and how to keep it from happening again, which for commercial units usually means regular coil cleaning and keeping doors closed and gaskets intact. On older equipment we weigh the repair against replacement, generally recommending repair when it costs less than half the price of new and the unit is under ten years old. Our repairs are covered by a ${warranty} repair warranty.`,
        ],
      },
    ],
  },
  {
    slug: "u-line",
    name: "U-Line",
    inGrid: true,
    description:
      "U-Line focuses on undercounter refrigeration: compact refrigerators, wine refrigerators, beverage centers, drawers and clear ice machines. We repair U-Line units in Tampa Bay homes and outdoor kitchens.",
    commonRepairs: [
      "Clear ice machine not making ice",
      "Ice machine drain pump problems",
      "Hard water scale and descaling",
      "Condenser fan and airflow issues",
      "Door gasket and hinge repair",
      "Temperature sensor and control faults",
    ],
    productTypes: [
      "Undercounter refrigerators",
      "Clear ice machines",
      "Wine refrigerators",
      "Beverage centers",
      "Refrigerator drawers",
      "Outdoor-rated undercounter units",
    ],
    sections: [
      {
        heading: "U-Line refrigeration repair in Tampa Bay",
        paragraphs: [
          "U-Line, based in Milwaukee, concentrates on compact, undercounter refrigeration instead of full-size refrigerators. Its products include undercounter refrigerators, refrigerator drawers, wine refrigerators, beverage centers and clear ice machines, with outdoor-rated versions for open-air kitchens. Around Tampa Bay, U-Line units often sit in wet bars, master suites, waterfront homes and poolside lanais from Apollo Beach to Hudson. We repair them where they are installed, taking care with the cabinetry and panels they are built into.",
        ],
      },
      {
        heading: "Common U-Line problems we fix",
        paragraphs: [
          "Clear ice machines generate a large share of our U-Line calls. They make ice by running water over a chilled plate, so minerals in the supply matter, and Tampa Bay's hard water leaves scale that slows production and eventually stops it. Many installations also depend on a drain pump, and a failed or clogged pump can leave water standing in the bin. Regular cleaning and descaling keeps these machines healthy, and we can walk you through it.",
          "For undercounter refrigerators and wine units, the usual suspects are a blocked front grille or dirty condenser, a tired condenser or evaporator fan, a door gasket that no longer seals, and sensors or controls that misread temperature. Outdoor units face heat, humidity and salt air that shorten the life of coils and fans, so on a lanai or poolside bar we look for corrosion along with the original fault.",
        ],
      },
      {
        heading: "Repair or replace a U-Line?",
        paragraphs: [
          `Because U-Line units fit specific cabinet openings, replacement is not always as simple as buying a new one, and repair often comes out ahead. We follow a straightforward guideline: if the repair costs less than half the price of a comparable new unit and the unit is under ten years old, repair is usually worth it. An outdoor unit with heavy corrosion may be the exception, and we will tell you honestly. Every completed repair is backed by our ${warranty} repair warranty.`,
        ],
      },
    ],
  },
  {
    slug: "viking",
    name: "Viking",
    inGrid: true,
    description:
      "Viking, the Mississippi-born maker of premium kitchen appliances, offers built-in, column and undercounter refrigeration. We repair Viking refrigerators in kitchens throughout Tampa Bay.",
    commonRepairs: [
      "Warm refrigerator or freezer section",
      "Evaporator and condenser fan motors",
      "Defrost system repair",
      "Ice maker and water valve service",
      "Door gasket, hinge and closer repair",
      "Electronic control diagnosis",
    ],
    productTypes: [
      "Built-in bottom-freezer refrigerators",
      "Built-in side-by-side refrigerators",
      "Built-in French-door refrigerators",
      "Fully integrated column refrigerators and freezers",
      "Undercounter refrigerators and wine units",
    ],
    sections: [
      {
        heading: "Viking refrigerator repair in Tampa Bay",
        paragraphs: [
          "Viking began in Greenwood, Mississippi, as a maker of professional-style ranges for the home and later expanded into premium refrigeration. The company is now part of the Middleby Corporation. Viking refrigerators are mostly built-in and integrated designs: bottom-freezer, side-by-side and French-door built-ins, fully integrated columns and undercounter refrigerators and wine units, usually finished in stainless steel or custom panels. In Tampa Bay we see them in upscale kitchens in places like Avila, Harbour Island and Snell Isle, and we service them with the care a built-in installation requires.",
        ],
      },
      {
        heading: "Common Viking problems we fix",
        paragraphs: [
          "Viking refrigeration problems tend to be the same ones any frost-free built-in develops with age. Evaporator fan motors fail and defrost components let ice accumulate, leaving the fresh-food side warm. Condenser fans wear out, and a dusty condenser behind the grille makes every Florida summer harder on the compressor. Heavy doors put stress on hinges, closers and gaskets, and a door that no longer seals will show up as frost, sweating or rising temperatures. We also repair ice makers and water inlet valves, which suffer from hard-water scale, and we diagnose the electronic controls.",
        ],
      },
      {
        heading: "Repair or replace a Viking?",
        paragraphs: [
          `Replacing a built-in Viking means matching the cabinetry opening and the look of the kitchen, so repair is usually the first choice. We measure the decision against our standard guideline: repair when it costs less than half the price of a comparable new unit and the refrigerator is under ten years old, recognizing that with premium built-ins the replacement cost often makes repair sensible on older units as well. You get a clear estimate before work begins, and completed repairs are backed by our ${warranty} repair warranty.`,
        ],
      },
    ],
  },
  {
    slug: "whirlpool",
    name: "Whirlpool",
    inGrid: true,
    description:
      "Whirlpool is the namesake brand of Michigan-based Whirlpool Corporation, with French-door, side-by-side, top-freezer and bottom-freezer models. We repair Whirlpool refrigerators across Tampa Bay.",
    commonRepairs: [
      "Ice maker and water dispenser repair",
      "Water inlet valve replacement",
      "Evaporator fan motor replacement",
      "Defrost heater and sensor repair",
      "Condenser fan and coil service",
      "Door gasket replacement",
    ],
    productTypes: [
      "French-door refrigerators",
      "Side-by-side refrigerators",
      "Top-freezer refrigerators",
      "Bottom-freezer refrigerators",
      "Counter-depth refrigerators",
    ],
    sections: [
      {
        heading: "Whirlpool refrigerator repair in Tampa Bay",
        paragraphs: [
          "Whirlpool Corporation, headquartered in Benton Harbor, Michigan, is the parent of several brands we repair, including Maytag, KitchenAid, JennAir and Amana, and its namesake Whirlpool line is the one most households know. Whirlpool refrigerators cover the mainstream market: French-door, side-by-side, top-freezer, bottom-freezer and counter-depth models. They are everywhere in Tampa Bay, in single-family homes, condos, rentals and apartment complexes. Our technicians see them daily, and because parts are widely shared across the Whirlpool Corporation family, most repairs can be completed quickly.",
        ],
      },
      {
        heading: "Common Whirlpool problems we fix",
        paragraphs: [
          "Ice and water issues lead our Whirlpool call list: ice makers that stop, dispensers that drip or will not dispense, and water inlet valves weakened by the scale in Tampa Bay's hard water. A clogged water filter can mimic a bad valve, so we check it first. Cooling problems usually involve the evaporator fan or defrost system, and in hot garages and kitchens we often find condenser fans worn out and coils thick with dust. Door gaskets round out the list, and a refrigerator with a poor seal in Florida humidity will frost up and run constantly.",
        ],
      },
      {
        heading: "Our Whirlpool repair approach",
        paragraphs: [
          `We confirm the cause before we replace anything, using temperature readings, component tests and a look at the frost pattern on the evaporator. Then we give you a clear price. If that price is more than half of what a comparable new Whirlpool would cost, or the refrigerator is past ten years old, we will tell you replacement deserves a look; otherwise repair is usually the better value. Completed work is covered by our ${warranty} repair warranty.`,
        ],
      },
    ],
  },
  {
    slug: "wolf",
    name: "Wolf",
    inGrid: true,
    description:
      "Wolf is the Sub-Zero Group's cooking brand and does not make refrigerators. In Sub-Zero and Wolf kitchen suites, we service the Sub-Zero refrigeration that sits beside the Wolf range.",
    commonRepairs: [
      "Sub-Zero built-in cooling problems",
      "Integrated column temperature faults",
      "Ice maker and water valve service",
      "Door gasket and hinge adjustment",
      "Condenser cleaning and fan motors",
    ],
    productTypes: [
      "Sub-Zero built-ins in Wolf kitchen suites",
      "Sub-Zero columns paired with Wolf cooking",
      "Sub-Zero undercounter and wine units",
    ],
    sections: [
      {
        heading: "Wolf kitchens and their refrigeration",
        paragraphs: [
          "Wolf is the cooking side of the Sub-Zero Group: ranges, rangetops, cooktops, wall ovens and related appliances. Wolf does not make refrigerators. In a kitchen planned around Wolf cooking, the refrigeration is almost always Sub-Zero, built by the same family-owned company in Wisconsin and designed to match. If you searched for Wolf refrigerator repair, the unit you need help with is very likely a Sub-Zero. We are a refrigerator repair company, so in these kitchens our work is the refrigeration, and we do not present ourselves as a Wolf cooking service.",
        ],
      },
      {
        heading: "Servicing Sub-Zero refrigeration in Wolf kitchen suites",
        paragraphs: [
          "Sub-Zero and Wolf kitchens often include a full built-in refrigerator, a pair of refrigerator and freezer columns, undercounter drawers and dedicated wine storage, all fitted with matching panels. The typical problems are the ones we cover on our Sub-Zero page: condensers that need cleaning, fan motors, defrost components, ice makers and water valves affected by hard water, door gaskets and hinges, and electronic controls. Placement matters too. A column installed close to a high-output range sees more heat than one across the room, and in a Tampa Bay summer that extra load shows up fastest on a neglected condenser.",
        ],
      },
      {
        heading: "Repair decisions and our warranty",
        paragraphs: [
          `Premium built-in refrigeration is designed to be serviced, and replacing one panel-matched column in a coordinated kitchen is rarely simple. We still start from our usual guideline, repair when the cost is under half the price of a comparable new unit and the unit is under ten years old, but with Sub-Zero refrigeration the replacement cost usually makes repair the better choice even on older units. We are independent, not the manufacturer's service network, so manufacturer warranty claims belong with Sub-Zero. Our repairs come with a ${warranty} repair warranty.`,
        ],
      },
    ],
  },
  {
    slug: "samsung",
    name: "Samsung",
    inGrid: false,
    description:
      "Samsung refrigerators use digital inverter compressors, and many French-door models put the ice maker in the fresh-food section. We repair Samsung refrigerators across Tampa Bay.",
    commonRepairs: [
      "Ice maker icing up or not dispensing",
      "Evaporator fan noise and frost buildup",
      "Defrost heater and sensor repair",
      "Water inlet valve and filter issues",
      "Control board and display faults",
      "Compressor diagnosis",
    ],
    productTypes: [
      "French-door refrigerators",
      "Four-door flex refrigerators",
      "Side-by-side refrigerators",
      "Counter-depth refrigerators",
      "Top-freezer refrigerators",
      "Bottom-freezer refrigerators",
    ],
    sections: [
      {
        heading: "Samsung refrigerator repair in Tampa Bay",
        paragraphs: [
          "Samsung, the South Korean electronics company, sells a wide range of refrigerators in the United States, from basic top-freezers to French-door and four-door models with features like Family Hub touchscreens, FlexZone drawers and Bespoke customizable panels. Many Samsung refrigerators use a digital inverter compressor that adjusts its speed to demand, and some use separate evaporators for the refrigerator and freezer. We repair Samsung refrigerators throughout Tampa Bay, from Ruskin and Riverview to Oldsmar and Spring Hill, and we are comfortable with both the mechanical and electronic sides of these units.",
        ],
      },
      {
        heading: "Common Samsung problems we fix",
        paragraphs: [
          "On many Samsung French-door models the ice maker lives in the fresh-food compartment, where keeping it cold depends on careful airflow and sealing. Typical complaints include ice buildup in the ice compartment, a dispenser that stops working and a fill tube that freezes. Scale from Tampa Bay's hard water in the inlet valve and filter housing can add to the trouble. Other common repairs are evaporator fans that grind or rattle when frost reaches the blades, defrost heaters and sensors, and control board or display faults. When cooling fails, we test the compressor and sealed system before drawing any conclusions.",
        ],
      },
      {
        heading: "Repair or replace a Samsung?",
        paragraphs: [
          `A Samsung with an ice maker, fan or defrost problem is usually well worth repairing if it is less than ten years old, since those repairs cost far less than half the price of a comparable new refrigerator. Confirmed sealed-system failures are where we sit down with you and compare the options honestly. If the refrigerator is still under Samsung's warranty, that work is handled through Samsung, so check first. Repairs we complete carry our ${warranty} repair warranty.`,
        ],
      },
    ],
  },
  {
    slug: "bosch",
    name: "Bosch",
    inGrid: false,
    description:
      "Bosch, part of BSH Home Appliances, builds counter-depth French-door, bottom-freezer and built-in column refrigerators. We repair Bosch refrigeration across the Tampa Bay area.",
    commonRepairs: [
      "Refrigerator section not cooling",
      "Evaporator fan motor replacement",
      "Defrost system diagnosis",
      "Ice maker and water valve repair",
      "Electronic control and sensor faults",
      "Door gasket and hinge adjustment",
    ],
    productTypes: [
      "Counter-depth French-door refrigerators",
      "Bottom-freezer refrigerators",
      "Built-in bottom-freezer refrigerators",
      "Built-in column refrigerators and freezers",
    ],
    sections: [
      {
        heading: "Bosch refrigerator repair in Tampa Bay",
        paragraphs: [
          "Bosch home appliances come from BSH, the German company owned by Robert Bosch GmbH that also makes Thermador and Gaggenau. Bosch refrigerators lean toward a clean, European design: counter-depth French-door models that sit nearly flush with cabinets, bottom-freezer refrigerators and built-in columns and bottom-freezers for fully integrated kitchens. We find them in renovated kitchens and newer homes across Tampa Bay, from Westchase to St. Petersburg's Old Northeast, and we repair both the freestanding and built-in lines.",
        ],
      },
      {
        heading: "Common Bosch problems we fix",
        paragraphs: [
          "Bosch repairs typically involve the same building blocks as other frost-free refrigerators, assembled in a more compact way. A warm fresh-food section usually traces to an evaporator fan or a defrost fault that lets ice block the airflow. Ice makers and water inlet valves suffer from the hard water common in Tampa Bay, and a partially blocked valve can cause slow fills or frozen lines. Bosch units rely on electronic controls and sensors, which we test carefully before replacing. Counter-depth and built-in designs have less space for air to move, so condenser cleanliness and clear vents matter even more in a Florida summer.",
        ],
      },
      {
        heading: "Repair or replace a Bosch?",
        paragraphs: [
          `Counter-depth and built-in refrigerators are usually chosen to fit a specific space, so a repair that keeps the existing unit running is often worth more than it first appears. Our guideline is simple: repair when it costs less than half the price of a comparable new unit and the refrigerator is under ten years old. We give you the numbers and a recommendation, and any repair we complete is backed by our ${warranty} repair warranty.`,
        ],
      },
    ],
  },
];

/** The 16 brands of the /brands grid, in display order. */
export const gridBrands: Brand[] = brands.filter((b) => b.inGrid);

/** Finds a brand by slug, ignoring case. */
export function findBrand(slug: string): Brand | undefined {
  const wanted = slug.toLowerCase();
  return brands.find((b) => b.slug === wanted);
}
