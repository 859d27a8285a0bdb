import type { Testimonial } from "./types";

/** The four home page testimonials (SPEC §3: three rated 5 and one rated 4). */
export const testimonials: Testimonial[] = [
  {
    name: "Maria G.",
    location: "Brandon",
    rating: 5,
    text: "Our side-by-side quit cooling on a Friday afternoon and the technician was at our door the next morning. He found a dead evaporator fan, had the part on his truck and we were back in business before lunch.",
  },
  {
    name: "David R.",
    location: "Clearwater",
    rating: 5,
    text: "Water kept showing up under the crisper drawers no matter how often I mopped. They cleared a clogged defrost drain, showed me what had caused it and charged exactly what they quoted.",
  },
  {
    name: "Linda K.",
    location: "Spring Hill",
    rating: 5,
    text: "I was ready to buy a new refrigerator, but the technician explained that a new door gasket and a hinge adjustment would fix the frost problem for a fraction of the cost. It has sealed perfectly ever since.",
  },
  {
    name: "James T.",
    location: "Wesley Chapel",
    rating: 4,
    text: "The ice maker repair itself went well and the tech was courteous and tidy. The valve had to be ordered, so it took a second visit, but they called ahead both times.",
  },
];
