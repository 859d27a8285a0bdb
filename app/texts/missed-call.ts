import { business } from "#app/content/business";

/**
 * What a missed caller hears and is texted (DECISIONS "Missed calls"), in the caller's language:
 * that of the customer the number belongs to (customers.lang), English for a caller not known.
 * The Spanish texts are worded in GSM-7 (no "á", "í", "ó", "ú"), so they keep the English budget.
 */
export type CallerLanguage = "en" | "es";

/** The short apology before the voicemail beep. */
export function missedCallApology(language: CallerLanguage, businessName: string = business.name): string {
  return language === "es"
    ? `Gracias por llamar a ${businessName}. Lo sentimos, no pudimos contestar. Deje su nombre y un mensaje después del tono y le devolveremos la llamada. También le enviaremos un mensaje de texto.`
    : `Thanks for calling ${businessName}. Sorry we missed your call. Leave your name and a message after the tone and we'll call you back. We're also sending you a text.`;
}

/** The one text a missed caller gets; the English wording is fixed by DECISIONS. */
export function missedCallText(
  language: CallerLanguage,
  siteUrl: string = business.siteUrl,
  businessName: string = business.name,
): string {
  const site = siteUrl.replace(/\/+$/, "");
  return language === "es"
    ? `Lamentamos no haber contestado su llamada - ${businessName}. Reserve por internet: ${site}/es/book o responda a este mensaje. Responda STOP para no recibir mensajes.`
    : `Sorry we missed your call - ${businessName}. Book online: ${site}/book or reply to this text. Reply STOP to opt out.`;
}

/**
 * The text instead of the booking link for a caller with an upcoming visit: they most likely call
 * about it, and a link to book again would read as if we had lost it. `visitDay` is "Thu, Nov 26"
 * ("26 de noviembre" in Spanish: shortVisitIn).
 */
export function missedCallVisitText(
  language: CallerLanguage,
  visitDay: string,
  businessName: string = business.name,
): string {
  return language === "es"
    ? `Lamentamos no haber contestado su llamada - ${businessName}. Le devolveremos la llamada sobre su visita del ${visitDay}. Responda STOP para no recibir mensajes.`
    : `Sorry we missed your call - ${businessName}. We'll call you back about your visit on ${visitDay}. Reply STOP to opt out.`;
}

/** The screen the person answering the forwarded call hears: only a 1 marks the call answered. */
export function screenPrompt(businessName: string = business.name): string {
  return `Call for ${businessName}: press 1 to take it.`;
}

/** Whether the screen's posted digits accept the call. */
export function screenAccepted(digits: string | undefined): boolean {
  return (digits ?? "").trim() === "1";
}

/**
 * A call is answered only when our own record says the screen was accepted: DialCallStatus
 * "completed" also means a cell phone's voicemail picked up.
 */
export function callMissed(screenedAndAccepted: boolean): boolean {
  return !screenedAndAccepted;
}
