import { namespaceOf } from '@volunteering/shared/i18n/define-texts';
import { DEFAULT_LANGUAGE } from '@volunteering/shared/i18n/languages';
import { use, useContext, useReducer } from 'react';
import { catalogState } from './i18n.tsx';

/**
 * An English message from a schema or the server (a zod message, a refusal) in the language on
 * view: found among the texts by its words, its catalog loaded; anything else (an organizer's
 * words, a message already translated by the server) is shown as it is.
 */
export function useMessage(english: string): string {
  const { language, used } = useContext(catalogState.context);
  const [, catalogCame] = useReducer((count: number) => count + 1, 0);
  if (language === DEFAULT_LANGUAGE) return english;
  const isLoaded = (texts: object) => catalogState.isLoaded(language, namespaceOf(texts));
  const found = (catalogState.reader() ?? use(catalogState.loadReader())).findMessage(english, isLoaded);
  if (!found) return english;
  const namespace = namespaceOf(found.texts);
  used.add(namespace);
  const pending = catalogState.load(language, namespace);
  // Not suspended: a form keeps its focus and its fields; the message waits the moment its catalog takes.
  if (pending) {
    pending.then(catalogCame, () => {});
    return english;
  }
  return found.in(catalogState.translated(found.texts, language));
}
