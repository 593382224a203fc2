/** 1 / L2 norm of a document vector from the sum of its squared values (training and scoring share it). */
export function documentScale(sumOfSquares: number): number {
  return sumOfSquares > 0 ? 1 / Math.sqrt(sumOfSquares) : 0;
}
