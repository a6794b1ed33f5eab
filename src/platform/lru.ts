// A small least-recently-used cache with two bounds: how many entries, and how much they weigh in all (the caller
// says what an entry weighs, e.g. the bytes it was parsed from). An entry heavier than the whole budget is not kept.
// A Map keeps insertion order, so re-inserting on a hit makes the first key the least recently used.
export class Lru<K, V> {
  readonly #entries = new Map<K, { value: V; weight: number }>();
  #weight = 0;

  readonly maxEntries: number;
  readonly maxWeight: number;

  constructor(maxEntries: number, maxWeight = Number.POSITIVE_INFINITY) {
    if (!(maxEntries >= 1)) throw new Error('an LRU needs room for one entry');
    this.maxEntries = maxEntries;
    this.maxWeight = maxWeight;
  }

  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V, weight = 0): void {
    this.delete(key);
    if (weight > this.maxWeight) return;
    this.#entries.set(key, { value, weight });
    this.#weight += weight;
    for (const [oldest, entry] of this.#entries) {
      if (this.#entries.size <= this.maxEntries && this.#weight <= this.maxWeight) break;
      this.#entries.delete(oldest);
      this.#weight -= entry.weight;
    }
  }

  delete(key: K): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#weight -= entry.weight;
  }

  get size(): number { return this.#entries.size; }
  get weight(): number { return this.#weight; }
}

/** Freezes a value and everything in it: a cached value is shared by every reader, so none may change it. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
