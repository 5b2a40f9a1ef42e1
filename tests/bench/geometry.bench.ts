/**
 * Geometry benchmarks (issue 4). A full table: 72"×48", 20 terrain pieces, 60 units of 5 models.
 * - los.allpairs_ms: unit line of sight (status and visible share, D10 rules: other units block)
 *   for every pair of the 60 units — all 1770 unordered pairs, friends included.
 * - los.naive_ratio: the same answers worked out naively — every sight line tested against every
 *   terrain edge and every base, no index and no culling — divided by the indexed time.
 * - los.drag_update_ms: one dragged unit's update: rebuild the index with it moved, then distance,
 *   move legality of its drag path and line of sight to every enemy unit.
 * - los.allpairs_{blocked,partial,clear}_ms: the all-pairs sweep split by answer — each class of
 *   pairs timed alone — so what the whole costs can be traced to the kind of answer that costs it;
 *   los.opposing_pairs_ms: only the pairs of opposing units (what `tenfold analyze` asks).
 * - los.can_target_ms: whether each unit may target each enemy unit (`unitCanTarget`, what a game
 *   asks before a unit shoots): every ordered pair of opposing units, 1800 questions.
 * Timings are CPU time (see `time`), medians over repeated runs.
 * Run: node --import tsx tests/bench/geometry.bench.ts (or `npm run bench`).
 */
import { median, record } from './record';
import {
  type Table,
  type TableUnit,
  type TerrainPiece,
  buildTableIndex,
  checkMove,
  formation,
  roundBase,
  unitCanTarget,
  unitDistance,
  unitLineOfSight,
} from '../../shared/geometry/index';
import { sightRules } from '../../shared/geometry/los';
import { ObstacleSet, sightingIn } from '../../shared/geometry/sight';
import { bboxOf, boundingRadius } from '../../shared/geometry/shapes';
import { polygonBBox } from '../../shared/geometry/polygon';
import { D10_TABLE } from '../support/table-rules';

/** Mulberry32: a seeded generator so every run measures the same table. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function buildTable(): Table {
  const rand = rng(20261121);
  const terrain: TerrainPiece[] = [];
  const kinds = ['building', 'wall', 'forest', 'ruins', 'rocks'] as const;
  for (let i = 0; i < 20; i++) {
    const kind = kinds[i % kinds.length]!;
    const w = kind === 'wall' ? 0.5 + rand() : 3 + rand() * 5;
    const h = kind === 'wall' ? 4 + rand() * 4 : 3 + rand() * 5;
    const x = 6 + rand() * (60 - w), y = 6 + rand() * (36 - h);
    const polygon = [
      { x, y },
      { x: x + w, y },
      { x: x + w, y: y + h },
      { x, y: y + h },
    ];
    const blocking = kind === 'building' || kind === 'wall' || kind === 'rocks';
    terrain.push({ id: `t${i}`, kind, polygon, blocksSight: blocking, impassable: blocking, difficult: !blocking, cover: blocking ? 'hard' : 'soft' });
  }
  const partial: Table = { width: 72, height: 48, terrain, units: [] };
  const units: TableUnit[] = [];
  for (let u = 0; u < 60; u++) {
    const side = (u % 2) as 0 | 1;
    const index = buildTableIndex({ ...partial, units });
    const center = { x: 4 + rand() * 64, y: side === 0 ? 3 + rand() * 18 : 27 + rand() * 18 };
    const models = formation(center, 5, roundBase(25), side === 0 ? 0 : Math.PI, { index, idPrefix: `u${u}m` });
    units.push({ id: `u${u}`, side, models });
  }
  return { ...partial, units };
}

const table = buildTable();
const index = buildTableIndex(table);
const pairs: Array<[TableUnit, TableUnit]> = [];
for (let i = 0; i < table.units.length; i++)
  for (let j = i + 1; j < table.units.length; j++) pairs.push([table.units[i]!, table.units[j]!]);

function allPairs(list = pairs): string[] {
  return list.map(([a, b]) => {
    const los = unitLineOfSight(index, a, b, { rules: D10_TABLE });
    return `${los.status}:${los.visible.toFixed(6)}`;
  });
}

/**
 * The same answers with no index: every sight line meets every terrain piece and every base on the
 * table, with no R-tree and no culling.
 */
