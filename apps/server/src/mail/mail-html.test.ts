import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { MAIL_WRAP_STYLE, mailHtml } from './mail-html.ts';

const parse = (html: string) => {
  const document = new Window().document;
  document.write(html);
  return document;
};
/** The elements around the one whose own text holds `text`, nearest first. */
function around(document: ReturnType<typeof parse>, text: string) {
  const holder = [...document.querySelectorAll('p, a, div')].find((element) =>
    [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent.includes(text)),
  );
  const chain = [];
  for (let element = holder ?? null; element; element = element.parentElement) chain.push(element);
  return chain;
}

describe('a mail’s HTML part', () => {
  it('holds a 199-letter word, Latin or Bangla, in a container whose words wrap anywhere', () => {
    for (const word of ['W'.repeat(199), 'স্বেচ্ছাসেবক'.repeat(16).slice(0, 199)]) {
      const document = parse(mailHtml(`Hello Anika,\n\nYou have joined "${word}".\n\nSee you there.`));
      const chain = around(document, word);
      expect(chain.length, word).toBeGreaterThan(0);
      expect(chain[0]!.getAttribute('style')).toContain(MAIL_WRAP_STYLE);
      expect(chain.some((element) => element.tagName === 'DIV' && element.getAttribute('style')!.includes(MAIL_WRAP_STYLE))).toBe(true);
    }
    expect(MAIL_WRAP_STYLE).toBe('overflow-wrap:anywhere;word-break:break-word');
  });

  it('keeps the text’s paragraphs, lines and indents, escapes it and makes its links links', () => {
    const text =
      'Hello <b>Rafi</b> & co,\n\n- Canal "Cleanup"\n  Sat, Dhaka\n  https://volunteer.example/events/1?a=1&b=2.\n\nTurn it off: https://volunteer.example/off?t=x';
    const document = parse(mailHtml(text));
    const paragraphs = [...document.querySelectorAll('p')];
    expect(paragraphs.map((p) => p.textContent)).toEqual([
      'Hello <b>Rafi</b> & co,',
      '- Canal "Cleanup"\u00a0\u00a0Sat, Dhaka\u00a0\u00a0https://volunteer.example/events/1?a=1&b=2.',
      'Turn it off: https://volunteer.example/off?t=x',
    ]);
    expect(document.querySelector('b')).toBeNull();
    expect(paragraphs[1]!.querySelectorAll('br')).toHaveLength(2);
    // The full stop after an address is not part of it.
    expect([...document.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'https://volunteer.example/events/1?a=1&b=2',
      'https://volunteer.example/off?t=x',
    ]);
  });
});
