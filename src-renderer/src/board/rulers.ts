/**
 * Rulers along the top and left of the table, in screen space: they hug the table's edges and
 * stay in view when the table is zoomed past the window, so a player can always read off inches.
 */
import Konva from 'konva';
import type { TableSize } from '../plan/plan';
import { type View, rulerStep } from './transform';
import { themeColour } from './palette';

const THICK = 22;

export function drawRulers(layer: Konva.Layer, view: View, table: TableSize, viewportW: number, viewportH: number): void {
  layer.destroyChildren();
  const text = themeColour('--text-soft', '#9aa3ae');
  const band = themeColour('--panel', '#1b1e23');
  const { major, minor } = rulerStep(view.scale);
  const top = Math.min(Math.max(0, view.offsetY - THICK), viewportH - THICK);
  const left = Math.min(Math.max(0, view.offsetX - THICK), viewportW - THICK);
  const x0 = view.offsetX;
  const y0 = view.offsetY;
  const x1 = x0 + table.width * view.scale;
  const y1 = y0 + table.height * view.scale;
  // Table y grows upward from Player 1's edge at the bottom of the screen.
  const screenY = (inch: number) => y1 - inch * view.scale;

  layer.add(new Konva.Rect({ x: Math.max(0, x0), y: top, width: Math.min(viewportW, x1) - Math.max(0, x0), height: THICK, fill: band, opacity: 0.92, listening: false }));
  layer.add(new Konva.Rect({ x: left, y: Math.max(0, y0), width: THICK, height: Math.min(viewportH, y1) - Math.max(0, y0), fill: band, opacity: 0.92, listening: false }));

  const ticks = new Konva.Shape({
    listening: false,
    sceneFunc(ctx) {
      const c = ctx._context;
      c.beginPath();
      for (let i = 0; i <= table.width; i += minor) {
        const x = x0 + i * view.scale;
        if (x < 0 || x > viewportW) continue;
        const len = i % major === 0 ? 9 : 4;
        c.moveTo(x, top + THICK);
        c.lineTo(x, top + THICK - len);
      }
      for (let i = 0; i <= table.height; i += minor) {
        const y = screenY(i);
        if (y < 0 || y > viewportH) continue;
        const len = i % major === 0 ? 9 : 4;
        c.moveTo(left + THICK, y);
        c.lineTo(left + THICK - len, y);
      }
      c.strokeStyle = text;
      c.lineWidth = 1;
      c.stroke();
      c.fillStyle = text;
      c.font = '10px system-ui, sans-serif';
      c.textBaseline = 'top';
      c.textAlign = 'center';
      for (let i = major; i < table.width; i += major) {
        const x = x0 + i * view.scale;
        if (x > 10 && x < viewportW - 10) c.fillText(`${i}″`, x, top + 2);
      }
      // Left labels are turned on their side so "48″" fits the ruler's width.
      c.textAlign = 'center';
      c.textBaseline = 'top';
      for (let i = major; i < table.height; i += major) {
        const y = screenY(i);
        if (y < 10 || y > viewportH - 10) continue;
        c.save();
        c.translate(left + 2, y);
        c.rotate(-Math.PI / 2);
        c.fillText(`${i}″`, 0, 0);
        c.restore();
      }
    },
  });
  layer.add(ticks);
  layer.draw();
}
