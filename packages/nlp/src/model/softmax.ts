/** softmax(scores / temperature), stable against overflow; written into `out` when given (hot loops). */
export function softmax(
  scores: ArrayLike<number>,
  temperature: number,
  out = new Float64Array(scores.length),
): Float64Array {
  let max = -Infinity;
  for (let i = 0; i < scores.length; i++) max = Math.max(max, (scores[i] as number) / temperature);
  let sum = 0;
  for (let i = 0; i < scores.length; i++) {
    const e = Math.exp((scores[i] as number) / temperature - max);
    out[i] = e;
    sum += e;
  }
  for (let i = 0; i < scores.length; i++) out[i] = (out[i] as number) / sum;
  return out;
}
