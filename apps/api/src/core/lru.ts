/**
 * A bounded least-recently-used map: a Map keeps insertion order, so re-inserting on read moves an entry to the end
 * and the first key is always the least recently used. Each entry has a weight (1 unless given); past `maxWeight`
 * the least recently used entries go. Lookups and inserts are O(1).
 */
export class Lru<V> {
  private readonly entries = new Map<string, { value: V; weight: number }>();
  private total = 0;

  constructor(private readonly maxWeight: number) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V, weight = 1): void {
    const old = this.entries.get(key);
    if (old) {
      this.total -= old.weight;
      this.entries.delete(key);
    }
    const w = Math.max(1, weight);
    if (w > this.maxWeight) return;
    this.entries.set(key, { value, weight: w });
    this.total += w;
    for (const [k, e] of this.entries) {
      if (this.total <= this.maxWeight) break;
      this.entries.delete(k);
      this.total -= e.weight;
    }
  }

  get size(): number {
    return this.entries.size;
  }

  get weight(): number {
    return this.total;
  }
}
