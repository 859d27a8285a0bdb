import type { Lang } from "#app/content/i18n/lang";
import { stormCopy } from "#app/content/storm";
import { aboutCopy } from "./about";
import { areaDetailCopy } from "./area-detail";
import { areaRegionCopy } from "./area-region";
import { areasCopy } from "./areas";
import { bookCopy } from "./book";
import { brandDetailCopy } from "./brand-detail";
import { brandsCopy } from "./brands";
import { contactCopy } from "./contact";
import { homeCopy } from "./home";
import { privacyPolicyCopy } from "./privacy-policy";
import { serviceDetailCopy } from "./service-detail";
import { servicesCopy } from "./services";
import { termsOfServiceCopy } from "./terms-of-service";
import { aboutCopyEs } from "./es/about";
import { areaDetailCopyEs } from "./es/area-detail";
import { areaRegionCopyEs } from "./es/area-region";
import { areasCopyEs } from "./es/areas";
import { bookCopyEs } from "./es/book";
import { brandDetailCopyEs } from "./es/brand-detail";
import { brandsCopyEs } from "./es/brands";
import { contactCopyEs } from "./es/contact";
import { homeCopyEs } from "./es/home";
import { privacyPolicyCopyEs } from "./es/privacy-policy";
import { serviceDetailCopyEs } from "./es/service-detail";
import { servicesCopyEs } from "./es/services";
import { termsOfServiceCopyEs } from "./es/terms-of-service";

/**
 * Every page's copy in both languages: server-only (.server), so a page's loader picks its one
 * language and hands the page what it shows (docs/decisions/0036-spanish.md); no route module
 * imports a copy object, and no browser bundle holds either language's page copy.
 */
const pageCopy = {
  home: { en: homeCopy, es: homeCopyEs },
  services: { en: servicesCopy, es: servicesCopyEs },
  serviceDetail: { en: serviceDetailCopy, es: serviceDetailCopyEs },
  brands: { en: brandsCopy, es: brandsCopyEs },
  brandDetail: { en: brandDetailCopy, es: brandDetailCopyEs },
  areas: { en: areasCopy, es: areasCopyEs },
  areaRegion: { en: areaRegionCopy, es: areaRegionCopyEs },
  areaDetail: { en: areaDetailCopy, es: areaDetailCopyEs },
  about: { en: aboutCopy, es: aboutCopyEs },
  contact: { en: contactCopy, es: contactCopyEs },
  book: { en: bookCopy, es: bookCopyEs },
  privacyPolicy: { en: privacyPolicyCopy, es: privacyPolicyCopyEs },
  termsOfService: { en: termsOfServiceCopy, es: termsOfServiceCopyEs },
  storm: { en: stormCopy.en, es: stormCopy.es },
} satisfies Record<string, Record<Lang, unknown>>;

export type PageName = keyof typeof pageCopy;

/** A page's copy in a language. */
export function copyIn<P extends PageName>(page: P, lang: Lang): (typeof pageCopy)[P]["en"] {
  return pageCopy[page][lang];
}
