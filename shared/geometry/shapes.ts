/**
 * Bases and hulls (D10.MEASURE.CLOSEST_POINTS: distances run between the nearest points of bases
 * or hulls). Every shape is described as a convex "core" (a point or a convex polygon) grown by a
 * radius: a round base is its centre grown by its radius, a hull is its rectangle grown by 0, an
 * oval is a 32-sided polygon inscribed in the ellipse. One representation lets one distance routine
 * serve every pair of shapes.
 */
import type { BaseSpec } from './base-spec';
import { type Inches, type Point, mmToInches, heading, norm, rightOf } from './units';

export type BaseShape =
  | { kind: 'circle'; radius: Inches }
  | { kind: 'oval'; rx: Inches; ry: Inches }
  | { kind: 'rect'; halfWidth: Inches; halfDepth: Inches };

/** A model on the table: centre in table inches, facing in radians (see units.ts). */
export interface PlacedModel {
  id: string;
  x: number;
  y: number;
  facing: number;
  shape: BaseShape;
}

/** The round base sizes the books name, in millimetres. */
export const ROUND_BASE_SIZES_MM = [25, 28, 32, 40, 50, 60, 80, 100] as const;

/** A round base of the given diameter in millimetres. */
export function roundBase(diameterMm: number): BaseShape {
  return { kind: 'circle', radius: mmToInches(diameterMm / 2) };
}

/**
 * Converts a unit profile's base (shared/rulesets/d10-wargame/schema.ts) into a shape. An oval's
 * width runs across the model's facing and its depth along it, like a hull's.
 */
export function baseShapeFromSpec(spec: BaseSpec): BaseShape {
  switch (spec.shape) {
    case 'round':
      return roundBase(spec.mm);
    case 'oval':
      return { kind: 'oval', rx: mmToInches(spec.widthMm / 2), ry: mmToInches(spec.depthMm / 2) };
    case 'hull':
      return { kind: 'rect', halfWidth: mmToInches(spec.widthMm / 2), halfDepth: mmToInches(spec.depthMm / 2) };
  }
}

const OVAL_SIDES = 32;
/** The unit circle's corners for an oval's core, worked out once (the same values every call would compute). */
const OVAL_UNIT: readonly (readonly [number, number])[] = Array.from({ length: OVAL_SIDES }, (_, i) => {
  const a = (2 * Math.PI * i) / OVAL_SIDES;
  return [Math.cos(a), Math.sin(a)] as const;
});

/** Converts a local offset (u to the model's right, v ahead of it) into table inches. */
export function toWorld(model: Pick<PlacedModel, 'x' | 'y' | 'facing'>, u: number, v: number): Point {
  const f = heading(model.facing);
  const r = rightOf(model.facing);
  return { x: model.x + r.x * u + f.x * v, y: model.y + r.y * u + f.y * v };
}

/** Radius of the smallest circle about the centre that holds the whole base. */
export function boundingRadius(shape: BaseShape): number {
  switch (shape.kind) {
    case 'circle':
      return shape.radius;
    case 'oval':
      return Math.max(shape.rx, shape.ry);
    case 'rect':
      return norm(shape.halfWidth, shape.halfDepth);
  }
}

/** Radius of the largest circle about the centre inside the base. */
export function innerRadius(shape: BaseShape): number {
  switch (shape.kind) {
    case 'circle':
      return shape.radius;
    case 'oval':
      return Math.min(shape.rx, shape.ry);
    case 'rect':
      return Math.min(shape.halfWidth, shape.halfDepth);
  }
}

export interface Core {
  /** One point (round base) or a convex polygon, counter-clockwise or clockwise. */
  points: Point[];
  radius: number;
}

/** Cores worked out, per model object, with the place and facing they were worked out for. */
const cores = new WeakMap<PlacedModel, { x: number; y: number; facing: number; shape: BaseShape; core: Core }>();

