import type { PackedVocabulary } from './packed-vocabulary';

const EMPTY = -1;
const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
const SPACE = 0x20;

/**
 * A model's feature ids by key (`${family} ${body}`), looked up from a stretch of a string without
 * building the key. A long text's new words cost about forty char n-gram lookups each; slicing and
 * concatenating a key string for every one of them was most of the time of a 10,000-character text.
 */
export interface FeatureIndex {
  /** The id of feature `${family} ${text.slice(start, end)}`, or -1 if the model does not know it. */
  find(family: string, text: string, start: number, end: number): number;
}

function hashRange(h: number, text: string, start: number, end: number): number {
  for (let i = start; i < end; i++) h = Math.imul(h ^ text.charCodeAt(i), FNV_PRIME);
  return h;
}

/** The hash of the key's start, `${family} `: a lookup goes on from it with the body's stretch. */
function hashFamily(family: string): number {
  return Math.imul(hashRange(FNV_OFFSET, family, 0, family.length) ^ SPACE, FNV_PRIME);
}

function hashUnits(units: Uint16Array, start: number, end: number): number {
  let h = FNV_OFFSET;
  for (let i = start; i < end; i++) h = Math.imul(h ^ (units[i] as number), FNV_PRIME);
  return h;
}

/** Whether the key at units[keyStart..keyEnd) is exactly `${family} ${text.slice(start, end)}`. */
function keyMatches(
  units: Uint16Array,
  keyStart: number,
  keyEnd: number,
  family: string,
  text: string,
  start: number,
  end: number,
): boolean {
  const bodyStart = keyStart + family.length + 1;
  if (keyEnd - bodyStart !== end - start || units[bodyStart - 1] !== SPACE) return false;
  for (let i = 0; i < family.length; i++) if (units[keyStart + i] !== family.charCodeAt(i)) return false;
  for (let i = start; i < end; i++) if (units[bodyStart + i - start] !== text.charCodeAt(i)) return false;
  return true;
}

/**
 * Open addressing with linear probing over FNV-1a hashes of the keys' UTF-16 code units; each slot
 * keeps its key's hash so that a probe compares strings only when the hashes agree.
 */
export function createFeatureIndex(vocab: PackedVocabulary): FeatureIndex {
  const { units, starts } = vocab;
  let size = 1;
  while (size < vocab.size * 2) size *= 2;
  const mask = size - 1;
  // Slot s holds a hash at 2s and its feature id at 2s + 1: one probe reads one cache line.
  const slots = new Int32Array(size * 2).fill(EMPTY);
  for (let f = 0; f < vocab.size; f++) {
    const h = hashUnits(units, starts[f] as number, starts[f + 1] as number);
    let slot = h & mask;
    while (slots[2 * slot + 1] !== EMPTY) slot = (slot + 1) & mask;
    slots[2 * slot] = h;
    slots[2 * slot + 1] = f;
  }
  const familyHashes = new Map<string, number>();

  return {
    find(family, text, start, end) {
      let h = familyHashes.get(family);
      if (h === undefined) familyHashes.set(family, (h = hashFamily(family)));
      h = hashRange(h, text, start, end);
      for (let slot = h & mask; ; slot = (slot + 1) & mask) {
        const f = slots[2 * slot + 1] as number;
        if (f === EMPTY) return EMPTY;
        if (
          slots[2 * slot] === h &&
          keyMatches(units, starts[f] as number, starts[f + 1] as number, family, text, start, end)
        )
          return f;
      }
    },
  };
}
