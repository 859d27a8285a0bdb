import { business } from "./business";
import type { Lang } from "./i18n/lang";
import type { ContentSection } from "./types";

export interface LegalDocument {
  /** ISO date of the last revision. */
  updated: string;
  intro: string;
  sections: ContentSection[];
}

/** /privacy-policy (DECISIONS: says truthfully what the forms collect, why, where, how long, whom to ask). */
export const privacyPolicy: LegalDocument = {
  updated: "2026-11-25",
  intro: `This policy explains what information ${business.name} collects through this website, why we collect it, where it is kept and how you can have it removed. We collect only what we need to answer your questions and schedule your refrigerator repair.`,
  sections: [
    {
      heading: "Information You Give Us",
      paragraphs: [
        "The contact form collects your name, email address, phone number, the type of service you are asking about and your message.",
        "The booking form collects your name, email address, phone number, street address, city and ZIP code, your refrigerator's brand and model number, the type of issue and your description of it, your preferred date and time window, and any additional information you choose to add.",
        "The booking form also has an unticked box asking whether we may text you about the appointment. If you tick it, we keep that you agreed, when, from which internet address, and which wording the box showed.",
        "We do not ask for payment details on this website. Payment is handled in person when a repair is finished.",
      ],
    },
    {
      heading: "Why We Use It",
      paragraphs: [
        "We use the information you send only to reply to your message, to schedule and carry out the repair you requested, and to keep the service records a repair business needs, such as which work was done and when. We do not use it for marketing lists or advertising.",
        "Requests that share a phone number or e-mail address are kept together as one customer record, so our office can see your earlier visits and honor the 90-day repair warranty. Whether we already know you never changes what this website shows or sends you.",
        "After a completed visit we may send one e-mail (and, if you agreed to texts, one text between 8 AM and 8 PM) asking for a review, to every customer alike and at most once in six months. Each one has a link to stop them for good.",
      ],
    },
    {
      heading: "Where It Is Stored and Who Sees It",
      paragraphs: [
        "Each request is stored in this website's own database on the business's server, where it can be read by our staff through a password-protected inbox.",
        "When e-mail delivery is configured, a copy of each request is also e-mailed to the business, and a confirmation is e-mailed to the address you entered so you have a record of what you sent.",
        "We do not sell, rent or share your information with anyone else. Our server necessarily receives your device's IP address when you load a page or submit a form; we use it only to deliver the site and to limit repeated submissions that look like spam.",
      ],
    },
    {
      heading: "Text Messages",
      paragraphs: [
        `We text you only if you ticked the box when booking, and only about that appointment: the booking confirmation with the link to your appointment page, a reminder the day before the visit, a message when the technician is on the way, one when the repair is complete with a link to your receipt, the answer when you move or cancel the visit, possibly one request to review our service, and our staff's answers to texts you send us. That is usually two to five texts per visit. Reminders and review requests are sent only between 8:00 AM and 8:00 PM Eastern time. Message and data rates may apply.`,
        `Reply STOP (or STOPALL, UNSUBSCRIBE, CANCEL, END, QUIT, REVOKE, OPTOUT, or PARAR, DETENER, CANCELAR, BAJA) to stop all texts from us; reply START to receive them again. Reply HELP or AYUDA for help, or call us on the number at the top of this page.`,
        "Texts are sent through a text message provider, which receives your phone number and the text of each message for that purpose only. We keep the texts we send and receive with your request. We never sell or share your phone number or your consent to texts with anyone for their own marketing.",
      ],
    },
    {
      heading: "Cookies and Tracking",
      paragraphs: [
        "This website does not use advertising trackers or third-party analytics, and it does not set cookies for visitors. The only cookie it uses is a session cookie for business staff who sign in to the request inbox.",
      ],
    },
    {
      heading: "How Long We Keep It",
      paragraphs: [
        "Contact messages and booking requests are kept for up to 3 years for service and business records, such as honoring a warranty or looking up a past repair. After 3 years, a request that did not lead to a completed repair is erased automatically: your name, phone, e-mail, address, appliance details, photos, texts and notes are removed.",
        "Records of completed repairs and their payments are business and tax records and are kept longer; when your details are erased, only the amounts remain, under a number instead of your name. We delete your information sooner if you ask us to.",
      ],
    },
    {
      heading: "Your Choices",
      paragraphs: [
        `To see the information we hold about you, correct it or have it deleted, e-mail ${business.emails.support} or call our main line. We will confirm the request and let you know when it is done. We can send you a copy of everything we hold about you (as a JSON or spreadsheet file). Erasing removes your name, phone, e-mail, addresses, photos, texts and notes for good; the amounts of payments stay in our tax records without your name. Every export and erasure is recorded in our activity log.`,
      ],
    },
  ],
};

