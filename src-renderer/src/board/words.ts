/**
 * The words on the table that move with the units — each unit's name and each deployment zone's
 * name — laid out together at every paint of the units layer so none sits on another (label-layout.ts),
 * clear of the bases and of the terrain names the static layer writes. What they took is kept on a
 * board the overlay layer reads, so distances and verdicts make room for them in turn.
 */
import Konva from 'konva';
import type { PlacedModel } from '../../../shared/geometry/shapes';
import { boundingRadius } from '../../../shared/geometry/shapes';
import { terrainLabelPoint } from '../plan/plan';
import { agreedWords, terrainType } from '../plan/terrain-catalog';
import { layoutLabels, placedBox, type Box, type LabelRequest, type Obstacle } from './label-layout';
import { ofSeat, SIDE_ZONE_EDGE } from './palette';
import type { StaticScene } from './static-layer';
import type { UnitLook } from './unit-shape';

/** What this paint's words took, for the overlay's labels: boxes to avoid and labels to make room for. */
export class WordBoard {
  obstacles: Obstacle[] = [];
  placed: Box[] = [];
}

export const NAME_SIZE = 11;
const ZONE_SIZE = 11;
const TERRAIN_SIZE = 10;

/** A base's box, in inches, and whose it is (the unit's index on the layer). */
function baseBox(m: PlacedModel, owner: string): Obstacle {
  const r = boundingRadius(m.shape);
  return { x0: m.x - r, y0: m.y - r, x1: m.x + r, y1: m.y + r, owner };
}

/** Just below the unit's lowest base on screen (smallest table y), centred: where a name hides no model. */
export function nameAnchor(models: readonly PlacedModel[]): { x: number; y: number } | undefined {
  if (models.length === 0) return undefined;
  let sx = 0;
  let minY = Infinity;
  for (const m of models) {
    sx += m.x;
    minY = Math.min(minY, m.y - boundingRadius(m.shape) - 0.15);
  }
  return { x: sx / models.length, y: minY };
}

interface Word {
  text: string;
  size: number;
  colour: string;
  request: LabelRequest;
}

export function wordsNode(looks: () => readonly UnitLook[], scene: () => StaticScene | undefined, board: WordBoard): Konva.Shape {
  const node = new Konva.Shape({
    listening: false,
    perfectDrawEnabled: false,
    sceneFunc(ctx) {
      const c = ctx._context;
      const px = 1 / node.getAbsoluteScale().x;
      const measure = (text: string, size: number) => {
        c.font = `600 ${size * px}px system-ui, sans-serif`;
        return c.measureText(text).width + 4 * px;
      };
      const table = scene();
      const obstacles: Obstacle[] = [];
      looks().forEach((look, i) => {
        for (const m of look.models) obstacles.push(baseBox(m, String(i)));
      });
      // The terrain names the static layer wrote stay where they are: words go round them as round any word.
      const terrainNames: Box[] = [];
      for (const piece of table?.terrain ?? []) {
        const at = terrainLabelPoint(piece);
        const w = measure(terrainType(piece.kind).label, TERRAIN_SIZE);
        terrainNames.push({ x0: at.x - w / 2, y0: at.y - 7 * px, x1: at.x + w / 2, y1: at.y + 7 * px });
        if (agreedWords(piece)) terrainNames.push({ x0: at.x - w / 2, y0: at.y - 19 * px, x1: at.x + w / 2, y1: at.y - 5 * px });
      }
      const words: Word[] = [];
      looks().forEach((look, i) => {
        // A unit being dragged writes its name where it goes (drag layer), not at the ghost it leaves.
        const anchor = look.ghost ? undefined : nameAnchor(look.models);
        if (!anchor) return;
        const h = (NAME_SIZE + 4) * px;
        words.push({ text: look.name, size: NAME_SIZE, colour: '#ffffff', request: { x: anchor.x, y: anchor.y - h / 2, w: measure(look.name, NAME_SIZE), h, owner: String(i) } });
      });
      // Zone names come last and give way: they are the first thing a player stops reading.
      for (const zone of table?.zones ?? []) {
        const xs = zone.polygon.map((p) => p.x);
        const ys = zone.polygon.map((p) => p.y);
        const [minX, maxX] = [Math.min(...xs), Math.max(...xs)];
        const [minY, maxY] = [Math.min(...ys), Math.max(...ys)];
        // On the zone's edge toward the middle of the table; a strip along a side edge (a third or
        // fourth player's) has its name at its top end, clear of the middle where objectives stand.
        const below = (minY + maxY) / 2 < (table?.table.height ?? 0) / 2;
        const inner = maxY - minY > maxX - minX || below ? maxY - 14 * px : minY + 14 * px;
        const player = `Player ${zone.side + 1}`;
        const long = `${player} deployment zone`;
        const text = measure(long, ZONE_SIZE) < maxX - minX ? long : measure(`${player} zone`, ZONE_SIZE) < maxX - minX ? `${player} zone` : `P${zone.side + 1}`;
        words.push({ text, size: ZONE_SIZE, colour: ofSeat(SIDE_ZONE_EDGE, zone.side), request: { x: (minX + maxX) / 2, y: inner, w: measure(text, ZONE_SIZE), h: (ZONE_SIZE + 4) * px, optional: true } });
      }
      const bounds = table ? { width: table.table.width, height: table.table.height } : undefined;
      const spots = layoutLabels(
        words.map((w) => w.request),
        obstacles,
        bounds,
        terrainNames,
      );
      board.obstacles = obstacles;
      board.placed = [...terrainNames];
      spots.forEach((spot, i) => {
        if (!spot.shown) return;
        const word = words[i]!;
        board.placed.push(placedBox(spot, word.request));
        write(c, word.text, spot.x, spot.y, word.size * px, word.colour, px);
      });
    },
  });
  return node;
}

/** Text centred at a table point, upright in the y-up layer, with a dark edge to read on any cloth. */
function write(c: CanvasRenderingContext2D, text: string, x: number, y: number, size: number, colour: string, px: number): void {
  c.save();
  c.translate(x, y);
  c.scale(1, -1);
  c.font = `600 ${size}px system-ui, sans-serif`;
  c.textAlign = 'center';
  c.textBaseline = 'middle';
  c.lineWidth = 3 * px;
  c.strokeStyle = 'rgba(0,0,0,0.75)';
  c.strokeText(text, 0, 0);
  c.fillStyle = colour;
  c.fillText(text, 0, 0);
  c.restore();
}
