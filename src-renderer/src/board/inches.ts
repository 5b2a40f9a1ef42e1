/** "12.0″" — one decimal, as a tape measure is read. */
export function fmtInches(n: number): string {
  return Number.isFinite(n) ? `${(Math.round(n * 10) / 10).toFixed(1)}″` : '—';
}
