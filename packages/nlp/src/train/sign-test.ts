/**
 * Exact two-sided sign test on paired outcomes: `gains` cases one model passes and the other fails, `losses` the
 * reverse (cases both pass or both fail carry no information). The probability, if each changed case were a fair
 * coin, of a split at least as uneven as the one seen (decision 0079).
 */
export function signTestP(gains: number, losses: number): number {
  const n = gains + losses;
  if (n === 0) return 1;
  const fewer = Math.min(gains, losses);
  // Sum of C(n, i) / 2^n for i <= fewer, in logs so that large n does not overflow.
  let logChoose = 0;
  let tail = 0;
  for (let i = 0; i <= fewer; i++) {
    if (i > 0) logChoose += Math.log(n - i + 1) - Math.log(i);
    tail += Math.exp(logChoose - n * Math.LN2);
  }
  return Math.min(1, 2 * tail);
}
