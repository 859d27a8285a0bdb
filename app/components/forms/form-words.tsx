import { createContext, useContext, type ReactNode } from "react";
import type { FormWords } from "#app/content/i18n/en";

/**
 * The booking and contact forms' words in the page's language. They are not in the root's
 * dictionary (every public page would carry them): the pages with a form send them with their own
 * loader data (formWordsFor) and wrap the form in a FormWordsProvider.
 */
const FormWordsContext = createContext<FormWords | undefined>(undefined);

export function FormWordsProvider({ words, children }: { words: FormWords; children: ReactNode }) {
  return <FormWordsContext value={words}>{children}</FormWordsContext>;
}

export function useFormWords(): FormWords {
  const words = useContext(FormWordsContext);
  if (!words) throw new Error("useFormWords() outside a FormWordsProvider: the page's loader sent no form words");
  return words;
}
