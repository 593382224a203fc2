/** softmax(scores / temperature), stable against overflow. */
export function softmax(scores: ArrayLike<number>, temperature: number): Float64Array {
  const out = new Float64Array(scores.length);
  let max = -Infinity;
  for (let i = 0; i < scores.length; i++) max = Math.max(max, (scores[i] as number) / temperature);
  let sum = 0;
  for (let i = 0; i < scores.length; i++) {
    const e = Math.exp((scores[i] as number) / temperature - max);
    out[i] = e;
    sum += e;
  }
  for (let i = 0; i < out.length; i++) out[i] = (out[i] as number) / sum;
  return out;
}
