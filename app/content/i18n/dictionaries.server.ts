import type { Lang } from "./lang.ts";
import {
  en,
  formSections,
  pageSections,
  type AppointmentWords,
  type Dictionary,
  type FormWords,
  type UiWords,
} from "./en.ts";
import { es } from "./es.ts";
import { fill } from "./fill.ts";
import { business } from "../business.ts";
import { stormCopy, type StormWords } from "../storm.ts";

/**
 * Both interface dictionaries: server-only (.server), so no browser bundle holds them. The root
 * loader hands a page the one of its language without the forms' sections (uiWordsFor, read with
 * useUi()); the pages with a form add those (formWordsFor, read with useFormWords()).
 */
const dictionaries: Record<Lang, Dictionary> = { en, es };

/** The whole dictionary of a language, for server code (the forms' actions). */
export function dictionaryFor(lang: Lang): Dictionary {
  return dictionaries[lang];
}

/** What the root loader sends every public page: the dictionary without the forms' and private pages' words. */
export function uiWordsFor(lang: Lang): UiWords {
  const words: Partial<Dictionary> = { ...dictionaries[lang] };
  for (const section of [...formSections, ...pageSections]) delete words[section];
  return words as UiWords;
}

/**
 * The booking and contact forms' words, for the pages that show them (/book, /contact and their
 * /es twins) and their actions. The phone rule's example is the main line as the owner set it
 * (`mainPhone`, the default one when the facts could not be read): no page keeps a number the
 * owner has replaced.
 */
export function formWordsFor(lang: Lang, mainPhone: string = business.phones.main.display): FormWords {
  const { bookingForm, contactForm, formMessages } = dictionaries[lang];
  return {
    lang,
    bookingForm,
    contactForm,
    formMessages: { ...formMessages, phone: fill(formMessages.phone, { phone: mainPhone }) },
  };
}

/**
 * Storm mode's words a page shows while it is on (the banner; "while you wait" on the booking
 * confirmation and the appointment page), in the page's language: the root loader sends them
 * with storm mode only, so no page carries them while it is off.
 */
export function stormWordsFor(lang: Lang): StormWords {
  const { banner, whileYouWait } = stormCopy[lang];
  return { banner, whileYouWait };
}

/**
 * The appointment page's words (and its printable estimate copy's), in the page's language, with
 * the rating plate hint of the photos form: only those pages' loaders send them.
 */
export function appointmentWordsFor(lang: Lang): AppointmentWords & {
  ratingPlate: FormWords["bookingForm"]["ratingPlate"];
} {
  const dictionary = dictionaries[lang];
  return { ...dictionary.appointment, ratingPlate: dictionary.bookingForm.ratingPlate };
}
