/**
 * What the overlay layer shows, as plain data in inches (computed by ../overlays from the rules
 * core), and the one Konva shape that paints all of it. One shape, one scene function: the overlay
 * layer redraws on every drag frame, so it must not rebuild hundreds of nodes each time.
 */
import Konva from 'konva';
import { layoutLabels, type LabelRequest } from './label-layout';
import type { WordBoard } from './words';

export interface P {
  x: number;
  y: number;
}

export type OverlayItem =
  /** A filled region: the union of its rings (non-zero fill); `outline` replaces the rings' own edges. */
  | { kind: 'region'; rings: readonly (readonly P[])[]; fill: string; stroke: string; dash?: number[]; outline?: readonly (readonly [P, P])[] }
  | { kind: 'line'; points: readonly P[]; stroke: string; width: number; dash?: number[] }
  | { kind: 'circle'; at: P; radius: number; stroke: string; fill?: string; dash?: number[] }
  /**
   * Text at a table point, sized in screen pixels so it stays legible at any zoom; on a dark tab
   * unless plain. Labels are laid out so they do not sit on one another (label-layout.ts), nudged
   * from their point if need be; a `pinned` one (a token on its model) stays put.
   */
  | { kind: 'label'; at: P; text: string; colour: string; size?: number; plain?: boolean; pinned?: boolean };

/** Past this many rings a region's fill is drawn by `fillUnion`. */
const MANY_RINGS = 32;

function trace(c: CanvasRenderingContext2D, ring: readonly P[]): void {
  ring.forEach((p, i) => (i === 0 ? c.moveTo(p.x, p.y) : c.lineTo(p.x, p.y)));
  c.closePath();
}

/** A canvas kept for `fillUnion`, the size of the layer's. */
let scratch: HTMLCanvasElement | undefined;

/**
 * Fills the union of many rings with a translucent colour. As one path with the non-zero rule, a
 * reach zone around terrain (thousands of small overlapping rings along the walls) takes the
 * canvas over a hundred milliseconds; ring by ring it is quick, but overlaps would darken. So the
 * rings are filled opaque, one by one, on a canvas aside, and that is laid on the layer once with
 * the colour's transparency.
 */
