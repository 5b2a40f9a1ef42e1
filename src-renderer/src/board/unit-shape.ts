/**
 * One unit drawn as one Konva shape (every base and its facing mark in a single scene function)
 * plus its name: a full table is then ~30 shapes rather than ~600 nodes, which keeps redraws cheap.
 * On the units layer the names are written by words.ts, laid out so they do not collide; a unit
 * drawn alone (the one being dragged) writes its own.
 */
import Konva from 'konva';
import type { PlacedModel } from '../../../shared/geometry/shapes';
import { outlineOf } from '../../../shared/geometry/shapes';
import { ofSeat, PROBLEM, SELECTED, SIDE_FILL, SIDE_STROKE } from './palette';
import { nameAnchor } from './words';

export interface UnitLook {
  /** The owner's seat, counted from 0 (Player 1). */
  side: number;
  name: string;
  models: readonly PlacedModel[];
  selected: boolean;
  /** Indexes of models that break a rule: ringed in the warning colour. */
  problems: ReadonlySet<number>;
  /** Drawn translucent: a unit being dragged leaves its old place visible as a ghost. */
  ghost?: boolean;
}

export function unitNode(look: UnitLook, withName = true): Konva.Group {
  const group = new Konva.Group({ listening: false });
  group.add(
    new Konva.Shape({
      listening: false,
      perfectDrawEnabled: false,
      opacity: look.ghost ? 0.35 : 1,
      sceneFunc(ctx) {
        const c = ctx._context;
        // Line widths are in inches here; one screen pixel is 1/scale of an inch.
        const px = 1 / group.getAbsoluteScale().x;
        look.models.forEach((m, i) => {
          c.beginPath();
          tracePath(c, m);
          c.fillStyle = ofSeat(SIDE_FILL, look.side);
          c.fill();
          const bad = look.problems.has(i);
          c.lineWidth = (bad || look.selected ? 2.5 : 1.2) * px;
          c.strokeStyle = bad ? PROBLEM : look.selected ? SELECTED : ofSeat(SIDE_STROKE, look.side);
          c.stroke();
          // The facing mark: a line from the centre to the front edge (D10 arcs are measured from it).
          const r = reach(m);
          c.beginPath();
          c.moveTo(m.x, m.y);
          c.lineTo(m.x + Math.sin(m.facing) * r, m.y + Math.cos(m.facing) * r);
          c.lineWidth = 2 * px;
          c.strokeStyle = ofSeat(SIDE_STROKE, look.side);
          c.stroke();
        });
        const anchor = withName ? nameAnchor(look.models) : undefined;
        if (anchor) drawLabel(c, look.name, anchor.x, anchor.y, px);
      },
    }),
  );
  return group;
}

/** The unit's name at a steady 11 px whatever the zoom, turned upright in the y-up layer. */
function drawLabel(c: CanvasRenderingContext2D, text: string, x: number, y: number, px: number): void {
  const size = 11 * px;
  c.save();
  c.translate(x, y);
  c.scale(1, -1);
  c.font = `600 ${size}px system-ui, sans-serif`;
  c.textAlign = 'center';
  c.textBaseline = 'top';
  c.lineWidth = 3 * px;
  c.strokeStyle = 'rgba(0,0,0,0.75)';
  c.strokeText(text, 0, 0);
  c.fillStyle = '#ffffff';
  c.fillText(text, 0, 0);
  c.restore();
}

function tracePath(c: CanvasRenderingContext2D, m: PlacedModel): void {
  if (m.shape.kind === 'circle') {
    c.arc(m.x, m.y, m.shape.radius, 0, Math.PI * 2);
    return;
  }
  const pts = outlineOf(m, 24);
  pts.forEach((p, i) => (i === 0 ? c.moveTo(p.x, p.y) : c.lineTo(p.x, p.y)));
  c.closePath();
}

function reach(m: PlacedModel): number {
  const s = m.shape;
  return s.kind === 'circle' ? s.radius : s.kind === 'oval' ? s.ry : s.halfDepth;
}
