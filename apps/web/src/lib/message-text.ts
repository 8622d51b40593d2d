import { decodeMessage, formMessage, knownMessage, textOf, type ApiMessage } from '@volunteering/shared/i18n/messages';
import { textsNamed } from '@volunteering/shared/i18n/define-texts';
import { DEFAULT_LANGUAGE } from '@volunteering/shared/i18n/languages';
import { useContext, useReducer } from 'react';
import { catalogState } from './i18n.tsx';

/**
 * What a screen shows as a message: a string a schema or a form holds (a text's code, see
 * `schemaMessage`, or words of their own), or an API answer ({code, message, values?}).
 */
export type Shown = string | ApiMessage;

/**
 * A message in the language on view (decision 049): our own text for a code this page knows, from
 * its catalog, with its values; anything else (a server's words for a code of texts not loaded
 * here, an organizer's words) as it came. Never suspends, so a form keeps its focus: while the
 * catalog loads, the server's words show (already in the caller's language), or the English text.
 */
export function useMessageText(shown: Shown | null | undefined): string {
  const { language, used } = useContext(catalogState.context);
  const [, catalogCame] = useReducer((count: number) => count + 1, 0);
  if (shown == null) return '';
  const ref = typeof shown === 'string' ? decodeMessage(shown) : knownMessage(shown.code, shown.values ?? []);
  const given = typeof shown === 'string' ? shown : shown.message;
  if (!ref) return given;
  const english = textsNamed(ref.namespace)!;
  if (language === DEFAULT_LANGUAGE) return textOf(ref, english) ?? given;
  used.add(ref.namespace);
  const pending = catalogState.load(language, ref.namespace);
  if (pending) {
    pending.then(catalogCame, () => {});
    return typeof shown === 'string' ? (textOf(ref, english) ?? given) : given;
  }
  return textOf(ref, catalogState.translated(english, language)) ?? given;
}

/** A message as a form keeps a field's error (react-hook-form holds strings): a code, or words. */
export const formError = (shown: Shown): string => (typeof shown === 'string' ? shown : formMessage(shown));
