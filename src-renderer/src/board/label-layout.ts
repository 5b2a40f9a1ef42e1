/**
 * Where the table's words go so they do not sit on one another: unit names, distances, sight
 * verdicts, objective and zone names. Labels are a steady size on screen, so their boxes in inches
 * depend on the zoom and the layout is worked out at each paint; it is a greedy pass (a few dozen
 * labels, a dozen spots each), cheap enough for every frame of a drag.
 *
 * Each label, in the order given (most important first), takes the best of its candidate spots —
 * its anchor, then nudged down, up, right and left by growing steps, kept on the table. A spot
 * costs what its box covers of labels placed before it (words on words cannot be read: by far the
 * worst), of obstacles (bases, terrain names) and how far it strays from its anchor, so a name
 * would rather lie a little over a base than drift three lines from its unit. A label that could
 * only go on another is hidden when it may be (a zone's name).
 */

/** A box in table inches. */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Something a label should not hide (a base), and whose it is: a unit's name may lie on its own bases. */
export interface Obstacle extends Box {
  owner?: string;
}

export interface LabelRequest {
  /** The anchor: the box's centre where the label would rather be, in inches. */
  x: number;
  y: number;
  /** Width and height of the label's box, in inches at the current zoom. */
  w: number;
  h: number;
  /** May be left out when there is no room for it (a zone's name); otherwise always shown. */
  optional?: boolean;
  /** Stays at its anchor (a wound token on its model); others still make room for it. */
  pinned?: boolean;
  /** Whose label it is: lying on the owner's own bases costs little, it still reads as theirs. */
  owner?: string;
}

export interface Placement {
  x: number;
  y: number;
  shown: boolean;
}

/**
 * What touching another label costs (and more the more it covers), against one line's height of
 * distance from the anchor: more than straying to the farthest candidate, so words never sit on
 * words while a clear spot is left.
 */
const LABEL_WEIGHT = 100;
/** What hiding one base whole costs. */
const OBSTACLE_WEIGHT = 3;
/** A unit's name over its own bases still reads as its own: that costs this share of hiding another's. */
const OWN_SHARE = 0.15;
/** How much of the bases an optional label may hide (in bases' worth) before it is left out. */
const OPTIONAL_COVER = 0.1;

const boxAt = (x: number, y: number, w: number, h: number): Box => ({ x0: x - w / 2, y0: y - h / 2, x1: x + w / 2, y1: y + h / 2 });

function overlap(a: Box, b: Box): number {
  const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  return w > 0 && h > 0 ? w * h : 0;
}

/** Candidate centres for a label, nearest first: below (the table's y runs up the screen), above, right, left, then the diagonals. */
function candidates(r: LabelRequest): [number, number][] {
  const out: [number, number][] = [[r.x, r.y]];
  for (let k = 1; k <= 3; k++) {
    const dy = k * r.h * 1.05;
    const dx = k * (r.w * 0.55 + r.h * 0.3);
    out.push([r.x, r.y - dy], [r.x, r.y + dy], [r.x + dx, r.y], [r.x - dx, r.y], [r.x + dx, r.y - dy], [r.x - dx, r.y - dy], [r.x + dx, r.y + dy], [r.x - dx, r.y + dy]);
  }
  return out;
}

/** Slides a box onto the table (labels of things at the edge stay on the cloth). */
function onTable(x: number, y: number, w: number, h: number, bounds?: { width: number; height: number }): [number, number] {
  if (!bounds) return [x, y];
  return [Math.min(Math.max(x, w / 2), Math.max(w / 2, bounds.width - w / 2)), Math.min(Math.max(y, h / 2), Math.max(h / 2, bounds.height - h / 2))];
}

/**
 * Places the labels, most important first. `obstacles` are boxes no label should cover; `placed`
 * are labels already on the table (another layer's), which these make room for too.
 */
export function layoutLabels(
  requests: readonly LabelRequest[],
  obstacles: readonly Obstacle[] = [],
  bounds?: { width: number; height: number },
  placed: readonly Box[] = [],
): Placement[] {
  const taken: Box[] = [...placed];
  // Pinned labels are where they are: the others make room for them from the start.
  for (const r of requests) if (r.pinned) taken.push(boxAt(r.x, r.y, r.w, r.h));
  return requests.map((r) => {
    if (r.pinned) return { x: r.x, y: r.y, shown: true };
    const area = r.w * r.h || 1;
    let best: { x: number; y: number; cost: number; onLabel: boolean; covers: number } | null = null;
    for (const [cx, cy] of candidates(r)) {
      const [x, y] = onTable(cx, cy, r.w, r.h, bounds);
      const box = boxAt(x, y, r.w, r.h);
      let labels = 0;
      for (const t of taken) labels += overlap(box, t);
      // What a spot hides of each base, as a share of that base: a sliver costs little, a base covered whole a lot.
      let hidden = 0;
      for (const o of obstacles) {
        const covered = overlap(box, o);
        if (covered > 0) hidden += (covered / ((o.x1 - o.x0) * (o.y1 - o.y0) || 1)) * (o.owner !== undefined && o.owner === r.owner ? OWN_SHARE : 1);
      }
      const away = Math.hypot(x - r.x, y - r.y) / r.h;
      const cost = (labels > 0 ? LABEL_WEIGHT * (1 + labels / area) : 0) + hidden * OBSTACLE_WEIGHT + away;
      if (!best || cost < best.cost) best = { x, y, cost, onLabel: labels > 0, covers: hidden };
      if (cost === 0) break;
    }
    const spot = best!;
    // A label that may go goes rather than lie on words or on the bases it would name the ground under.
    if (r.optional && (spot.onLabel || spot.covers > OPTIONAL_COVER)) return { x: r.x, y: r.y, shown: false };
    taken.push(boxAt(spot.x, spot.y, r.w, r.h));
    return { x: spot.x, y: spot.y, shown: true };
  });
}

/** The box a placed label takes. */
export function placedBox(p: Placement, r: Pick<LabelRequest, 'w' | 'h'>): Box {
  return boxAt(p.x, p.y, r.w, r.h);
}
