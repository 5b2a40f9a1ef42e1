/**
 * What the overlay layer shows, as plain data in inches (computed by ../overlays from the rules
 * core), and the one Konva shape that paints all of it. One shape, one scene function: the overlay
 * layer redraws on every drag frame, so it must not rebuild hundreds of nodes each time.
 */
import Konva from 'konva';

export interface P {
  x: number;
  y: number;
}

export type OverlayItem =
  /** A filled region: the union of its rings (non-zero fill); `outline` replaces the rings' own edges. */
  | { kind: 'region'; rings: readonly (readonly P[])[]; fill: string; stroke: string; dash?: number[]; outline?: readonly (readonly [P, P])[] }
  | { kind: 'line'; points: readonly P[]; stroke: string; width: number; dash?: number[] }
  | { kind: 'circle'; at: P; radius: number; stroke: string; fill?: string; dash?: number[] }
  /** Text at a table point, sized in screen pixels so it stays legible at any zoom; on a dark tab unless plain. */
  | { kind: 'label'; at: P; text: string; colour: string; size?: number; plain?: boolean };

/**
 * `bounds` is the table: labels are kept inside it (a 48" range ring's label would otherwise sit
 * far off the cloth, clipped away).
 */
export function overlayNode(items: () => readonly OverlayItem[], bounds: () => { width: number; height: number }): Konva.Shape {
  const node = new Konva.Shape({
    listening: false,
    perfectDrawEnabled: false,
    sceneFunc(ctx) {
      const c = ctx._context;
      const px = 1 / node.getAbsoluteScale().x;
      for (const item of items()) {
        c.setLineDash(item.kind !== 'label' && item.dash ? item.dash.map((d) => d * px) : []);
        switch (item.kind) {
          case 'region': {
            c.beginPath();
            for (const ring of item.rings) {
              ring.forEach((p, i) => (i === 0 ? c.moveTo(p.x, p.y) : c.lineTo(p.x, p.y)));
              c.closePath();
            }
            c.fillStyle = item.fill;
            c.fill('nonzero');
            if (item.outline) {
              c.beginPath();
              for (const [a, b] of item.outline) {
                c.moveTo(a.x, a.y);
                c.lineTo(b.x, b.y);
              }
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
          case 'label': {
            const size = (item.size ?? 12) * px;
            c.font = `600 ${size}px system-ui, sans-serif`;
            c.textAlign = 'center';
            c.textBaseline = 'middle';
            const w = c.measureText(item.text).width + 8 * px;
            // The layer is flipped (y up); text is turned back the right way about its anchor.
            const { width, height } = bounds();
            const half = w / 2;
            const x = Math.min(Math.max(item.at.x, half), width - half);
            const y = Math.min(Math.max(item.at.y, size), height - size);
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
            break;
          }
        }
      }
      c.setLineDash([]);
    },
  });
  return node;
}