function fillUnion(c: CanvasRenderingContext2D, rings: readonly (readonly P[])[], fill: string): void {
  const rgba = /^(#[0-9a-f]{6})([0-9a-f]{2})$/i.exec(fill);
  const { width, height } = c.canvas;
  scratch ??= document.createElement('canvas');
  if (scratch.width !== width || scratch.height !== height) Object.assign(scratch, { width, height });
  const o = scratch.getContext('2d')!;
  // Only the rings' box is cleared and laid on the layer: a unit's reach is a small part of the table.
  const m = c.getTransform();
  const box = deviceBox(rings, m, width, height);
  if (!box) return;
  o.setTransform(1, 0, 0, 1, 0, 0);
  o.clearRect(box.x, box.y, box.w, box.h);
  o.setTransform(m);
  o.fillStyle = rgba ? rgba[1]! : fill;
  // The large rings are few and overlap everywhere: one path. The small ones one at a time.
  o.beginPath();
  for (const ring of rings) if (ring.length > 16) trace(o, ring);
  o.fill('nonzero');
  for (const ring of rings)
    if (ring.length <= 16) {
      o.beginPath();
      trace(o, ring);
      o.fill();
    }
  c.save();
  c.setTransform(1, 0, 0, 1, 0, 0);
  c.globalAlpha = rgba ? parseInt(rgba[2]!, 16) / 255 : 1;
  c.drawImage(scratch, box.x, box.y, box.w, box.h, box.x, box.y, box.w, box.h);
  c.restore();
}

/** The rings' bounding box in the canvas's pixels (whole pixels, a pixel to spare, inside the canvas); undefined when off it. */
function deviceBox(rings: readonly (readonly P[])[], m: DOMMatrix, width: number, height: number): { x: number; y: number; w: number; h: number } | undefined {
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (const ring of rings)
    for (const p of ring) {
      const x = m.a * p.x + m.c * p.y + m.e;
      const y = m.b * p.x + m.d * p.y + m.f;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
    }
  const x = Math.max(0, Math.floor(x0) - 2), y = Math.max(0, Math.floor(y0) - 2);
  const w = Math.min(width, Math.ceil(x1) + 2) - x, h = Math.min(height, Math.ceil(y1) + 2) - y;
  return w > 0 && h > 0 ? { x, y, w, h } : undefined;
}

/**
 * `bounds` is the table: labels are kept inside it (a 48" range ring's label would otherwise sit
 * far off the cloth, clipped away). `words`: the names the units layer wrote, which the labels
 * make room for.
 */
export function overlayNode(items: () => readonly OverlayItem[], bounds: () => { width: number; height: number }, words?: WordBoard): Konva.Shape {
  const node = new Konva.Shape({
    listening: false,
    perfectDrawEnabled: false,
    sceneFunc(ctx) {
      const c = ctx._context;
      const px = 1 / node.getAbsoluteScale().x;
      const labels: Extract<OverlayItem, { kind: 'label' }>[] = [];
      for (const item of items()) {
        c.setLineDash(item.kind !== 'label' && item.dash ? item.dash.map((d) => d * px) : []);
        switch (item.kind) {
          case 'region': {
            // A region in the background is an outline only ('transparent'): nothing to fill.
            if (item.fill === 'transparent') {
              /* outline only */
            } else if (item.rings.length > MANY_RINGS) fillUnion(c, item.rings, item.fill);
            else {
              c.beginPath();
              for (const ring of item.rings) trace(c, ring);
              c.fillStyle = item.fill;
              c.fill('nonzero');
            }
            // Without an outline the rings' own edges are stroked (a few rings, drawn as they are).
            c.beginPath();
            if (!item.outline) for (const ring of item.rings) trace(c, ring);
            else
              for (const [a, b] of item.outline) {
                c.moveTo(a.x, a.y);
                c.lineTo(b.x, b.y);
              }
            c.strokeStyle = item.stroke;
            c.lineWidth = 1.5 * px;
            c.stroke();
            break;
          }
          case 'line': {
            c.beginPath();
            item.points.forEach((p, i) => (i === 0 ? c.moveTo(p.x, p.y) : c.lineTo(p.x, p.y)));
            c.strokeStyle = item.stroke;
            c.lineWidth = item.width * px;
            c.stroke();
            break;
          }
          case 'circle': {
            c.beginPath();
            c.arc(item.at.x, item.at.y, item.radius, 0, Math.PI * 2);
            if (item.fill) {
              c.fillStyle = item.fill;
              c.fill();
            }
            c.strokeStyle = item.stroke;
            c.lineWidth = 1.5 * px;
            c.stroke();
            break;
          }
          case 'label':
            labels.push(item);
            break;
        }
      }
      c.setLineDash([]);
      // The words last, on top of every shape, laid out clear of each other and of the names.
      const requests: LabelRequest[] = labels.map((item) => {
        const size = (item.size ?? 12) * px;
        c.font = `600 ${size}px system-ui, sans-serif`;
        return { x: item.at.x, y: item.at.y, w: c.measureText(item.text).width + 8 * px, h: size * 1.5, pinned: item.pinned };
      });
      const spots = layoutLabels(requests, words?.obstacles ?? [], bounds(), words?.placed ?? []);
      labels.forEach((item, i) => {
        const size = (item.size ?? 12) * px;
        const { x, y } = spots[i]!;
        const w = requests[i]!.w;
        c.font = `600 ${size}px system-ui, sans-serif`;
        c.textAlign = 'center';
        c.textBaseline = 'middle';
        // The layer is flipped (y up); text is turned back the right way about its anchor.
        c.save();
        c.translate(x, y);
        c.scale(1, -1);
        if (!item.plain) {
          c.fillStyle = 'rgba(15,17,20,0.82)';
          c.fillRect(-w / 2, -size * 0.75, w, size * 1.5);
        }
        c.fillStyle = item.colour;
        c.fillText(item.text, 0, 0);
        c.restore();
      });
    },
  });
  return node;
}
