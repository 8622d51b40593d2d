import { Fragment, type ReactNode } from 'react';

/** Stands for the i-th part inside a sentence: a character from Unicode's private use area, which no text contains. */
const mark = (index: number) => String.fromCharCode(0xe000 + index);
const MARKS = /([\ue000-\ue0ff])/;

/**
 * A sentence with links (or other elements) inside, in any language's word order: `text` is the
 * sentence's text, a function of the parts' places (`aboutTexts.volunteers`), called here with
 * stand-ins that are then replaced by `parts`. The English reads exactly as the function writes it.
 */
export function RichText({ text, parts }: { text: (...places: string[]) => string; parts: ReactNode[] }) {
  const pieces = text(...parts.map((_, index) => mark(index))).split(MARKS);
  return pieces.map((piece, index) => {
    const part = piece.length === 1 ? piece.charCodeAt(0) - 0xe000 : -1;
    return part >= 0 && part < parts.length ? <Fragment key={index}>{parts[part]}</Fragment> : piece;
  });
}
