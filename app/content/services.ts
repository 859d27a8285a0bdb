import type { Service, ServiceGroupId } from "./types";

/**
 * The eleven refrigerator services, in the order of SPEC §2 (/services groups and the
 * /services/{slug} list). Related services are "the first three other services in list order",
 * so this order matters.
 */
export const services: Service[] = [
  {
    slug: "cooling-issues",
    title: "Cooling Issues",
    icon: "thermometer-snowflake",
    group: "common",
    description:
      "Refrigerator running but not staying cold? We trace the cause, from a stalled fan to a failing compressor, and get your food back to a safe temperature.",
    commonIssues: [
      "Fridge warm but freezer still cold",
      "Both compartments slowly warming up",
      "Compressor runs constantly without cooling",
      "Temperature swings from day to day",
      "Frost building up on the back panel",
    ],
    sections: [
      {
        heading: "Why a Refrigerator Stops Cooling",
        paragraphs: [
          "A refrigerator that hums along but never gets cold usually has a problem moving heat, not making it. In most side-by-side and top-freezer models the cold air is produced in the freezer and pushed into the fresh-food section by a small fan. If that evaporator fan stops, or if the coil behind the freezer panel is smothered in frost, the freezer can feel fine while the milk turns warm. A clogged condenser coil, a weak start relay or a bad temperature sensor can produce the same complaint from a different direction.",
          "Tampa Bay kitchens make the job harder. Garage refrigerators often sit in air that climbs past ninety degrees on summer afternoons, and the condenser has to reject heat into that air. Dust, pet hair and lint on the coils push run times up until the system can no longer keep pace. Even indoors, a unit pushed tight against the wall or boxed in by cabinetry can trap its own warm exhaust, so placement matters as much as the parts inside.",
        ],
      },
      {
        heading: "What Our Technician Checks",
        paragraphs: [
          "We start by measuring real temperatures in both compartments instead of trusting the display. Then we listen to the compressor, check whether the condenser and evaporator fans are spinning, and look behind the freezer panel for a frost pattern that points to a defrost failure. Sensors and thermistors get tested against their specifications, and the control board is checked for the signals it should be sending. If the evidence points to a refrigerant leak or a failing compressor, our EPA 608 certified technicians can handle the sealed system work, and we will tell you honestly whether that repair makes sense for the age of your unit.",
        ],
      },
    ],
    repairProcess: [
      {
        title: "Measure actual temperatures",
        description:
          "We place calibrated thermometers in the fridge and freezer to see how far off the unit really is.",
      },
      {
        title: "Check airflow and fans",
        description:
          "The condenser and evaporator fans are tested for speed, noise and obstructions that block cold air.",
      },
      {
        title: "Inspect the defrost system",
        description:
          "We look for frost on the evaporator coil and test the heater, thermostat and control that keep it clear.",
      },
      {
        title: "Replace the failed component",
        description:
          "Once the root cause is confirmed, we install the correct replacement part and clean the condenser coils.",
      },
      {
        title: "Verify the cooling cycle",
        description:
          "Before leaving, we confirm both compartments are pulling down toward safe temperatures.",
      },
    ],
    priceRange: "$150-$350",
    priceNote:
      "Where a cooling repair lands in this range depends mainly on the failed part, from a fan motor or sensor at the low end to a defrost or sealed-system repair at the top, and your diagnostic fee is credited toward the bill.",
  },
  {
    slug: "water-leaking",
    title: "Water Leaking",
    icon: "droplets",
    group: "common",
    description:
      "Puddles under the fridge or water pooling inside it can ruin flooring fast. We find the source, whether it is a clogged drain, a cracked line or a failing valve, and stop it.",
    commonIssues: [
      "Puddle forming under the front of the refrigerator",
      "Water collecting under the crisper drawers",
      "Ice forming on the freezer floor",
      "Leak behind the unit near the water line",
      "Dripping from the dispenser or ice maker",
    ],
    sections: [
      {
        heading: "Where Refrigerator Leaks Come From",
        paragraphs: [
          "Every frost-free refrigerator melts the frost off its evaporator coil several times a day, and that water is supposed to run down a small drain tube into a pan under the cabinet, where it evaporates. When the drain tube clogs with debris or freezes shut, the meltwater backs up and spills into the fresh-food compartment or onto the floor. Models with ice makers and dispensers add another path: a supply line, an inlet valve and a fill tube, any of which can crack, loosen or freeze.",
          "In humid Florida homes more moisture condenses on the coil with every door opening, so the defrost system sends more water toward the drain pan than it would in a drier climate. A pan that has cracked, shifted out of place or been knocked askew during cleaning can leave a steady puddle that looks like a plumbing leak. Because the water often appears at the front edge, owners frequently blame the ice maker line when the real culprit is underneath.",
        ],
      },
      {
        heading: "Fixing the Leak, Not Just the Puddle",
        paragraphs: [
          "Our technician traces the water back to where it starts. We flush and clear the defrost drain, check the drain heater on models that use one, and inspect the pan for cracks. On the plumbing side we examine the supply line, the water inlet valve and the filter housing, because a filter that is not fully seated is a surprisingly common culprit. We also check that the refrigerator is level front to back, since a cabinet tilted the wrong way can send condensation in the wrong direction. When we leave, the leak is fixed and we can show you exactly what caused it.",
        ],
      },
    ],
    repairProcess: [
      {
        title: "Trace the water to its source",
        description:
          "We dry the area and watch where fresh water appears to separate drain problems from supply-line leaks.",
      },
      {
        title: "Clear the defrost drain",
        description:
          "The drain tube is flushed with warm water and any ice plug or debris is removed.",
      },
      {
        title: "Inspect valves, lines and filter",
        description:
          "We check the inlet valve, supply tubing and filter housing for cracks, loose fittings and worn seals.",
      },
      {
        title: "Repair or replace leaking parts",
        description:
          "Cracked pans, split lines or failing valves are replaced with parts matched to your model.",
      },
      {
        title: "Level the unit and recheck",
        description:
          "We adjust the leveling legs and run water through the system to confirm everything stays dry.",
      },
    ],
    priceRange: "$100-$250",
    priceNote:
      "A simple drain clearing sits near the bottom of this range while a new inlet valve or drain heater costs more, and the diagnostic fee you pay up front is applied to the repair.",
  },
  {
    slug: "freezer-problems",
    title: "Freezer Problems",
    icon: "snowflake",
    group: "common",
    description:
      "Soft ice cream, heavy frost or an ice maker that quit? We repair freezers of every configuration so your frozen food stays frozen.",
    commonIssues: [
      "Freezer not cold enough to keep food solid",
      "Thick frost or ice on the back wall",
      "Ice maker not producing ice",
      "Freezer running too cold and freezing fresh food",
      "Freezer door frosting around the edges",
    ],
    sections: [
      {
        heading: "Common Freezer Failures",
        paragraphs: [
          "Most freezer complaints trace back to the defrost system. When a defrost heater burns out or its control stops calling for a defrost cycle, frost slowly wraps the evaporator coil until air can no longer pass through it. The freezer warms up, the fresh-food side follows, and you may see a layer of snow across the rear panel. A failing evaporator fan, a door that does not seal, or a worn gasket letting in muggy kitchen air will cause the same buildup.",
          "Ice makers are their own category. A frozen fill tube, a weak inlet valve or a failed ice maker module can stop production even when the freezer itself is holding temperature perfectly well. Mineral scale from hard water narrows the valve screen over time, and a bent or clogged supply line starves the mold of water. We check each link in that chain, from the shutoff behind the refrigerator to the ejector arm, instead of simply swapping the whole assembly.",
        ],
      },
      {
        heading: "Upright, Chest and Built-In Freezers",
        paragraphs: [
          "We service the freezer section of top-freezer, bottom-freezer, side-by-side and French-door refrigerators, as well as standalone upright and chest freezers that many Tampa Bay families keep in the garage or utility room. Standalone units in hot garages work much harder than indoor ones, so we pay special attention to condenser airflow and door seals on those models. Built-in and column freezers from premium brands get the same careful diagnosis, with factory parts ordered when they are not on our truck.",
        ],
      },
    ],
    repairProcess: [
      {
        title: "Check freezer temperature",
        description:
          "We measure the actual freezer temperature and compare it with the setting and the fresh-food side.",
      },
      {
        title: "Examine the evaporator coil",
        description:
          "Removing the rear panel shows whether frost is blocking the coil and how the defrost cycle is behaving.",
      },
      {
        title: "Test defrost and fan parts",
        description:
          "The heater, defrost thermostat, control and evaporator fan are each tested with a meter.",
      },
      {
        title: "Repair the ice maker if needed",
        description:
          "We check the fill tube, inlet valve and ice maker module and replace whichever part has failed.",
      },
      {
        title: "Confirm a full freeze",
        description:
          "After the repair we verify the freezer is pulling down toward zero degrees and the coil is clear.",
      },
    ],
    priceRange: "$150-$300",
    priceNote:
      "Cost depends on whether the fault is a defrost part, a fan or the ice maker assembly itself, and whatever you paid for the diagnosis comes off the final repair price.",
  },
  {
    slug: "electrical-issues",
    title: "Electrical Issues",
    icon: "zap",
    group: "common",
    description:
      "A refrigerator that will not start, keeps clicking or went dark after a storm needs careful electrical diagnosis. We test power, controls and starting components safely.",
    commonIssues: [
      "Refrigerator completely dead with no lights",
      "Lights on but nothing running",
      "Clicking sound every few minutes",
      "Blank or flickering control display",
      "Stopped working after a storm or power outage",
      "Breaker tripping when the compressor starts",
    ],
    sections: [
      {
        heading: "When the Power Is the Problem",
        paragraphs: [
          "Refrigerators depend on a handful of electrical parts that rarely get attention until they fail. A start relay and overload protector help the compressor kick on; a control board decides when the compressor, fans and defrost heater run; and wiring harnesses connect everything through the door hinges and behind the cabinet. When any of these fail, the symptoms range from total silence to a repeating click as the compressor tries and fails to start.",
          "Hurricane season adds a local twist. Summer thunderstorms and storm-related outages across Tampa Bay bring voltage spikes when power returns, and those spikes are hard on electronic control boards and inverter compressors. Running a refrigerator from an undersized generator or a long extension cord after a storm can cause trouble of its own, starving the compressor of the current it needs to start. Many of the dead refrigerators we see in late summer have a story that begins with a storm.",
        ],
      },
      {
        heading: "Safe, Methodical Testing",
        paragraphs: [
          "We begin at the wall. Our technician confirms the outlet voltage, checks for a tripped breaker or GFCI, and inspects the cord and plug for heat damage. From there we work inward, testing the start components, door switches, sensors and control board in a logical order so we replace only what has actually failed. Each reading is compared with the manufacturer's specification, and we explain what the numbers mean so you understand why a particular part is being replaced.",
          "If we find a wiring or outlet problem that belongs to the house rather than the appliance, we will say so plainly and recommend a licensed electrician instead of charging you for refrigerator parts you do not need. We may also suggest simple protection for the future, such as a dedicated circuit for a garage freezer or a surge protector rated for appliance use, so the next summer storm is less likely to take out a new control board.",
        ],
      },
    ],
    repairProcess: [
      {
        title: "Verify power at the outlet",
        description:
          "We test the receptacle, breaker and any GFCI to rule out a household electrical problem first.",
      },
      {
        title: "Inspect cord and wiring",
        description:
          "The power cord, plug and internal harnesses are checked for burn marks, loose pins and damage.",
      },
      {
        title: "Test starting components",
        description:
          "The start relay, overload protector and compressor windings are measured against specifications.",
      },
      {
        title: "Diagnose the control board",
        description:
          "We check board outputs and sensor inputs to see whether the electronics are commanding each part correctly.",
      },
      {
        title: "Repair and run a full cycle",
        description:
          "After replacing the faulty part, we watch the unit start, run and shut off normally.",
      },
    ],
    priceRange: "$150-$450",
    priceNote:
      "A start relay or door switch is a modest repair while a main control board or inverter board reaches the upper end, and the diagnostic fee is credited toward whichever repair you approve.",
  },
  {
    slug: "parts-replacement",
    title: "Parts Replacement",
    icon: "wrench",
    group: "specialized",
    description:
      "From fan motors and thermostats to control boards and ice makers, we install quality replacement parts matched to your refrigerator's model.",
    commonIssues: [
      "Worn or noisy fan motors",
      "Failed thermostats and temperature sensors",
      "Cracked shelves, bins and door baskets",
      "Faulty ice makers and water inlet valves",
      "Burned-out control boards",
    ],
    sections: [
      {
        heading: "The Right Part for Your Model",
        paragraphs: [
          "Refrigerator parts that look alike are often not interchangeable. Two fan motors from the same brand can differ in speed, voltage or mounting, and a control board from a neighboring model year may not run your compressor correctly. We identify parts by the model and serial number on your unit's rating tag, then source original manufacturer parts or trusted equivalents that meet the same specification.",
          "Our service vehicles carry many of the parts that fail most often, such as fan motors, start relays, defrost components and water valves, so a lot of repairs are finished on the first visit. Stocking those parts means we can test a suspect component against a known good one on the spot, which speeds up diagnosis as well. Before we install anything, we show you the old part and explain what went wrong with it, so there is no mystery about what you are paying for.",
        ],
      },
      {
        heading: "When a Part Has to Be Ordered",
        paragraphs: [
          "Less common parts, including many control boards, ice maker assemblies and components for built-in luxury brands, may need to be ordered. In that case we explain the expected timing, keep the diagnosis on file and schedule the installation as soon as the part arrives. Every part we install is covered by our repair warranty, so if the new component fails within the warranty period we come back and make it right.",
        ],
      },
    ],
    repairProcess: [
      {
        title: "Confirm the failed part",
        description:
          "We test the suspect component to be sure it is the cause before anything is replaced.",
      },
      {
        title: "Match the model and serial",
        description:
          "The rating tag is read so the replacement matches your exact model and production run.",
      },
      {
        title: "Source a quality part",
        description:
          "We use a part from our truck stock or order an original or equivalent part when needed.",
      },
      {
        title: "Install with care",
        description:
          "The old part is removed, connections are cleaned and the new part is installed to the maker's instructions.",
      },
      {
        title: "Test and explain the warranty",
        description:
          "We run the refrigerator to confirm the fix and explain the warranty that covers the new part.",
      },
    ],
    priceRange: "Varies by part",
    priceNote:
      "Parts vary widely in price, from an inexpensive door switch to a costly control board or compressor, so we quote the part and labor before any work starts and credit the diagnostic fee toward the total.",
  },
  {
    slug: "maintenance",
    title: "Maintenance",
    icon: "shield-check",
    group: "specialized",
    description:
      "A preventive tune-up keeps your refrigerator efficient and catches small problems before they turn into spoiled groceries and emergency calls.",
    commonIssues: [
      "Dusty condenser coils raising energy use",
      "Overdue water filter replacement",
      "Slow or partially clogged defrost drain",
      "Door gaskets losing their grip",
      "Unit no longer level on the floor",
    ],
    sections: [
      {
        heading: "Why Maintenance Pays Off in Florida",
        paragraphs: [
          "Refrigerators in Florida run longer and harder than those in milder climates. Warm kitchens, open doors on humid afternoons and garages that bake all summer keep the compressor working, and every layer of dust on the condenser coil makes that work harder still. A yearly cleaning and inspection helps the unit shed heat efficiently, which can reduce wear on the compressor and fans that are expensive to replace.",
          "Maintenance visits are also a chance to catch early warning signs, like a fan bearing starting to squeal or a gasket starting to tear, while they are still inexpensive to fix. Many owners schedule a visit before summer arrives, when heat and humidity put the most strain on the system, or before a long trip when a failure would go unnoticed for days. Rental property owners often book a tune-up between tenants for the same reason.",
        ],
      },
      {
        heading: "What a Tune-Up Includes",
        paragraphs: [
          "Our maintenance visit covers the items that matter most for reliability. We vacuum and brush the condenser coils, clean the condenser fan, flush the defrost drain and check the drain pan. We inspect the door gaskets and hinges, confirm the doors close and seal on their own, and verify fresh-food and freezer temperatures. If your model has a water filter we can replace it, and we check the supply line and connections behind the unit. You get a plain summary of what we found and anything worth watching.",
        ],
      },
    ],
    repairProcess: [
      {
        title: "Pull out and inspect",
        description:
          "We carefully move the refrigerator to reach the coils, the water connection and the drain pan.",
      },
      {
        title: "Clean coils and condenser fan",
        description:
          "Dust and lint are removed from the condenser coil and fan so heat can escape freely.",
      },
      {
        title: "Flush the defrost drain",
        description:
          "The drain line is cleared and the pan is checked to prevent future leaks and odors.",
      },
      {
        title: "Check seals and temperatures",
        description:
          "Door gaskets, hinges and both compartment temperatures are inspected and adjusted as needed.",
      },
      {
        title: "Share a condition report",
        description:
          "We walk you through what we found and point out any parts that are showing early wear.",
      },
    ],
    priceRange: "$80-$150",
    priceNote:
      "The price depends on the refrigerator's size and layout and on extras such as a water filter change, and it is quoted before we begin.",
  },
  {
    slug: "commercial",
    title: "Commercial Refrigeration",
    icon: "building",
    group: "specialized",
    description:
      "Reach-in coolers, prep tables, display cases and undercounter units for restaurants, cafes and shops. We help keep your cold holding safe and your business running.",
    commonIssues: [
      "Reach-in cooler not holding safe temperatures",
      "Prep table rails running warm",
      "Display case fogging or sweating",
      "Evaporator icing up during busy shifts",
      "Compressor short cycling or overheating",
    ],
    sections: [
      {
        heading: "Refrigeration for Tampa Bay Businesses",
        paragraphs: [
          "Restaurants, bars, convenience stores and small grocers depend on refrigeration that runs all day with doors opening constantly. Commercial units are built for that duty, but a busy kitchen is a hard environment: grease coats the condenser, cooking heat raises the room temperature and staff may prop doors open during a rush. When a cooler drifts above the cold-holding limit in the food code, product is at risk and an inspection can go badly.",
          "We service reach-in refrigerators and freezers, sandwich and pizza prep tables, undercounter units, bar coolers and glass-door merchandisers, working around your hours whenever we can. Early-morning and between-rush visits keep the disruption to a minimum, and when a cooler has to come out of service we tell you up front how long the repair should take. Managers get a plain explanation of what failed, which also helps when documenting a temperature problem for your own food safety records.",
        ],
      },
      {
        heading: "Diagnosis Built Around Uptime",
        paragraphs: [
          "For commercial calls we focus on getting you back to safe temperatures quickly and then on preventing a repeat. That means checking condenser cleanliness, fan motors, door gaskets and closers, thermostat or controller settings and refrigerant system performance. Our EPA 608 certified technicians handle refrigerant work properly and record what was done. We also look at the surroundings, because a cooler wedged beside a fryer or starved of ventilation will keep failing no matter which part is replaced.",
          "Larger repairs are quoted before we proceed, and we can suggest a regular cleaning schedule for units that live near fryers, grills or dusty stockrooms. Grease-laden condenser coils are one of the most common reasons a commercial unit runs warm, and keeping them clean is far cheaper than a new compressor. If you operate several units, we can walk through them on one visit and point out which ones are showing early signs of trouble.",
        ],
      },
    ],
    repairProcess: [
      {
        title: "Assess product safety first",
        description:
          "We check the cabinet temperature right away so you can decide what product needs to be moved.",
      },
      {
        title: "Inspect condenser and airflow",
        description:
          "Grease and dust on the condenser, blocked vents and failed fans are checked on every call.",
      },
      {
        title: "Test controls and refrigeration",
        description:
          "The controller, sensors and refrigerant pressures are measured to pinpoint the failure.",
      },
      {
        title: "Repair with minimal downtime",
        description:
          "We replace failed parts on site when possible and schedule around your service hours when not.",
      },
      {
        title: "Confirm cold holding",
        description:
          "Before we leave, the unit must be pulling down and holding at the temperature your menu requires.",
      },
    ],
    priceRange: "$150-$500+",
    priceNote:
      "Commercial repairs vary with the equipment size, the part involved and whether refrigerant work is required, and the diagnostic fee is credited toward the repair you authorize.",
  },
  {
    slug: "diagnostics",
    title: "Diagnostics",
    icon: "scan-search",
    group: "specialized",
    description:
      "Not sure what is wrong? A thorough diagnostic visit pinpoints the problem and gives you a clear, upfront repair estimate before any work begins.",
    commonIssues: [
      "Unexplained warm spots or temperature drift",
      "Error codes on the control panel",
      "Intermittent problems that come and go",
      "Deciding whether to repair or replace",
      "Second opinion on another company's quote",
    ],
    sections: [
      {
        heading: "Finding the Real Cause",
        paragraphs: [
          "Guessing is expensive with refrigerators. Replacing a control board because the display is acting up, when the real fault is a failing sensor, wastes money and leaves the problem in place. Our diagnostic visit follows a structured process: we talk through the symptoms you have noticed, read any error codes, measure temperatures and electrical values, and inspect the mechanical parts involved. The goal is a confident answer about what failed and why.",
          "Intermittent faults get extra attention. If a problem only shows up at night or after defrost, we look for the conditions that trigger it rather than replacing parts at random. That might mean watching a full defrost cycle, checking a sensor while it warms and cools, or asking you to note when the symptom appears. A keen owner's observations, such as a click before the lights flicker, often shorten the search considerably, so we always ask what you have noticed.",
        ],
      },
      {
        heading: "An Honest Estimate You Can Act On",
        paragraphs: [
          "At the end of the diagnosis you receive a written estimate for the repair, including parts and labor. If you approve it, the diagnostic fee is credited toward the repair, so you are not paying twice. If the estimate does not make sense for your situation, you are free to decline. We follow a simple rule of thumb when you ask us about replacing instead: repair usually makes sense when the cost is under half the price of a comparable new refrigerator and the unit is less than ten years old.",
        ],
      },
    ],
    repairProcess: [
      {
        title: "Listen to your description",
        description:
          "We ask when the problem started, what you have noticed and whether anything changed recently.",
      },
      {
        title: "Read codes and measure",
        description:
          "Error codes, temperatures, voltages and component resistance are checked with proper instruments.",
      },
      {
        title: "Inspect mechanical parts",
        description:
          "Fans, coils, gaskets, hinges and the defrost system are examined for wear or damage.",
      },
      {
        title: "Explain the findings",
        description:
          "You get a clear explanation of what failed, why it failed and what the options are.",
      },
      {
        title: "Provide a written estimate",
        description:
          "We quote the full repair up front and credit the diagnostic fee if you go ahead.",
      },
    ],
    priceRange: "$75-$150",
    priceNote:
      "The fee reflects the type of unit and how involved the testing is, with built-in and commercial equipment at the higher end, and it is credited in full toward the repair when you choose to proceed.",
  },
  {
    slug: "strange-noises",
    title: "Strange Noises",
    icon: "audio-waveform",
    group: "other",
    description:
      "Grinding, buzzing, rattling or loud clicking usually means a part is wearing out. We identify the sound and fix it before it becomes a breakdown.",
    commonIssues: [
      "Grinding or scraping from the freezer",
      "Loud buzzing near the bottom of the unit",
      "Rattling when the compressor starts or stops",
      "Repeated clicking without cooling",
      "Squealing fan that gets worse over time",
    ],
    sections: [
      {
        heading: "Normal Sounds Versus Warning Signs",
        paragraphs: [
          "Every refrigerator makes some noise. A soft hum from the compressor, gurgling as refrigerant circulates, a crackle as ice releases during defrost and the thunk of an ice maker dropping cubes are all part of normal operation. The sounds that deserve attention are new, louder or harsher than usual: grinding, scraping, persistent buzzing, rapid clicking or a squeal that rises and falls.",
          "Those noises tend to point at moving parts. A fan blade striking ice, a motor bearing running dry or a compressor mount that has hardened with age can all turn a quiet kitchen into a noisy one. Left alone, a scraping fan can stall completely and stop the flow of cold air, and a buzzing compressor that will not start can overheat. Catching the sound early usually means a smaller repair and spares you a refrigerator full of spoiled food.",
        ],
      },
      {
        heading: "Pinpointing the Source",
        paragraphs: [
          "Sound travels through a refrigerator cabinet, so a noise that seems to come from the freezer may actually start at the back. Our technician isolates each area by running fans and the compressor separately, checking the condenser fan behind the lower access panel and the evaporator fan inside the freezer. We look for ice touching fan blades, loose drain pans and mounting hardware, and worn grommets under the compressor. Repairs often involve a fan motor, a defrost fix to stop the ice buildup or simple re-securing of loose parts, and we test the unit afterward until it runs quietly.",
        ],
      },
    ],
    repairProcess: [
      {
        title: "Hear the noise in action",
        description:
          "We run the refrigerator through its cycle to reproduce the sound you have been hearing.",
      },
      {
        title: "Isolate fans and compressor",
        description:
          "Each motor is run on its own so we can tell which component is making the noise.",
      },
      {
        title: "Look for ice and loose parts",
        description:
          "We check for frost touching fan blades and for loose panels, pans or mounting hardware.",
      },
      {
        title: "Replace worn components",
        description:
          "Noisy motors, failed bearings and hardened mounts are replaced with matching parts.",
      },
      {
        title: "Confirm quiet operation",
        description:
          "We listen through a full run cycle to make sure the unwanted sound is gone.",
      },
    ],
    priceRange: "$100-$300",
    priceNote:
      "Tightening loose hardware costs far less than replacing a fan motor or fixing the defrost fault that lets ice reach the blades, and the diagnostic fee counts toward whatever repair is needed.",
  },
  {
    slug: "odor-problems",
    title: "Odor Problems",
    icon: "wind",
    group: "other",
    description:
      "Persistent smells that survive a deep cleaning often come from hidden water, a clogged drain or a failing part. We find the source and eliminate it.",
    commonIssues: [
      "Musty smell that returns after cleaning",
      "Ice or water tasting stale",
      "Sour odor from under the crisper drawers",
      "Mildew smell from the drain pan",
      "Burning or electrical smell near the back",
    ],
    sections: [
      {
        heading: "Smells That Cleaning Does Not Fix",
        paragraphs: [
          "Spoiled food is the obvious cause of a bad smell, but when the shelves are spotless and the odor keeps coming back, the source is usually out of sight. Standing water in a clogged defrost drain, a drain pan full of stagnant water under the cabinet, or mildew growing where condensation collects can all feed a musty smell. In Florida's humidity those damp spots stay wet longer and mold grows quickly.",
          "Stale-tasting ice or water usually means an overdue filter, a dispenser line that needs flushing or an ice bin that has absorbed odors from the freezer. Ice picks up smells easily, so an open container of leftovers or a forgotten package of fish can flavor every cube. Replacing the filter on schedule, discarding old ice and running a few glasses through a new filter often solves the problem, and we can show you where the filter lives on your model.",
        ],
      },
      {
        heading: "Odors That Signal a Repair",
        paragraphs: [
          "A burning, hot plastic or electrical smell is different and should not be ignored. It can come from an overheating fan motor, a failing compressor relay or a damaged wire near the back of the unit. If you notice that kind of smell, unplug the refrigerator if it is safe to do so and call us. Our technician checks electrical components for heat damage, cleans and sanitizes the drain system and pan, replaces filters and worn parts, and confirms the cause has been removed rather than just masked.",
        ],
      },
    ],
    repairProcess: [
      {
        title: "Identify the type of odor",
        description:
          "A musty, sour, chemical or burning smell each points toward a different source.",
      },
      {
        title: "Check drains and the drain pan",
        description:
          "We inspect the defrost drain and the pan under the unit for standing water and mold growth.",
      },
      {
        title: "Inspect water and ice parts",
        description:
          "The filter, dispenser line and ice bin are checked for stale water and absorbed odors.",
      },
      {
        title: "Clean, sanitize or repair",
        description:
          "Drains are flushed, affected parts are sanitized or replaced and overheating components are repaired.",
      },
      {
        title: "Confirm the odor is gone",
        description:
          "We verify that drainage works and that the unit runs without any burning or musty smell.",
      },
    ],
    priceRange: "$100-$250",
    priceNote:
      "Sanitizing a drain and pan costs less than replacing a motor or relay that is overheating, and we apply the diagnostic fee to the repair once you approve the estimate.",
  },
  {
    slug: "door-seal-issues",
    title: "Door Seal Issues",
    icon: "door-open",
    group: "other",
    description:
      "Torn, flattened or loose door gaskets let warm, humid air in and cold air out. We replace seals and realign doors so they close tight every time.",
    commonIssues: [
      "Door does not close on its own",
      "Visible gap or tear in the gasket",
      "Condensation or sweating around the door edge",
      "Frost forming near the freezer door",
      "Door sagging or sitting crooked",
    ],
    sections: [
      {
        heading: "Why the Seal Matters",
        paragraphs: [
          "The rubber gasket around each door is what keeps the cold in. It uses a magnetic strip to pull tight against the cabinet, and when it tears, hardens or loses its shape, warm air leaks in every minute the door is closed. In a humid Tampa Bay kitchen that air carries a lot of moisture, which shows up as sweat on the door frame, frost in the freezer and a compressor that hardly ever shuts off.",
          "A quick check is to close a dollar bill in the door: if it slides out with no resistance at several spots, the seal is not doing its job. Look also for cracks at the corners, where gaskets fold and wear first, and for black mildew in the folds, which can stiffen the rubber. Wiping gaskets with mild soapy water a few times a year keeps them supple, but once one has torn or flattened, replacement is the lasting fix.",
        ],
      },
      {
        heading: "Gaskets, Hinges and Alignment",
        paragraphs: [
          "Sometimes the gasket is fine and the door is the problem. Hinges wear, door stops break and heavy door bins full of bottles can slowly pull a door out of line until it no longer meets the cabinet evenly. Our technician checks hinge wear, door closing cams and cabinet level before deciding on a fix. When a new gasket is needed, we install one made for your model and make sure it seats fully all the way around, then adjust the doors so they swing shut and seal on their own.",
        ],
      },
    ],
    repairProcess: [
      {
        title: "Test the seal all the way around",
        description:
          "We check the gasket for gaps, tears and weak magnetic pull along every edge of the door.",
      },
      {
        title: "Inspect hinges and door stops",
        description:
          "Worn hinges, broken cams and loose hardware that let the door sag are identified.",
      },
      {
        title: "Level the cabinet",
        description:
          "The leveling legs are adjusted so the doors swing closed naturally.",
      },
      {
        title: "Replace gasket or hardware",
        description:
          "A model-specific gasket or hinge part is installed and seated evenly against the cabinet.",
      },
      {
        title: "Verify a tight close",
        description:
          "We confirm each door closes on its own and seals firmly with no gaps.",
      },
    ],
    priceRange: "$150-$300",
    priceNote:
      "Realigning a door costs less than replacing a full gasket or hinge assembly, and pricing also depends on the door size and style, with the diagnostic fee credited toward the work.",
  },
];

const groupTitles: Record<ServiceGroupId, string> = {
  common: "Common Refrigerator Problems",
  specialized: "Specialized Services",
  other: "Other Common Issues",
};

const groupOrder: ServiceGroupId[] = ["common", "specialized", "other"];

/** The three groups of the /services page, each holding its services in list order. */
export const serviceGroups: Array<{ id: ServiceGroupId; title: string; services: Service[] }> =
  groupOrder.map((id) => ({
    id,
    title: groupTitles[id],
    services: services.filter((service) => service.group === id),
  }));

/** Looks up a service by slug, ignoring case. */
export function findService(slug: string): Service | undefined {
  const wanted = slug.toLowerCase();
  return services.find((service) => service.slug === wanted);
}

/** The first `count` other services in list order (SPEC §2: 3 related services). */
export function relatedServices(service: Service, count = 3): Service[] {
  return services.filter((other) => other.slug !== service.slug).slice(0, count);
}

/** The six services shown in the home page grid. */
export const homeServiceSlugs = [
  "cooling-issues",
  "water-leaking",
  "freezer-problems",
  "electrical-issues",
  "parts-replacement",
  "maintenance",
] as const;
