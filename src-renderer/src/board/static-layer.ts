/**
 * The static layer: the cloth, the 1-inch grid, deployment zones, terrain and objectives. It is
 * drawn from the plan only when one of those changes (or the view is zoomed or panned) and never
 * while a unit is dragged. No node listens for events: hit testing is done in inches by the model.
 */
import Konva from 'konva';
import type { Plan } from '../plan/plan';
import { terrainLabelPoint, terrainOutline } from '../plan/plan';
import { agreedWords, pieceType, terrainType } from '../plan/terrain-catalog';
import { CLOTH, CLOTH_EDGE, GRID, GRID_MAJOR, ofSeat, SIDE_ZONE, SIDE_ZONE_EDGE } from './palette';

export interface StaticScene {
  table: Plan['table'];
  terrain: Plan['terrain'];
  /** Each seat's deployment zone (seat 0 is Player 1). */
  zones: readonly { side: number; polygon: readonly { x: number; y: number }[] }[];
  showGrid: boolean;
}

export function drawStatic(layer: Konva.Layer, scene: StaticScene): void {
  layer.destroyChildren();
  const { width, height } = scene.table;
  layer.add(
    new Konva.Rect({ x: 0, y: 0, width, height, fill: CLOTH, stroke: CLOTH_EDGE, strokeWidth: 2, strokeScaleEnabled: false, listening: false }),
  );
  if (scene.showGrid) layer.add(grid(width, height));
  for (const zone of scene.zones) {
    layer.add(
      new Konva.Line({
        points: zone.polygon.flatMap((p) => [p.x, p.y]),
        closed: true,
        fill: ofSeat(SIDE_ZONE, zone.side),
        stroke: ofSeat(SIDE_ZONE_EDGE, zone.side),
        strokeWidth: 1.5,
        dash: [8, 5],
        strokeScaleEnabled: false,
        perfectDrawEnabled: false,
        listening: false,
      }),
    );
  }
  for (const piece of scene.terrain) {
    // The outline shows what the piece counts as: heavy for blocking, dashed for area, faint for open.
    const type = pieceType(piece);
    const outline = terrainOutline(piece);
    layer.add(
      new Konva.Line({
        points: outline.flat(),
        closed: true,
        fill: type.fill,
        stroke: type.stroke,
        strokeWidth: type.rules === 'blocking' ? 2.5 : 1.5,
        dash: type.rules === 'area' ? [6, 4] : undefined,
        opacity: type.rules === 'open' ? 0.75 : 0.95,
        strokeScaleEnabled: false,
        // Fill, stroke and opacity together would make Konva paint through a buffer canvas.
        perfectDrawEnabled: false,
        listening: false,
      }),
    );
  }
  layer.add(labels(scene));
  layer.draw();
}

/**
 * Terrain names in one shape, at a steady size on screen whatever the zoom. (Zone names are written
 * with the units' names, words.ts, so they give way to the units deployed on them.)
 */
function labels(scene: StaticScene): Konva.Shape {
  const node = new Konva.Shape({
    listening: false,
    perfectDrawEnabled: false,
    sceneFunc(ctx) {
      const c = ctx._context;
      const px = 1 / node.getAbsoluteScale().x;
      const text = (t: string, x: number, y: number, size: number, colour: string) => {
        c.save();
        c.translate(x, y);
        c.scale(1, -1);
        c.font = `600 ${size * px}px system-ui, sans-serif`;
        c.textAlign = 'center';
        c.textBaseline = 'middle';
        c.lineWidth = 3 * px;
        c.strokeStyle = 'rgba(0,0,0,0.6)';
        c.strokeText(t, 0, 0);
        c.fillStyle = colour;
        c.fillText(t, 0, 0);
        c.restore();
      };
      for (const piece of scene.terrain) {
        const at = terrainLabelPoint(piece);
        text(terrainType(piece.kind).label, at.x, at.y, 10, 'rgba(255,255,255,0.9)');
        // What the players agreed it counts as, when not its kind's usual, on a smaller line below.
        const agreed = agreedWords(piece);
        if (agreed) text(agreed, at.x, at.y - 12 * px, 9, 'rgba(255,255,255,0.8)');
      }
    },
  });
  return node;
}

/** The 1-inch grid as one shape with one path: 100+ lines as separate nodes would cost more. */
function grid(width: number, height: number): Konva.Shape {
  return new Konva.Shape({
    listening: false,
    perfectDrawEnabled: false,
    sceneFunc(ctx, shape) {
      const scale = shape.getAbsoluteScale().x;
      for (const major of [false, true]) {
        ctx.beginPath();
        for (let x = 1; x < width; x++) {
          if ((x % 6 === 0) !== major) continue;
          ctx.moveTo(x, 0);
          ctx.lineTo(x, height);
        }
        for (let y = 1; y < height; y++) {
          if ((y % 6 === 0) !== major) continue;
          ctx.moveTo(0, y);
          ctx.lineTo(width, y);
        }
        ctx.strokeStyle = major ? GRID_MAJOR : GRID;
        ctx.lineWidth = 1 / scale;
        ctx.stroke();
      }
    },
  });
}
