import type { Lang } from "#app/content/i18n/lang";
import { MAX_PHOTO_BYTES, MAX_PHOTO_PIXELS, MAX_PHOTOS, PHOTO_MESSAGES } from "./limits";

/** The same refusals in US Spanish (usted), for /es/book and its photo uploads. */
export const PHOTO_MESSAGES_ES: Record<keyof typeof PHOTO_MESSAGES, string> = {
  tooLarge: `Cada foto debe pesar ${MAX_PHOTO_BYTES / 1024 / 1024} MB o menos.`,
  tooMany: `Puede adjuntar hasta ${MAX_PHOTOS} fotos.`,
  notAnImage: "No podemos abrir este archivo como foto. Adjunte fotos JPEG, PNG o WebP.",
  heic:
    "Su teléfono guardó esta foto en formato HEIC, que no podemos abrir. Adjúntela como JPEG " +
    '(en un iPhone: Configuración > Cámara > Formatos > "Más compatible"), o tome una captura de pantalla de la foto y adjunte la captura.',
  tooManyPixels: `Esta foto tiene más de ${MAX_PHOTO_PIXELS / 1_000_000} megapíxeles. Adjunte una foto más pequeña o una captura de pantalla de ella.`,
  unreadable:
    "No se pudo leer esta foto; puede que el archivo esté dañado o incompleto. Adjúntela de nuevo o elija otra.",
  unreadableForm: "No se pudo leer el formulario. Inténtelo de nuevo.",
  fieldTooLong: "Uno de los campos es demasiado largo. Acórtelo e inténtelo de nuevo.",
  rateLimited: "Demasiadas fotos por ahora: espere un rato o envíe la reserva sin ellas.",
};

/**
 * A photo refusal (one of PHOTO_MESSAGES, maybe after "<file name>: ") in a page's language. The
 * photo code answers in English; the Spanish pages' routes pass its answer through this.
 */
export function photoMessageIn(lang: Lang, message: string): string {
  if (lang === "en") return message;
  for (const key of Object.keys(PHOTO_MESSAGES) as Array<keyof typeof PHOTO_MESSAGES>) {
    const english = PHOTO_MESSAGES[key];
    if (message === english) return PHOTO_MESSAGES_ES[key];
    if (message.endsWith(`: ${english}`)) return `${message.slice(0, -english.length)}${PHOTO_MESSAGES_ES[key]}`;
  }
  return message;
}
