/**
 * Unit cohesion and formations.
 * - D10: D10.COHESION.SQUARE_6 (every base inside one 6"×6" square, which may be turned to any
 *   angle: D10.AMBIG.COHESION) and D10.COHESION.LINK_1 (each model within 1" of another).
 * - Battle Forge: BF.MOVE.COHERENCY_2IN and BF.MOVE.MAX_SPREAD_6IN, edge to edge (BF.AMBIG.COHERENCY).
 * D10.COHESION.REMOVE: when it fails, models are removed one at a time until it holds; the owner
 * chooses which (D10.AMBIG.COHESION), so the app only suggests.
 */
import { type BaseShape, type PlacedModel, boundingRadius, outlineOf, toWorld } from './shapes';
import { modelDistance } from './distance';
import type { TableIndex } from './table';
import { standingProblem } from './legal';
import { type Point, EPS, norm } from './units';

/**
 * How a unit holds together. 'square': every base within one 6" square and each within 1" of
 * another (D10.COHESION.SQUARE_6, D10.COHESION.LINK_1). 'spread': each base within 2" of another
 * and no two more than 6" apart (BF.MOVE.COHERENCY_2IN, BF.MOVE.MAX_SPREAD_6IN).
 */
export type CohesionRule = 'square' | 'spread';

export interface CohesionProblem {
  code: 'square' | 'link' | 'spread';
  message: string;
  modelIds: string[];
}

export interface CohesionResult {
  ok: boolean;
  problems: CohesionProblem[];
  /** Models whose removal, one by one, restores cohesion (a suggestion; the owner chooses). */
  removeSuggestion: string[];
}

export const SQUARE_SIDE = 6;

/** Angles tried across a quarter turn before the best is refined (minSquareSide). */
const SQUARE_STEPS = 90;

interface Support {
  points: Point[];
  radius: number;
}

const supportOf = (m: PlacedModel): Support =>
  m.shape.kind === 'circle' ? { points: [{ x: m.x, y: m.y }], radius: m.shape.radius } : { points: outlineOf(m, 24), radius: 0 };

function sideAt(supports: readonly Support[], angle: number): number {
  const ux = Math.cos(angle), uy = Math.sin(angle);
  let minU = Infinity, maxU = -Infinity, minV = Infinity, maxV = -Infinity;
  for (const s of supports)
    for (const p of s.points) {
      const u = p.x * ux + p.y * uy, v = -p.x * uy + p.y * ux;
      if (u - s.radius < minU) minU = u - s.radius;
      if (u + s.radius > maxU) maxU = u + s.radius;
      if (v - s.radius < minV) minV = v - s.radius;
      if (v + s.radius > maxV) maxV = v + s.radius;
    }
  return Math.max(maxU - minU, maxV - minV);
}

/** Side of the smallest square, turned to the best angle, that holds every base whole. */
export function minSquareSide(models: readonly PlacedModel[]): number {
  if (models.length === 0) return 0;
  const supports = models.map(supportOf);
  const STEPS = SQUARE_STEPS;
  let bestAngle = 0, best = Infinity;
  for (let i = 0; i < STEPS; i++) {
    const a = (i / STEPS) * (Math.PI / 2);
    const s = sideAt(supports, a);
    if (s < best) {
      best = s;
      bestAngle = a;
    }
  }
  // Refine around the best sampled angle (golden-section search over one step either side).
  let lo = bestAngle - Math.PI / 2 / STEPS, hi = bestAngle + Math.PI / 2 / STEPS;
  for (let k = 0; k < 40; k++) {
    const m1 = lo + (hi - lo) * 0.382, m2 = lo + (hi - lo) * 0.618;
    if (sideAt(supports, m1) < sideAt(supports, m2)) hi = m2;
    else lo = m1;
  }
  return Math.min(best, sideAt(supports, (lo + hi) / 2));
}

/** Whether the i-th and j-th bases are within `link` of each other, edge to edge. */
function linker(models: readonly PlacedModel[], link: number): (i: number, j: number) => boolean {
  // Centres farther apart than both bases' reach and the link cannot be linked: no need to measure.
  const reach = models.map((m) => boundingRadius(m.shape));
  return (i, j) => {
    const a = models[i]!, b = models[j]!;
    if (norm(a.x - b.x, a.y - b.y) - reach[i]! - reach[j]! > link + EPS + 1e-9) return false;
    return modelDistance(a, b) <= link + EPS;
  };
}

