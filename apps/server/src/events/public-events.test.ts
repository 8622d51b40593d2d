import { describe, expect, it } from 'vitest';
import { createPublicEvents, type PublicEvent } from './public-events.ts';

/** A reader whose answers the test releases by hand, counting its reads. */
function heldReader() {
  const waiting: ((entry: PublicEvent) => void)[] = [];
  let reads = 0;
  const read = () => {
    reads++;
    return new Promise<PublicEvent>((resolve) => waiting.push(resolve));
  };
  const release = (title: string) => waiting.shift()!({ row: {} as PublicEvent['row'], view: {}, event: { title } as PublicEvent['event'] });
  return { read, release, reads: () => reads };
}

describe('the public events kept', () => {
  it('reads an event once for everyone asking at once, then keeps it', async () => {
    const reader = heldReader();
    const kept = createPublicEvents(reader.read, 60_000);
    const both = Promise.all([kept.of('e', 'en'), kept.of('e', 'en')]);
    reader.release('one');
    expect((await both).map((entry) => entry.event.title)).toEqual(['one', 'one']);
    expect((await kept.of('e', 'en')).event.title).toBe('one');
    expect(reader.reads()).toBe(1);
    // Another language is another answer.
    const bangla = kept.of('e', 'bn');
    reader.release('এক');
    expect((await bangla).event.title).toBe('এক');
    expect(reader.reads()).toBe(2);
  });

  it("after one event's write forgets that event in every language and keeps the others", async () => {
    const reader = heldReader();
    const kept = createPublicEvents(reader.read, 60_000);
    for (const [id, language] of [
      ['a', 'en'],
      ['a', 'bn'],
      ['b', 'en'],
    ] as const) {
      const entry = kept.of(id, language);
      reader.release(`${id} ${language}`);
      await entry;
    }
    kept.forget('a');
    const b = await kept.of('b', 'en');
    expect(b.event.title).toBe('b en');
    expect(reader.reads()).toBe(3);
    const a = kept.of('a', 'bn');
    reader.release('a bn again');
    expect((await a).event.title).toBe('a bn again');
    expect(reader.reads()).toBe(4);
  });

  it('reads again after a write, and does not keep a read that began before it', async () => {
    const reader = heldReader();
    const kept = createPublicEvents(reader.read, 60_000);
    const before = kept.of('e', 'en');
    kept.forget();
    reader.release('before the write');
    expect((await before).event.title).toBe('before the write');
    const after = kept.of('e', 'en');
    reader.release('after the write');
    expect((await after).event.title).toBe('after the write');
    expect(reader.reads()).toBe(2);
  });

  it('keeps nothing when the public cache is off', async () => {
    const reader = heldReader();
    const kept = createPublicEvents(reader.read, 0);
    const first = kept.of('e', 'en');
    reader.release('one');
    await first;
    const second = kept.of('e', 'en');
    reader.release('two');
    expect((await second).event.title).toBe('two');
  });
});
