import { expect, type Locator } from '@playwright/test';

export type TextContrast = { text: string; ratio: number; needed: number };

/**
 * The contrast of every piece of text inside `target` against what is drawn behind it, as WCAG
 * counts it (4.5:1, or 3:1 for large text). Colours are read back from a canvas, so any CSS colour
 * (oklch, color-mix) counts as the browser paints it; translucent backgrounds are laid over the
 * ones under them. axe leaves such colours "incomplete" rather than failing them.
 */
export async function textContrasts(target: Locator): Promise<TextContrast[]> {
  return target.evaluate((root) => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    const rgba = (color: string): [number, number, number, number] => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = '#000';
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
      return [r!, g!, b!, a! / 255];
    };
    const over = (top: [number, number, number, number], under: [number, number, number]): [number, number, number] =>
      [0, 1, 2].map((i) => top[i]! * top[3] + under[i]! * (1 - top[3])) as [number, number, number];
    const backdrop = (element: Element | null): [number, number, number] => {
      if (!element) return [255, 255, 255];
      const style = getComputedStyle(element);
      const own = rgba(style.backgroundColor);
      const faded: [number, number, number, number] = [own[0], own[1], own[2], own[3] * Number(style.opacity)];
      return faded[3] >= 1 ? [own[0], own[1], own[2]] : over(faded, backdrop(element.parentElement));
    };
    const luminance = ([r, g, b]: [number, number, number]) => {
      const linear = (v: number) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    const results: { text: string; ratio: number; needed: number }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const element = node.parentElement;
      if (!text || !element || !element.checkVisibility()) continue;
      const style = getComputedStyle(element);
      const background = backdrop(element);
      const foreground = over(rgba(style.color), background);
      const [a, b] = [luminance(foreground), luminance(background)].sort((x, y) => y - x) as [number, number];
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      results.push({ text, ratio: Math.round(((a + 0.05) / (b + 0.05)) * 100) / 100, needed: large ? 3 : 4.5 });
    }
    return results;
  });
}

/** Every text inside `target` reaches its WCAG AA contrast. */
export async function expectReadableText(target: Locator): Promise<void> {
  const contrasts = await textContrasts(target);
  expect(contrasts.length, 'text to measure').toBeGreaterThan(0);
  expect(contrasts.filter(({ ratio, needed }) => ratio < needed)).toEqual([]);
}
