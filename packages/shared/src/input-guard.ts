import { messageOf, type MessageRef } from './i18n/messages.ts';
import { validationMessages } from './texts/validation.ts';

// What no input may hold, whatever its schema: checked once for every request (the server's
// input guard), so no field of any form, query or sign-in body can be forgotten.

/** Deeper than any of our bodies (an event's highlights are 3 levels): refused before anything walks it. */
export const MAX_INPUT_DEPTH = 8;

/** NUL: PostgreSQL cannot store it in text, and no person types it. */
const NUL = '\u0000';

export type InputProblem = { field: string; message: MessageRef };

/**
 * The first thing wrong with a parsed body or query: a NUL character in any text or key, or nesting
 * deeper than MAX_INPUT_DEPTH. Walked without recursion, so no depth can overflow the stack.
 */
export function inputProblem(input: unknown, root = 'body'): InputProblem | undefined {
  const stack: { value: unknown; path: string[] }[] = [{ value: input, path: [] }];
  const fieldOf = (path: string[]) => path.join('.') || root;
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes(NUL)) return { field: fieldOf(path), message: messageOf(validationMessages, 'controlCharacter') };
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    // Named by the form's field it is under: the rest of the path is the nesting itself.
    if (path.length >= MAX_INPUT_DEPTH) return { field: fieldOf(path.slice(0, 1)), message: messageOf(validationMessages, 'nestedTooDeep') };
    for (const [key, item] of Object.entries(value)) {
      if (key.includes(NUL)) return { field: fieldOf(path), message: messageOf(validationMessages, 'controlCharacter') };
      stack.push({ value: item, path: [...path, key] });
    }
  }
  return undefined;
}
