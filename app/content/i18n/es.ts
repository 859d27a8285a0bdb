import { business, serviceCounties } from "../business.ts";
import type { Dictionary } from "./en.ts";

/** "Hillsborough, Pinellas, Pasco y Hernando": the counties as Spanish copy names them. */
export const spanishCountyList = `${serviceCounties.slice(0, -1).join(", ")} y ${serviceCounties.at(-1)}`;
const condados = spanishCountyList;

/**
 * The interface strings in US Spanish (usted), key for key as en.ts: the `Dictionary` type makes
 * a missing or extra key a type error. Words follow docs/spanish-glossary.md.
 */
export const es: Dictionary = {
  skipToContent: "Saltar al contenido",
  language: {
    switchLabel: "English",
    switchHrefLang: "en",
    switchLang: "en",
  },
  tagline: "Expertos en reparación de electrodomésticos",
  header: {
    serviceAreaLine: `Servimos los condados de ${condados}`,
    callUs: "Llámenos:",
    bookNow: "Reserve una cita",
    menu: "Menú",
    mainNavLabel: "Principal",
  },
  nav: {
    home: "Inicio",
    services: "Servicios",
    brands: "Marcas",
    areas: "Áreas de servicio",
    about: "Nosotros",
    contact: "Contacto",
    book: "Reserve en línea",
    privacy: "Política de privacidad",
    terms: "Términos del servicio",
  },
  footer: {
    blurb: `Reparación de refrigeradores rápida y honesta en toda el área de ${business.region} desde ${business.foundedYear}.`,
    socialLabel: "Redes sociales",
    quickLinks: "Enlaces rápidos",
    serviceAreas: "Áreas de servicio",
    contactUs: "Contáctenos",
    hours: "Horario de atención",
    specialHours: "Horario especial",
    rights: `${business.name}. Todos los derechos reservados.`,
  },
  hours: {
    days: {
      Monday: "Lunes",
      Tuesday: "Martes",
      Wednesday: "Miércoles",
      Thursday: "Jueves",
      Friday: "Viernes",
      Saturday: "Sábado",
      Sunday: "Domingo",
    },
    closedDay: "Solo servicio de emergencia",
    closed: "Cerrado",
  },
  cta: {
    viewAllServices: "Ver todos los servicios",
    seeAllBrands: "Vea todas las marcas que reparamos",
    bookVisit: "Reserve una cita",
    callNow: "Llame ahora",
    returnHome: "Volver al inicio",
  },
  breadcrumbLabel: "Ruta de navegación",
  ctaBand: {
    label: "Reserve una reparación",
    title: "¿Necesita reparar su refrigerador?",
    text: "Reserve en línea en dos minutos o llámenos para servicio el mismo día.",
    book: "Reserve en línea",
  },
  call: "Llame al",
  serviceCard: {
    typicalCost: "Costo típico:",
    learnMore: "Más información",
    about: "sobre",
  },
  countyCard: { more: "...y más", view: "Ver" },
  notFound: {
    page: { title: "Página no encontrada", text: "Lo sentimos, la página que busca no existe o se ha movido." },
    brand: {
      title: "Marca no encontrada",
      text: "Lo sentimos, no encontramos información sobre esta marca de refrigeradores.",
    },
    area: { title: "Área no encontrada", text: "Lo sentimos, no encontramos información sobre esta área de servicio." },
    appointment: {
      title: "Cita no encontrada",
      text: "Lo sentimos, no encontramos esta cita. Revise el enlace de su correo electrónico o llámenos y la buscamos.",
    },
    service: { title: "Servicio no encontrado", text: "Lo sentimos, no encontramos información sobre este servicio." },
    back: {
      page: "Volver al inicio",
      brand: "Ver todas las marcas",
      area: "Ver todas las áreas de servicio",
      appointment: "Reserve una cita",
      service: "Ver todos los servicios",
    },
    suggestionsLabel: "Páginas sugeridas",
    suggestionsTitle: "Quizás busca:",
    suggestions: {
      services: "Nuestros servicios de reparación de refrigeradores",
      brands: "Las marcas que reparamos",
      areas: "Nuestras áreas de servicio",
    },
  },
  error: {
    title: "Algo salió mal",
    callUs: "Inténtelo de nuevo o llámenos al",
  },
  bookingSidebar: {
    label: "Reserve una reparación",
    ratherCall: "¿Prefiere llamar?",
    schedule: "Programe una reparación",
    text: "Servicio el mismo día o al día siguiente en toda el área de Tampa Bay.",
    book: "Reserve en línea",
    includesTitle: "Cada reparación incluye",
    warranty: `Garantía de reparación de ${business.warrantyDays} días (reparación y piezas)`,
    diagnosticCredit: "El cargo de diagnóstico se acredita a la reparación",
    certified: "Técnicos con certificación EPA 608, con licencia y seguro",
    // business.paymentNote in Spanish (the business module's texts are English: docs/spanish-progress.md).
    payment: "Pago con tarjeta, efectivo o cheque al terminar el trabajo",
    stormQuestion: "¿Se fue la luz o hubo una subida de tensión?",
    stormLink: "Cuánto se conserva la comida y qué revisar",
  },
  map: {
    label: "Mapa del área de servicio en Tampa Bay",
    description: `Los condados de ${condados}, en la costa del golfo de Florida. Cada condado enlaza con la página de su área de servicio.`,
    county: "Condado de {name}",
    cities: "{count} ciudades",
    open: " · abrir la página del área",
    miles: "mi",
    places: { "Gulf of Mexico": "Golfo de México" },
    loading: "Cargando el mapa del área de servicio...",
    failed: "No se pudo cargar el mapa. Los condados y las ciudades que atendemos aparecen abajo.",
    stillAlt: "Mapa de nuestra área de servicio en la costa del golfo de Florida: {counties}.",
    listTitle: "Condados y ciudades de este mapa",
  },
  countyList: condados,
};
