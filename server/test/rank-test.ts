/**
 * Mann–Whitney U test (normal approximation, ties averaged): how far two samples' ranks are from what chance
 * gives. Distribution-free, so one slow outlier (a GC pause, a busy neighbour) cannot decide a timing test.
 * Returns the z score and the probability that a random `a` is above a random `b` (0.5 = no difference).
 */
export function mannWhitney(a: number[], b: number[]): { z: number; pAbove: number } {
  const all = [
    ...a.map((value) => ({ value, fromA: true })),
    ...b.map((value) => ({ value, fromA: false })),
  ].sort((x, y) => x.value - y.value);
  const ranks = new Array<number>(all.length);
  let tieCorrection = 0;
  for (let i = 0; i < all.length; ) {
    let j = i;
    while (j + 1 < all.length && all[j + 1]!.value === all[i]!.value) j += 1;
    const rank = (i + j) / 2 + 1;
    for (let k = i; k <= j; k += 1) ranks[k] = rank;
    const ties = j - i + 1;
    tieCorrection += ties ** 3 - ties;
    i = j + 1;
  }
  const rankSumA = all.reduce((sum, item, index) => (item.fromA ? sum + ranks[index]! : sum), 0);
  const n1 = a.length;
  const n2 = b.length;
  const n = n1 + n2;
  const u = rankSumA - (n1 * (n1 + 1)) / 2;
  const mean = (n1 * n2) / 2;
  const variance = ((n1 * n2) / 12) * (n + 1 - tieCorrection / (n * (n - 1)));
  return { z: variance > 0 ? (u - mean) / Math.sqrt(variance) : 0, pAbove: u / (n1 * n2) };
}
