import { describe, expect, it } from 'vitest';

describe('zod without eval', () => {
  it('reads the jitless setting made before it loads', async () => {
    await import('./zod-jitless.ts');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });
});