/** /terms-of-service. */
export const termsOfService: LegalDocument = {
  updated: "2026-11-25",
  intro: `These terms describe how ${business.name} provides refrigerator repair service and how this website may be used. By requesting service from us, you agree to them. If anything here is unclear, please ask before we begin work.`,
  sections: [
    {
      heading: "Appointments",
      paragraphs: [
        "A date and time window chosen on this website, by e-mail or by message is a request, not a confirmed appointment. Your appointment is set only once we confirm it with you. Arrival times are windows, and traffic, weather or an earlier repair running long can occasionally cause delays; we will let you know if that happens.",
      ],
    },
    {
      heading: "Diagnosis and Estimates",
      paragraphs: [
        "Each service visit includes a diagnostic fee for the time and testing needed to find the cause of the problem. After the diagnosis we give you an estimate for the repair, covering parts and labor, before any repair work starts. If you approve the repair, the diagnostic fee is credited toward it. If you decline, only the diagnostic fee is due.",
        "Prices shown on this website are typical ranges, not quotes. The actual price depends on your refrigerator and on what has failed. If we find something during the repair that would change the estimate, we stop and ask you before going further.",
      ],
    },
    {
      heading: "Payment",
      paragraphs: [
        "Payment is due when the work is complete. We accept credit cards, cash and checks. When a part must be ordered, we will explain the timing and any terms for the return visit before we order it.",
      ],
    },
    {
      heading: "Warranty",
      paragraphs: [
        `Our repairs are covered by a ${business.warrantyDays}-day warranty on the repair and the parts we install, starting on the day the work is completed. If the same problem returns within that time, we will come back and correct it at no extra charge for the covered repair and parts.`,
        "The warranty does not cover a different failure in another part of the refrigerator, damage caused by misuse, accidents, flooding, power surges or repairs by someone else, or parts you supplied yourself.",
      ],
    },
    {
      heading: "Limits of Our Responsibility",
      paragraphs: [
        "We take care to do every repair well, but a refrigerator can fail for reasons we cannot foresee. Our responsibility for any claim about a repair is limited to redoing that repair or refunding what you paid for it. We are not responsible for spoiled food, medicine or other contents, or for other indirect losses, except where Florida law does not allow such limits.",
        "Before a visit, please make sure the refrigerator can be reached safely and let us know about anything we should be aware of, such as pets or limited access.",
      ],
    },
    {
      heading: "Text Messages",
      paragraphs: [
        `If you tick the box on the booking form, ${business.name} texts the phone number you entered about that appointment only: the confirmation, a reminder the day before, when the technician is on the way, when the repair is complete, the answer when you move or cancel it, possibly one review request, and our staff's answers to your texts (usually two to five per visit). Message and data rates may apply. Consent to texts is not a condition of booking.`,
        `Reply STOP to stop all texts and START to resume them; reply HELP for help or call us on the number at the top of this page. Carriers are not liable for delayed or undelivered messages.`,
      ],
    },
    {
      heading: "Use of This Website",
      paragraphs: [
        "The information on this website is general guidance about refrigerator problems and our services. It is not a substitute for an on-site diagnosis. Please send only accurate information through our forms, and do not use them to send spam or unlawful content.",
      ],
    },
    {
      heading: "Governing Law and Changes",
      paragraphs: [
        `These terms are governed by the laws of the State of Florida. We may update them from time to time, and the date at the top of this page shows the latest revision. Questions about these terms can be sent to ${business.emails.support}.`,
      ],
    },
  ],
};