const linkOf = (rule: CohesionRule): number => (rule === 'square' ? 1 : 2);

function problemsOf(models: readonly PlacedModel[], rule: CohesionRule): CohesionProblem[] {
  const problems: CohesionProblem[] = [];
  if (models.length < 2) return problems;
  const link = linkOf(rule);
  const linked = linker(models, link);
  const loners = models.filter((m, i) => !models.some((o, j) => o !== m && linked(i, j)));
  if (loners.length > 0)
    problems.push({
      code: 'link',
      message: `${loners.length === 1 ? 'A model is' : `${loners.length} models are`} more than ${link}" from every other model of the unit.`,
      modelIds: loners.map((m) => m.id),
    });
  if (rule === 'square') {
    const side = minSquareSide(models);
    if (side > SQUARE_SIDE + EPS)
      problems.push({ code: 'square', message: `The unit does not fit in a 6" square (it needs ${side.toFixed(1)}").`, modelIds: models.map((m) => m.id) });
  } else {
    const far = new Set<string>();
    for (let i = 0; i < models.length; i++)
      for (let j = i + 1; j < models.length; j++)
        if (modelDistance(models[i]!, models[j]!) > 6 + EPS) far.add(models[i]!.id).add(models[j]!.id);
    if (far.size > 0) problems.push({ code: 'spread', message: 'Two models of the unit are more than 6" apart.', modelIds: [...far] });
  }
  return problems;
}

/** How badly the models break cohesion: loners first, then how far past the limit they spread. */
function badness(models: readonly PlacedModel[], rule: CohesionRule): number {
  const problems = problemsOf(models, rule);
  if (problems.length === 0) return 0;
  let score = 0;
  for (const p of problems) score += p.code === 'link' ? 1000 * p.modelIds.length : 1;
  if (rule === 'square') score += Math.max(0, minSquareSide(models) - SQUARE_SIDE);
  return score;
}

/**
 * Whether the unit holds together: exactly `cohesion(models, rule).ok`, answered without listing the
 * problems or working out whom to remove, and stopping at the first thing that settles it (a loner,
 * or a turned square that already fits). For the engines' repeated questions — casualties that keep
 * cohesion, a charge's models placed one by one — where only the yes or no is wanted.
 */
export function cohesive(models: readonly PlacedModel[], rule: CohesionRule): boolean {
  if (models.length < 2) return true;
  const linked = linker(models, linkOf(rule));
  for (let i = 0; i < models.length; i++) {
    let any = false;
    for (let j = 0; j < models.length && !any; j++) any = j !== i && linked(i, j);
    if (!any) return false;
  }
  if (rule === 'spread') {
    for (let i = 0; i < models.length; i++) for (let j = i + 1; j < models.length; j++) if (modelDistance(models[i]!, models[j]!) > 6 + EPS) return false;
    return true;
  }
  return fitsSquare(models);
}

/** minSquareSide(models) <= SQUARE_SIDE + EPS, stopping at the first sampled angle where the square fits. */
function fitsSquare(models: readonly PlacedModel[]): boolean {
  const supports = models.map(supportOf);
  for (let i = 0; i < SQUARE_STEPS; i++) if (sideAt(supports, (i / SQUARE_STEPS) * (Math.PI / 2)) <= SQUARE_SIDE + EPS) return true;
  return minSquareSide(models) <= SQUARE_SIDE + EPS;
}

/** D10.COHESION.* / BF.MOVE.COHERENCY_2IN / BF.MOVE.MAX_SPREAD_6IN: does the unit hold together, and if not, whom to remove. */
export function cohesion(models: readonly PlacedModel[], rule: CohesionRule): CohesionResult {
  const problems = problemsOf(models, rule);
  const removeSuggestion: string[] = [];
  let rest = [...models];
  let left = problems;
  while (rest.length > 1 && left.length > 0) {
    let pick = 0, pickScore = Infinity;
    for (let i = 0; i < rest.length; i++) {
      const s = badness(rest.filter((_, j) => j !== i), rule);
      if (s < pickScore) {
        pickScore = s;
        pick = i;
      }
    }
    removeSuggestion.push(rest[pick]!.id);
    rest = rest.filter((_, j) => j !== pick);
    left = problemsOf(rest, rule);
  }
  return { ok: problems.length === 0, problems, removeSuggestion };
}

