const NEWLINE = 0x0a;

/**
 * A model's feature strings as one array of UTF-16 code units with the start of each: about 2 bytes a
 * character, where an array of 436,000 JavaScript strings costs a header, a pointer and padding each and
 * keeps the garbage collector busy. Feature f is units[starts[f]] up to units[starts[f + 1]].
 */
export interface PackedVocabulary {
  readonly size: number;
  readonly units: Uint16Array;
  /** size + 1 entries: starts[size] is units.length. */
  readonly starts: Uint32Array;
}

export function packVocabulary(vocab: readonly string[]): PackedVocabulary {
  const starts = new Uint32Array(vocab.length + 1);
  let total = 0;
  vocab.forEach((key, f) => {
    starts[f] = total;
    total += key.length;
  });
  starts[vocab.length] = total;
  const units = new Uint16Array(total);
  vocab.forEach((key, f) => {
    const start = starts[f] as number;
    for (let i = 0; i < key.length; i++) units[start + i] = key.charCodeAt(i);
  });
  return { size: vocab.length, units, starts };
}

/**
 * The vocabulary section of a model file (features joined by newlines) packed without splitting it into
 * strings: one decode of the UTF-8 section, then its code units are copied and the newlines become starts.
 */
export function unpackVocabularySection(text: string, count: number): PackedVocabulary {
  if (count === 0) return { size: 0, units: new Uint16Array(0), starts: new Uint32Array(1) };
  const units = new Uint16Array(text.length - (count - 1));
  const starts = new Uint32Array(count + 1);
  let f = 0;
  let u = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === NEWLINE) {
      if (++f >= count) throw new Error('corrupt model file');
      starts[f] = u;
    } else {
      units[u++] = code;
    }
  }
  if (f !== count - 1) throw new Error('corrupt model file');
  starts[count] = u;
  return { size: count, units, starts };
}

/** Feature f's string (for reports and tests; the scorer never builds it). */
export function vocabularyKey(vocab: PackedVocabulary, f: number): string {
  return String.fromCharCode(...vocab.units.subarray(vocab.starts[f], vocab.starts[f + 1]));
}