/** /es/privacy-policy: the privacy policy in US Spanish, sentence for sentence as the English one. */
export const privacyPolicyEs: LegalDocument = {
  updated: privacyPolicy.updated,
  intro: `Esta política explica qué información recoge ${business.name} a través de este sitio web, por qué la recogemos, dónde se guarda y cómo puede pedir que se elimine. Solo recogemos lo necesario para responder a sus preguntas y programar la reparación de su refrigerador.`,
  sections: [
    {
      heading: "Información que usted nos da",
      paragraphs: [
        "El formulario de contacto recoge su nombre, su correo electrónico, su número de teléfono, el tipo de servicio por el que pregunta y su mensaje.",
        "El formulario de citas recoge su nombre, su correo electrónico, su número de teléfono, su dirección, ciudad y código postal, la marca y el número de modelo de su refrigerador, el tipo de problema y su descripción, la fecha y el horario de llegada que prefiere, y cualquier información adicional que decida añadir.",
        "El formulario de citas también tiene una casilla sin marcar que pregunta si podemos enviarle mensajes de texto sobre la cita. Si la marca, guardamos que aceptó, cuándo, desde qué dirección de internet y qué texto mostraba la casilla.",
        "No pedimos datos de pago en este sitio web. El pago se hace en persona cuando termina la reparación.",
      ],
    },
    {
      heading: "Para qué la usamos",
      paragraphs: [
        "Usamos la información que nos envía solo para responder a su mensaje, para programar y realizar la reparación que pidió y para llevar los registros de servicio que necesita un negocio de reparaciones, como qué trabajo se hizo y cuándo. No la usamos para listas de mercadeo ni para publicidad.",
        `Las solicitudes que comparten un número de teléfono o una dirección de correo electrónico se guardan juntas como un solo registro de cliente, para que nuestra oficina pueda ver sus visitas anteriores y cumplir la garantía de reparación de ${business.warrantyDays} días. Que ya lo conozcamos o no, nunca cambia lo que este sitio web le muestra o le envía.`,
        "Después de una visita terminada, podemos enviarle un correo electrónico (y, si aceptó los mensajes de texto, un mensaje de texto entre las 8 a.m. y las 8 p.m.) para pedirle una reseña, a todos los clientes por igual y como máximo una vez cada seis meses. Cada uno trae un enlace para dejar de recibirlos para siempre.",
      ],
    },
    {
      heading: "Dónde se guarda y quién la ve",
      paragraphs: [
        "Cada solicitud se guarda en la base de datos propia de este sitio web, en el servidor del negocio, donde nuestro personal puede leerla a través de una bandeja de entrada protegida con contraseña.",
        "Cuando el envío de correo electrónico está configurado, también se envía por correo una copia de cada solicitud al negocio, y una confirmación a la dirección que usted escribió, para que tenga constancia de lo que envió.",
        "No vendemos, alquilamos ni compartimos su información con nadie más. Nuestro servidor recibe necesariamente la dirección IP de su dispositivo cuando usted carga una página o envía un formulario; solo la usamos para mostrarle el sitio y para limitar los envíos repetidos que parecen spam.",
      ],
    },
    {
      heading: "Mensajes de texto",
      paragraphs: [
        "Solo le enviamos mensajes de texto si marcó la casilla al reservar, y solo sobre esa cita: la confirmación de la reserva con el enlace a la página de su cita, un recordatorio el día antes de la visita, un mensaje cuando el técnico va en camino, otro cuando la reparación está terminada con un enlace a su recibo, la respuesta cuando cambia o cancela la visita, posiblemente una solicitud de reseña de nuestro servicio, y las respuestas de nuestro personal a los mensajes que usted nos envíe. Normalmente son de dos a cinco mensajes por visita. Los recordatorios y las solicitudes de reseña se envían solo entre las 8:00 a.m. y las 8:00 p.m., hora del Este. Pueden aplicarse tarifas de mensajes y datos.",
        "Responda STOP (o STOPALL, UNSUBSCRIBE, CANCEL, END, QUIT, REVOKE, OPTOUT, o PARAR, DETENER, CANCELAR, BAJA) para dejar de recibir todos nuestros mensajes de texto; responda START para volver a recibirlos. Responda HELP o AYUDA para obtener ayuda, o llámenos al número que aparece en la parte superior de esta página.",
        "Los mensajes de texto se envían a través de un proveedor de mensajes de texto, que recibe su número de teléfono y el texto de cada mensaje solo para ese fin. Guardamos con su solicitud los mensajes que enviamos y recibimos. Nunca vendemos ni compartimos su número de teléfono ni su consentimiento para recibir mensajes de texto con nadie para su propio mercadeo.",
      ],
    },
    {
      heading: "Cookies y seguimiento",
      paragraphs: [
        "Este sitio web no usa rastreadores publicitarios ni analítica de terceros, y no guarda cookies en el navegador de los visitantes. La única cookie que usa es una cookie de sesión para el personal del negocio que inicia sesión en la bandeja de solicitudes.",
      ],
    },
    {
      heading: "Cuánto tiempo la guardamos",
      paragraphs: [
        "Los mensajes de contacto y las solicitudes de cita se guardan hasta 3 años como registros del servicio y del negocio, por ejemplo para cumplir una garantía o consultar una reparación anterior. Pasados 3 años, una solicitud que no terminó en una reparación completada se borra automáticamente: se eliminan su nombre, teléfono, correo electrónico, dirección, datos del electrodoméstico, fotos, mensajes de texto y notas.",
        "Los registros de las reparaciones completadas y de sus pagos son registros contables y fiscales, y se guardan más tiempo; cuando se borran sus datos, solo quedan los importes, bajo un número en lugar de su nombre. Borramos su información antes si usted nos lo pide.",
      ],
    },
    {
      heading: "Sus opciones",
      paragraphs: [
        `Para ver la información que tenemos sobre usted, corregirla o pedir que se borre, escriba a ${business.emails.support} o llame a nuestra línea principal. Confirmaremos la solicitud y le avisaremos cuando esté hecha. Podemos enviarle una copia de todo lo que tenemos sobre usted (en un archivo JSON o de hoja de cálculo). Al borrar se eliminan para siempre su nombre, teléfono, correo electrónico, direcciones, fotos, mensajes de texto y notas; los importes de los pagos quedan en nuestros registros fiscales sin su nombre. Cada exportación y cada borrado quedan anotados en nuestro registro de actividad.`,
      ],
    },
  ],
};

