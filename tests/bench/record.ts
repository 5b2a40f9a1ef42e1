/**
 * Benchmarks write their figures here: tests/bench/results.json, as
 * {"<name>": {"value": n, "unit": "…"}}. Each call merges into what earlier benchmarks wrote.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// Set by run.js, which runs a bundled copy of each benchmark from out/bench.
const resultsPath = process.env.TENFOLD_BENCH_RESULTS ?? fileURLToPath(new URL('./results.json', import.meta.url));

export interface Figure {
  value: number;
  unit: string;
}

export function record(figures: Record<string, Figure>): void {
  const current: Record<string, Figure> = existsSync(resultsPath)
    ? (JSON.parse(readFileSync(resultsPath, 'utf8')) as Record<string, Figure>)
    : {};
  for (const [name, figure] of Object.entries(figures)) {
    current[name] = { value: Number(figure.value.toPrecision(6)), unit: figure.unit };
    console.log(`${name.padEnd(28)} ${String(current[name]!.value).padStart(12)} ${figure.unit}`);
  }
  writeFileSync(resultsPath, JSON.stringify(current, null, 2) + '\n');
}

/** Median of a list of samples (the list is sorted in place). */
export function median(samples: number[]): number {
  samples.sort((a, b) => a - b);
  const mid = samples.length >> 1;
  return samples.length % 2 ? samples[mid]! : (samples[mid - 1]! + samples[mid]!) / 2;
}

/** The p-th percentile (0–100) of a list of samples (sorted in place). */
export function percentile(samples: number[], p: number): number {
  samples.sort((a, b) => a - b);
  const index = Math.min(samples.length - 1, Math.ceil((p / 100) * samples.length) - 1);
  return samples[Math.max(0, index)]!;
}
