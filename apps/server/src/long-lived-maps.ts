// Maps that live as long as the server and change with every request (decision 046). A Map whose
// entries come and go outgrows its table again and again, and V8 links each table it leaves, with
// the entries it held then, to the next one. Once a table is in the old generation, the young
// collector keeps every later table, and every request their entries reached, until a full
// collection: on a list of events that was 6 to 11 KB a request, and a full collection of 30 ms
// every second. NumberedSlots changes nothing but a number or a slot once it is big enough; where
// the server keeps what it used last, lru-cache's LRUCache does the same (decision 050).

import { LRUCache } from 'lru-cache';

/** Values by whole numbers given out in increasing order (the questions awaiting an answer). */
export class NumberedSlots<V> {
  #numbers: number[];
  #values: (V | undefined)[];
  #size = 0;

  constructor(capacity = 64) {
    this.#numbers = new Array<number>(capacity).fill(-1);
    this.#values = new Array<V | undefined>(capacity).fill(undefined);
  }

  get size(): number {
    return this.#size;
  }

  /** `number`: a whole number, 0 or more. */
  set(number: number, value: V): void {
    let at = number % this.#numbers.length;
    while (this.#numbers[at] !== -1 && this.#numbers[at] !== number) {
      this.#grow();
      at = number % this.#numbers.length;
    }
    if (this.#numbers[at] === -1) this.#size++;
    this.#numbers[at] = number;
    this.#values[at] = value;
  }

  /** The value of `number`, still held. */
  get(number: number): V | undefined {
    const at = number % this.#numbers.length;
    return this.#numbers[at] === number ? this.#values[at] : undefined;
  }

  /** The value of `number`, no longer held. */
  take(number: number): V | undefined {
    const at = number % this.#numbers.length;
    if (this.#numbers[at] !== number) return undefined;
    const value = this.#values[at];
    this.#numbers[at] = -1;
    this.#values[at] = undefined;
    this.#size--;
    return value;
  }

  numbers(): number[] {
    return this.#numbers.filter((number) => number !== -1);
  }

  /** Twice the room: numbers held a long time apart then sit in slots of their own. */
  #grow() {
    const [numbers, values] = [this.#numbers, this.#values];
    this.#numbers = new Array<number>(numbers.length * 2).fill(-1);
    this.#values = new Array<V | undefined>(numbers.length * 2).fill(undefined);
    for (let i = 0; i < numbers.length; i++) {
      if (numbers[i] === -1) continue;
      const at = numbers[i]! % this.#numbers.length;
      this.#numbers[at] = numbers[i]!;
      this.#values[at] = values[i];
    }
  }
}

/**
 * What the server keeps for `ttlMs` (answers for anonymous readers): at most `max`, the least
 * recently used going first, and the expired swept out every `ttlMs` while it holds any (decision
 * 086). Unswept, a cache whose entries live a second held its `max` long after they were of any use.
 */
export function expiringCache<V extends object>(max: number, ttlMs: number): LRUCache<string, V> {
  return new ExpiringCache<V>(max, ttlMs);
}

/** The sweep runs only while something is held: an idle cache, or one of a closed app, keeps no timer. */
class ExpiringCache<V extends object> extends LRUCache<string, V> {
  #sweep: NodeJS.Timeout | undefined;

  constructor(max: number, ttlMs: number) {
    super({ max, ttl: ttlMs });
  }

  override set(...args: Parameters<LRUCache<string, V>['set']>): this {
    super.set(...args);
    this.#sweep ??= setInterval(() => {
      this.purgeStale();
      if (this.size === 0) {
        clearInterval(this.#sweep);
        this.#sweep = undefined;
      }
    }, this.ttl).unref();
    return this;
  }
}
