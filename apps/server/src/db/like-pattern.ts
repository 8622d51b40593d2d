/** `%text%` for LIKE and ILIKE, the text's own `%`, `_` and `\` matched as themselves. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