export interface FormationOptions {
  rule?: CohesionRule;
  /** Gap between neighbouring bases, edge to edge (default 0.5"). */
  gap?: number;
  /** Model ids; otherwise `${idPrefix}${i + 1}`. */
  ids?: string[];
  idPrefix?: string;
  /** When given, the formation is shifted to the nearest spot where every base may stand. */
  index?: TableIndex;
  /** Units whose bases may be ignored when checking for overlap (e.g. the unit being placed). */
  ignoreUnits?: string[];
}

function grid(center: Point, count: number, shape: BaseShape, facing: number, gap: number, ids: string[], cols: number): PlacedModel[] {
  const [hx, hy] = halfExtents(shape);
  const rows = Math.ceil(count / cols);
  const out: PlacedModel[] = [];
  for (let i = 0; i < count; i++) {
    const row = Math.floor(i / cols);
    const inRow = row === rows - 1 ? count - row * cols : cols;
    const col = i % cols;
    const u = (col - (inRow - 1) / 2) * (2 * hx + gap);
    const v = ((rows - 1) / 2 - row) * (2 * hy + gap);
    const p = toWorld({ x: center.x, y: center.y, facing }, u, v);
    out.push({ id: ids[i]!, x: p.x, y: p.y, facing, shape });
  }
  return out;
}

function halfExtents(shape: BaseShape): [number, number] {
  return shape.kind === 'circle' ? [shape.radius, shape.radius] : shape.kind === 'oval' ? [shape.rx, shape.ry] : [shape.halfWidth, shape.halfDepth];
}

/**
 * How many models to a rank: the block whose longer side is shortest, so that long bases (cavalry on
 * ovals) stand in more files and fewer ranks and the block fits the cohesion square. Ties go to the
 * wider block, which deploys along a table edge more easily.
 */
function filesFor(count: number, shape: BaseShape, gap: number): number[] {
  const [hx, hy] = halfExtents(shape);
  const sizes = Array.from({ length: count }, (_, i) => i + 1).map((cols) => {
    const rows = Math.ceil(count / cols);
    return { cols, side: Math.max(cols * 2 * hx + (cols - 1) * gap, rows * 2 * hy + (rows - 1) * gap) };
  });
  return sizes.sort((a, b) => a.side - b.side || b.cols - a.cols).map((x) => x.cols);
}

/**
 * `count` models in ranks about `center`, facing `facing`, in cohesion (D10.COHESION.ALWAYS) —
 * for deployment and reserves. With an index, the block is moved to the nearest spot (spiralling
 * out in ½" steps up to 12") where every base is on the table, off impassable terrain and clear of
 * other bases.
 */
export function formation(center: Point, count: number, shape: BaseShape, facing: number, opts: FormationOptions = {}): PlacedModel[] {
  const rule = opts.rule ?? 'square';
  const ids = opts.ids ?? Array.from({ length: count }, (_, i) => `${opts.idPrefix ?? 'm'}${i + 1}`);
  const wanted = Math.min(opts.gap ?? 0.5, rule === 'square' ? 1 : 2);
  // The squarest block first, then others; within each, the gap is narrowed until the unit holds together.
  let gap = wanted;
  let cols = filesFor(count, shape, wanted)[0]!;
  let models = grid(center, count, shape, facing, gap, ids, cols);
  found: for (const c of filesFor(count, shape, wanted).slice(0, 4))
    for (let g = wanted; g > 0.01; g /= 2) {
      const tried = grid(center, count, shape, facing, g, ids, c);
      if (cohesion(tried, rule).ok) {
        [gap, cols, models] = [g, c, tried];
        break found;
      }
    }
  const index = opts.index;
  if (!index) return models;
  const ignore = new Set(opts.ignoreUnits ?? []);
  for (let ring = 0; ring <= 24; ring++) {
    const steps = ring === 0 ? 1 : ring * 8;
    for (let k = 0; k < steps; k++) {
      const a = (2 * Math.PI * k) / steps;
      const c = { x: center.x + ring * 0.5 * Math.cos(a), y: center.y + ring * 0.5 * Math.sin(a) };
      const placed = grid(c, count, shape, facing, gap, ids, cols);
      if (placed.every((m) => standingProblem(index, m, ignore) === undefined)) return placed;
    }
  }
  return models;
}