/** The model's base as convex core plus radius, in table inches (worked out once per model object while it stands still). */
export function coreOf(model: PlacedModel): Core {
  const known = cores.get(model);
  if (known && known.x === model.x && known.y === model.y && known.facing === model.facing && known.shape === model.shape) return known.core;
  const core = computeCore(model);
  cores.set(model, { x: model.x, y: model.y, facing: model.facing, shape: model.shape, core });
  return core;
}

function computeCore(model: PlacedModel): Core {
  const s = model.shape;
  switch (s.kind) {
    case 'circle':
      return { points: [{ x: model.x, y: model.y }], radius: s.radius };
    case 'rect':
      return {
        points: [
          toWorld(model, -s.halfWidth, -s.halfDepth),
          toWorld(model, s.halfWidth, -s.halfDepth),
          toWorld(model, s.halfWidth, s.halfDepth),
          toWorld(model, -s.halfWidth, s.halfDepth),
        ],
        radius: 0,
      };
    case 'oval': {
      const f = heading(model.facing);
      const r = rightOf(model.facing);
      const points: Point[] = [];
      for (const [cos, sin] of OVAL_UNIT) {
        const u = s.rx * cos, v = s.ry * sin;
        points.push({ x: model.x + r.x * u + f.x * v, y: model.y + r.y * u + f.y * v });
      }
      return { points, radius: 0 };
    }
  }
}

/** The base's outline as a polygon (circles and ovals with `sides` corners), for drawing. */
export function outlineOf(model: PlacedModel, sides = 24): Point[] {
  const s = model.shape;
  if (s.kind === 'rect') return coreOf(model).points;
  const rx = s.kind === 'circle' ? s.radius : s.rx;
  const ry = s.kind === 'circle' ? s.radius : s.ry;
  const points: Point[] = [];
  for (let i = 0; i < sides; i++) {
    const a = (2 * Math.PI * i) / sides;
    points.push(toWorld(model, rx * Math.cos(a), ry * Math.sin(a)));
  }
  return points;
}

const GOLDEN_ANGLE = Math.PI * (3 - Math.sqrt(5));

/**
 * `count` points spread evenly over the base's area (a sunflower spiral for round and oval bases,
 * a grid for hulls). Each stands for an equal share of the base, so the share of them that can be
 * seen is the visible fraction the 1/3 and 50% rules ask for (BF.LOS.ONE_THIRD, QW.COVER.DEFINITION).
 */
export function areaSamples(model: PlacedModel, count = 16): Point[] {
  const s = model.shape;
  const out: Point[] = [];
  if (s.kind === 'rect') {
    const n = Math.max(1, Math.round(Math.sqrt(count)));
    for (let i = 0; i < n; i++)
      for (let j = 0; j < n; j++)
        out.push(toWorld(model, s.halfWidth * (((2 * i + 1) / n) - 1), s.halfDepth * (((2 * j + 1) / n) - 1)));
    return out;
  }
  const rx = s.kind === 'circle' ? s.radius : s.rx;
  const ry = s.kind === 'circle' ? s.radius : s.ry;
  for (let i = 0; i < count; i++) {
    const r = Math.sqrt((i + 0.5) / count);
    const a = i * GOLDEN_ANGLE;
    out.push(toWorld(model, rx * r * Math.cos(a), ry * r * Math.sin(a)));
  }
  return out;
}

/** Axis-aligned bounding box [minX, minY, maxX, maxY] of the base. */
export function bboxOf(model: PlacedModel): [number, number, number, number] {
  const r = boundingRadius(model.shape);
  if (model.shape.kind === 'circle') return [model.x - r, model.y - r, model.x + r, model.y + r];
  const pts = coreOf(model).points;
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  for (const p of pts) {
    if (p.x < minX) minX = p.x;
    if (p.y < minY) minY = p.y;
    if (p.x > maxX) maxX = p.x;
    if (p.y > maxY) maxY = p.y;
  }
  return [minX, minY, maxX, maxY];
}

/** The same model moved to `p` (facing kept). */
export const movedTo = (model: PlacedModel, p: Point): PlacedModel => ({ ...model, x: p.x, y: p.y });