function naiveAllPairs(): string[] {
  const everyModel = table.units.flatMap((unit) => unit.models.map((model) => ({ model, unit, bbox: bboxOf(model) })));
  const everyPiece = table.terrain.map((piece) => ({ piece, bbox: polygonBBox(piece.polygon) }));
  return pairs.map(([a, b]) => {
    const rules = sightRules({ rules: D10_TABLE, shooterUnitId: a.id, targetUnitId: b.id, shooterSide: a.side });
    const discs = everyModel
      .filter((e) => rules.unitBlocks(e.unit))
      .map((entry) => ({ entry, obstacle: { kind: 'disc' as const, x: entry.model.x, y: entry.model.y, r: boundingRadius(entry.model.shape) } }));
    const polygons = everyPiece
      .filter((t) => rules.terrain(t.piece) !== 'ignore')
      .map((t) => ({ kind: 'polygon' as const, points: t.piece.polygon, box: t.bbox, piece: t.piece, how: rules.terrain(t.piece) }));
    const set = new ObstacleSet().load(discs, polygons);
    let best = 0, anyLine = false;
    for (const t of b.models) {
      let modelBest = 0;
      for (const f of a.models) {
        const s = sightingIn(f, t, set, false);
        if (!s.anyLine) continue;
        if (!anyLine || s.fraction > best) best = s.fraction;
        anyLine = true;
        modelBest = Math.max(modelBest, s.fraction);
        if (modelBest >= 1) break;
      }
      if (best >= 1) break;
    }
    return `${!anyLine ? 'blocked' : best >= 1 ? 'clear' : 'partial'}:${best.toFixed(6)}`;
  });
}

/**
 * Median milliseconds per run. Measured as the process's CPU time rather than the wall clock: the
 * development machines run several jobs at once, and time spent waiting for a core is not ours.
 * On an idle machine the two agree (the work is single-threaded).
 */
function time(fn: () => unknown, runs: number): number {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const c0 = process.cpuUsage();
    fn();
    const c = process.cpuUsage(c0);
    samples.push((c.user + c.system) / 1000);
  }
  return median(samples);
}

// Warm up, and check that the naive answers agree with the indexed ones.
const indexed = allPairs();
const naive = naiveAllPairs();
const disagree = indexed.filter((v, i) => v !== naive[i]).length;
const counts = indexed.reduce<Record<string, number>>((acc, v) => ((acc[v.split(':')[0]!] = (acc[v.split(':')[0]!] ?? 0) + 1), acc), {});
console.log(`${pairs.length} unit pairs: ${JSON.stringify(counts)}; naive disagrees on ${disagree}`);
for (let i = 0; i < 5; i++) allPairs();

const allPairsMs = time(allPairs, 30);
const byStatus = (status: string) => pairs.filter((_, i) => indexed[i]!.startsWith(`${status}:`));
const classMs = Object.fromEntries(
  ['blocked', 'partial', 'clear'].map((status) => {
    const list = byStatus(status);
    return [status, time(() => allPairs(list), 30)];
  }),
);
const opposing = pairs.filter(([a, b]) => a.side !== b.side);
const opposingMs = time(() => allPairs(opposing), 30);
const targeting = opposing.flatMap(([a, b]): Array<[TableUnit, TableUnit]> => [[a, b], [b, a]]);
const mayTarget = () => targeting.map(([a, b]) => unitCanTarget(index, a, b, D10_TABLE));
const targetable = mayTarget();
const fullAnswers = targeting.map(([a, b]) => unitLineOfSight(index, a, b, { rules: D10_TABLE }).status !== 'blocked');
console.log(`targeting: ${targetable.filter(Boolean).length} of ${targeting.length} may; disagrees with full line of sight on ${targetable.filter((v, i) => v !== fullAnswers[i]).length}`);
const canTargetMs = time(mayTarget, 30);
const naiveMs = time(naiveAllPairs, 3);

// Drag: unit u0 slides across its deployment zone in small steps.
const dragged = table.units[0]!;
const enemies = table.units.filter((u) => u.side !== dragged.side);
let step = 0;
function dragUpdate(): void {
  step++;
  const dx = Math.sin(step / 7) * 3, dy = Math.cos(step / 11) * 2;
  const moved: TableUnit = { ...dragged, models: dragged.models.map((m) => ({ ...m, x: m.x + dx, y: m.y + dy })) };
  const idx = index.withUnit(dragged);
  checkMove(idx, {
    unitId: dragged.id,
    paths: Object.fromEntries(moved.models.map((m) => [m.id, [{ x: m.x, y: m.y }]])),
    allowance: 6,
    mode: 'move',
    rules: D10_TABLE.movement('move'),
  });
  const after = index.withUnit(moved);
  for (const e of enemies) {
    unitDistance(moved.models, e.models);
    unitLineOfSight(after, moved, e, { rules: D10_TABLE });
  }
}
for (let i = 0; i < 20; i++) dragUpdate();
const dragMs = time(dragUpdate, 200);

record({
  'los.allpairs_ms': { value: allPairsMs, unit: 'ms' },
  'los.naive_ratio': { value: naiveMs / allPairsMs, unit: 'x' },
  'los.allpairs_blocked_ms': { value: classMs.blocked!, unit: 'ms' },
  'los.allpairs_partial_ms': { value: classMs.partial!, unit: 'ms' },
  'los.allpairs_clear_ms': { value: classMs.clear!, unit: 'ms' },
  'los.opposing_pairs_ms': { value: opposingMs, unit: 'ms' },
  'los.can_target_ms': { value: canTargetMs, unit: 'ms' },
  'los.drag_update_ms': { value: dragMs, unit: 'ms' },
});
