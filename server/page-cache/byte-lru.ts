/** A map that forgets its least recently used entries once their total size passes a byte budget. */
export class ByteLru<V extends { bytes: number }> {
  readonly #entries = new Map<string, V>();
  #bytes = 0;

  constructor(readonly maxBytes: number) {}

  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): V | undefined {
    const value = this.#entries.get(key);
    if (value === undefined) return undefined;
    // Map keeps insertion order: moving a hit to the end makes the first key the least recent.
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  set(key: string, value: V): void {
    this.delete(key);
    // One entry larger than the whole budget would only push everything else out.
    if (value.bytes > this.maxBytes) return;
    this.#entries.set(key, value);
    this.#bytes += value.bytes;
    for (const [oldest, old] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= old.bytes;
    }
  }

  delete(key: string): void {
    const value = this.#entries.get(key);
    if (value === undefined) return;
    this.#entries.delete(key);
    this.#bytes -= value.bytes;
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }
}
