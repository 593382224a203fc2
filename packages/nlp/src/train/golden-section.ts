const PHI = (Math.sqrt(5) - 1) / 2;

/** The x in [lo, hi] that minimises a unimodal f, by golden-section search (interval shrinks 0.618x per step). */
export function goldenSectionMinimum(f: (x: number) => number, lo: number, hi: number, iterations = 60): number {
  let a = hi - PHI * (hi - lo);
  let b = lo + PHI * (hi - lo);
  let fa = f(a);
  let fb = f(b);
  for (let i = 0; i < iterations; i++) {
    if (fa < fb) {
      hi = b;
      b = a;
      fb = fa;
      a = hi - PHI * (hi - lo);
      fa = f(a);
    } else {
      lo = a;
      a = b;
      fa = fb;
      b = lo + PHI * (hi - lo);
      fb = f(b);
    }
  }
  return (lo + hi) / 2;
}
