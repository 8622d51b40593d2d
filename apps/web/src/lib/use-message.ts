import { namespaceOf } from '@volunteering/shared/i18n/define-texts';
import { DEFAULT_LANGUAGE } from '@volunteering/shared/i18n/languages';
import { useContext, useEffect, useReducer } from 'react';
import { catalogState } from './i18n.tsx';

/** `findMessage`, loaded the first time a message is shown in another language than English. */
let finding: Promise<typeof import('@volunteering/shared/i18n/find-message')> | undefined;
let finder: typeof import('@volunteering/shared/i18n/find-message') | undefined;
const loadFinder = () =>
  (finding ??= import('@volunteering/shared/i18n/find-message').then(
    (module) => (finder = module),
    (error: unknown) => {
      finding = undefined;
      throw error;
    },
  ));

/**
 * Brings `findMessage` on a page in another language than English, before a message needs it: a
 * form asks on its first render, so its first error shows in the page's language from the start.
 */
export function useMessagesAhead(whenCome?: () => void) {
  const { language } = useContext(catalogState.context);
  const other = language !== DEFAULT_LANGUAGE;
  useEffect(() => {
    if (other && !finder) loadFinder().then(whenCome, () => {});
  }, [other, whenCome]);
}

/**
 * An English message from a schema or the server (a zod message, a refusal) in the language on
 * view: found among the texts by its words, its catalog loaded; anything else (an organizer's
 * words, a message already translated by the server) is shown as it is.
 */
export function useMessage(english: string): string {
  const { language, used } = useContext(catalogState.context);
  const [, catalogCame] = useReducer((count: number) => count + 1, 0);
  useMessagesAhead(catalogCame);
  // Not suspended: a form keeps its focus and its fields; a message waits the moment its code or catalog takes.
  if (language === DEFAULT_LANGUAGE || !english || !finder) return english;
  const isLoaded = (texts: object) => catalogState.isLoaded(language, namespaceOf(texts));
  const found = finder.findMessage(english, isLoaded);
  if (!found) return english;
  const namespace = namespaceOf(found.texts);
  used.add(namespace);
  const pending = catalogState.load(language, namespace);
  if (pending) {
    pending.then(catalogCame, () => {});
    return english;
  }
  return found.in(catalogState.translated(found.texts, language));
}
