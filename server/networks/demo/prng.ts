/**
 * A small seedable PRNG for the demo network. Everything the demo network says is a pure function of a seed and
 * a date, so each (account, day, purpose) gets its own generator: any day can be produced on its own and the
 * same question always gets the same answer.
 */

/** FNV-1a of a string, finished with an avalanche step so close strings give far-apart seeds. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }

  return avalanche(hash);
}

/** murmur3's 32-bit finaliser. */
function avalanche(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;

  return h >>> 0;
}

/** One 32-bit seed from several integers (order matters). */
export function mixSeed(...parts: number[]): number {
  let hash = 0x9e3779b9;
  for (const part of parts) hash = avalanche(Math.imul(hash ^ (part | 0), 0x27d4eb2d) + 0x165667b1);

  return hash;
}

export type Rng = {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [min, max). */
  range(min: number, max: number): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** An item chosen with the given weights. */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
  /** Standard normal (Box–Muller). */
  normal(): number;
  /** Poisson with mean `lambda` (Knuth; the demo only uses small means). */
  poisson(lambda: number): number;
};

/** mulberry32: tiny, fast and good enough for synthetic data. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);

    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng: Rng = {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new RangeError('pick from an empty list');

      return item;
    },
    weighted: (items) => {
      const total = items.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [item, weight] of items) {
        roll -= weight;
        if (roll < 0) return item;
      }
      const last = items[items.length - 1];
      if (!last) throw new RangeError('weighted pick from an empty list');

      return last[0];
    },
    normal: () => {
      const u = 1 - next();

      return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
    },
    poisson: (lambda) => {
      const limit = Math.exp(-lambda);
      let count = 0;
      let product = next();
      while (product > limit) {
        count++;
        product *= next();
      }

      return count;
    },
  };

  return rng;
}

/** The generator for one purpose of one seed on one day. */
export function rngFor(...parts: number[]): Rng {
  return createRng(mixSeed(...parts));
}