/** /es/terms-of-service: the terms in US Spanish, sentence for sentence as the English ones. */
export const termsOfServiceEs: LegalDocument = {
  updated: termsOfService.updated,
  intro: `Estos términos describen cómo ${business.name} presta el servicio de reparación de refrigeradores y cómo puede usarse este sitio web. Al solicitarnos un servicio, usted los acepta. Si algo no está claro, pregúntenos antes de que empecemos el trabajo.`,
  sections: [
    {
      heading: "Citas",
      paragraphs: [
        "Una fecha y un horario elegidos en este sitio web, por correo electrónico o por mensaje son una solicitud, no una cita confirmada. Su cita queda fijada solo cuando la confirmamos con usted. La llegada se da dentro de un horario de llegada, y el tráfico, el clima o una reparación anterior que se alarga pueden causar retrasos de vez en cuando; si eso ocurre, se lo haremos saber.",
      ],
    },
    {
      heading: "Diagnóstico y presupuestos",
      paragraphs: [
        "Cada visita de servicio incluye un cargo de diagnóstico por el tiempo y las pruebas necesarios para encontrar la causa del problema. Después del diagnóstico le damos un presupuesto de la reparación, con piezas y mano de obra, antes de empezar cualquier trabajo de reparación. Si aprueba la reparación, el cargo de diagnóstico se acredita a ella. Si la rechaza, solo se paga el cargo de diagnóstico.",
        "Los precios que aparecen en este sitio web son rangos típicos, no presupuestos. El precio real depende de su refrigerador y de lo que haya fallado. Si durante la reparación encontramos algo que cambiaría el presupuesto, nos detenemos y le preguntamos antes de seguir.",
      ],
    },
    {
      heading: "Pago",
      paragraphs: [
        "El pago se hace cuando el trabajo está terminado. Aceptamos tarjetas de crédito, efectivo y cheques. Cuando hay que pedir una pieza, le explicaremos los plazos y las condiciones de la visita de regreso antes de pedirla.",
      ],
    },
    {
      heading: "Garantía",
      paragraphs: [
        `Nuestras reparaciones tienen una garantía de ${business.warrantyDays} días sobre la reparación y las piezas que instalamos, a partir del día en que se termina el trabajo. Si el mismo problema vuelve dentro de ese plazo, regresaremos a corregirlo sin costo adicional por la reparación y las piezas cubiertas.`,
        "La garantía no cubre una falla distinta en otra parte del refrigerador, daños causados por mal uso, accidentes, inundaciones, subidas de tensión o reparaciones hechas por otra persona, ni piezas que usted mismo haya proporcionado.",
      ],
    },
    {
      heading: "Límites de nuestra responsabilidad",
      paragraphs: [
        "Ponemos cuidado en hacer bien cada reparación, pero un refrigerador puede fallar por razones que no podemos prever. Nuestra responsabilidad ante cualquier reclamo sobre una reparación se limita a volver a hacer esa reparación o a reembolsar lo que pagó por ella. No somos responsables de comida, medicamentos u otro contenido que se eche a perder, ni de otras pérdidas indirectas, salvo donde la ley de Florida no permita estos límites.",
        "Antes de una visita, asegúrese de que se pueda llegar al refrigerador de forma segura y avísenos de cualquier cosa que debamos saber, como mascotas o un acceso limitado.",
      ],
    },
    {
      heading: "Mensajes de texto",
      paragraphs: [
        `Si marca la casilla del formulario de citas, ${business.name} envía mensajes de texto al número de teléfono que escribió solo sobre esa cita: la confirmación, un recordatorio el día antes, cuando el técnico va en camino, cuando la reparación está terminada, la respuesta cuando la cambia o la cancela, posiblemente una solicitud de reseña, y las respuestas de nuestro personal a sus mensajes (normalmente de dos a cinco por visita). Pueden aplicarse tarifas de mensajes y datos. Aceptar los mensajes de texto no es una condición para reservar.`,
        "Responda STOP para dejar de recibir todos los mensajes de texto y START para volver a recibirlos; responda HELP para obtener ayuda o llámenos al número que aparece en la parte superior de esta página. Los operadores de telefonía no son responsables de los mensajes retrasados o no entregados.",
      ],
    },
    {
      heading: "Uso de este sitio web",
      paragraphs: [
        "La información de este sitio web es una orientación general sobre los problemas de los refrigeradores y sobre nuestros servicios. No sustituye un diagnóstico en el lugar. Envíe solo información correcta a través de nuestros formularios y no los use para enviar spam ni contenido ilegal.",
      ],
    },
    {
      heading: "Ley aplicable y cambios",
      paragraphs: [
        `Estos términos se rigen por las leyes del estado de Florida. Podemos actualizarlos de vez en cuando; la fecha en la parte superior de esta página indica la última revisión. Puede enviar sus preguntas sobre estos términos a ${business.emails.support}.`,
      ],
    },
  ],
};

/** Each legal page's text in each language (the page's loader sends the one of its language). */
export const legalDocuments: Record<"privacyPolicy" | "termsOfService", Record<Lang, LegalDocument>> = {
  privacyPolicy: { en: privacyPolicy, es: privacyPolicyEs },
  termsOfService: { en: termsOfService, es: termsOfServiceEs },
};
