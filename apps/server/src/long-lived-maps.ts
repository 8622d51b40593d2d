// Maps that live as long as the server and change with every request (decision 046). A Map whose
// entries come and go outgrows its table again and again, and V8 links each table it leaves, with
// the entries it held then, to the next one. Once a table is in the old generation, the young
// collector keeps every later table, and every request their entries reached, until a full
// collection: on a list of events that was 6 to 11 KB a request, and a full collection of 30 ms
// every second. These two change nothing but a number or a slot once they are big enough.

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

const NONE_DROPPED: readonly never[] = Object.freeze([]);

/**
 * The values used last, by key, up to `max` of them (or of their weights): a use writes a number
 * on the entry instead of moving it to the end of the Map, and the least recently used go when a
 * new value needs their room.
 */
export class RecentlyUsed<K, V> {
  readonly #entries = new Map<K, { value: V; used: number; weight: number }>();
  readonly #max: number;
  readonly #weigh: (value: V) => number;
  #uses = 0;
  #weight = 0;

  constructor(max: number, weigh: (value: V) => number = () => 1) {
    this.#max = max;
    this.#weigh = weigh;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    entry.used = ++this.#uses;
    return entry.value;
  }

  /** Keeps `value` as used now; gives back the values it let go for its room, least recently used first. */
  set(key: K, value: V): readonly V[] {
    const weight = this.#weigh(value);
    const entry = this.#entries.get(key);
    this.#weight += weight - (entry?.weight ?? 0);
    if (entry) Object.assign(entry, { value, weight, used: ++this.#uses });
    let dropped: V[] | undefined;
    // A kept entry is the last used, so never the one to go while another is there.
    while (this.#weight > this.#max && this.#entries.size > (entry ? 1 : 0)) {
      let oldest: K | undefined;
      let oldestUse = Infinity;
      for (const [someKey, { used }] of this.#entries) {
        if (used < oldestUse) [oldest, oldestUse] = [someKey, used];
      }
      (dropped ??= []).push(this.#entries.get(oldest!)!.value);
      this.delete(oldest!);
    }
    if (!entry) this.#entries.set(key, { value, weight, used: ++this.#uses });
    return dropped ?? NONE_DROPPED;
  }

  delete(key: K): boolean {
    const entry = this.#entries.get(key);
    if (!entry) return false;
    this.#weight -= entry.weight;
    return this.#entries.delete(key);
  }

  keys(): IterableIterator<K> {
    return this.#entries.keys();
  }
}
