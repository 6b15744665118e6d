/**
 * The middle value (the mean of the two middle ones for an even count): every bench reports medians
 * over interleaved rounds, since one busy spell of a shared machine would drag a mean. 0 when empty.
 * @param {number[]} values
 */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
