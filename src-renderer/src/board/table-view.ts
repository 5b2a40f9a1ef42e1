/**
 * The Konva stage and its layers, in the order they stack:
 *   static  — cloth, grid, zones, terrain (redrawn only when they change, never during a drag)
 *   units   — every unit not being dragged
 *   overlay — ranges, reach, arcs, sight lines, objective circles, tapes, selection handles
 *   drag    — the unit under the pointer while it is dragged
 *   rulers  — screen-space rulers along the table edges
 * No node listens for events: the screen hit-tests in inches through the model, so Konva never
 * paints hit canvases. The view is told what to draw; it keeps no game state of its own.
 */
import Konva from 'konva';
import type { TableSize } from '../plan/plan';
import { drawRulers } from './rulers';
import { drawStatic, type StaticScene } from './static-layer';
import { overlayNode, type OverlayItem } from './overlay-shape';
import { unitNode, type UnitLook } from './unit-shape';
import { WordBoard, wordsNode } from './words';
import { type View, fitView } from './transform';
import { pixels, inches } from './units';

/**
 * Change a layer's nodes without Konva asking for a redraw at the next animation frame: the view
 * draws each layer itself right after changing it, and the frame's own redraw would paint it all
 * again (on a drag, every frame: the dragged unit and its zones painted twice).
 */
function quietly(change: () => void): void {
  const auto = Konva.autoDrawEnabled;
  Konva.autoDrawEnabled = false;
  try {
    change();
  } finally {
    Konva.autoDrawEnabled = auto;
  }
}

export class TableView {
  readonly stage: Konva.Stage;
  readonly staticLayer = new Konva.Layer({ listening: false });
  readonly unitsLayer = new Konva.Layer({ listening: false });
  readonly overlayLayer = new Konva.Layer({ listening: false });
  readonly dragLayer = new Konva.Layer({ listening: false });
  readonly rulerLayer = new Konva.Layer({ listening: false });
  /** How many times the static layer has been painted: the bench asserts it stays put during a drag. */
  staticDraws = 0;
  view: View = { scale: 10, offsetX: pixels(0), offsetY: pixels(0), tableHeight: inches(48) };
  #table: TableSize = { width: 48, height: 48 };
  #overlayItems: readonly OverlayItem[] = [];
  #looks: readonly UnitLook[] = [];
  #scene: StaticScene | undefined;
  /** What the units layer's names took at its last paint, for the overlay's labels to make room for. */
  readonly words = new WordBoard();
  #dragItems: readonly OverlayItem[] = [];
  /** Told of every zoom and pan (the screen prints the transform for tests and keeps the zoom label). */
  onView: ((view: View) => void) | undefined;
  readonly #host: HTMLDivElement;

  constructor(container: HTMLDivElement) {
    this.#host = container;
    this.stage = new Konva.Stage({ container, width: container.clientWidth || 800, height: container.clientHeight || 600, listening: false });
    for (const layer of [this.staticLayer, this.unitsLayer, this.overlayLayer, this.dragLayer, this.rulerLayer]) this.stage.add(layer);
    const bounds = () => this.#table;
    this.overlayLayer.add(overlayNode(() => this.#overlayItems, bounds, this.words));
    this.unitsLayer.add(wordsNode(() => this.#looks, () => this.#scene, this.words));
    this.dragLayer.add(overlayNode(() => this.#dragItems, bounds));
    this.#clip();
    // Every paint of the static layer is counted where it happens (batchDraw ends here too) and
    // printed on the host, so the bench sees a stray redraw whatever caused it.
    const draw = this.staticLayer.draw.bind(this.staticLayer);
    this.staticLayer.draw = () => {
      this.staticDraws++;
      container.dataset['staticDraws'] = String(this.staticDraws);
      return draw();
    };
  }

  get width(): number {
    return this.stage.width();
  }
  get height(): number {
    return this.stage.height();
  }

  resize(width: number, height: number): void {
    this.stage.size({ width, height });
    this.setView(this.view);
  }

  /**
   * The table (without rulers) as a PNG, scaled so its longer side is `longSide` pixels: about
   * 250 dots per inch on a printed A4 page at the default, whatever the zoom on screen.
   */
  async toPng(longSide = 3000): Promise<Uint8Array> {
    const { scale, offsetX, offsetY } = this.view;
    const width = this.#table.width * scale;
    const height = this.#table.height * scale;
    this.rulerLayer.hide();
    try {
      const url = this.stage.toDataURL({
        x: offsetX,
        y: offsetY,
        width,
        height,
        pixelRatio: longSide / Math.max(width, height),
        mimeType: 'image/png',
      });
      const binary = atob(url.slice(url.indexOf(',') + 1));
      return Uint8Array.from(binary, (c) => c.charCodeAt(0));
    } finally {
      this.rulerLayer.show();
    }
  }

  fitToWindow(): View {
    this.setView(fitView(inches(this.#table.width), inches(this.#table.height), pixels(this.width), pixels(this.height)));
    return this.view;
  }

  setView(view: View): void {
    this.view = view;
    // y is flipped: table y grows up the screen (see transform.ts); text nodes flip themselves back.
    for (const layer of [this.staticLayer, this.unitsLayer, this.overlayLayer, this.dragLayer]) {
      layer.position({ x: view.offsetX, y: view.offsetY + view.tableHeight * view.scale });
      layer.scale({ x: view.scale, y: -view.scale });
    }
    drawRulers(this.rulerLayer, view, this.#table, this.width, this.height);
    this.onView?.(view);
    this.staticLayer.draw();
    this.unitsLayer.draw();
    this.overlayLayer.draw();
    this.dragLayer.draw();
  }

  /** Reach and range stop at the table's edge: nothing is played off the cloth. */
  #clip(): void {
    for (const layer of [this.overlayLayer, this.dragLayer]) layer.clip({ x: 0, y: 0, width: this.#table.width, height: this.#table.height });
  }

  renderStatic(scene: StaticScene): void {
    const resized = scene.table.width !== this.#table.width || scene.table.height !== this.#table.height;
    this.#table = scene.table;
    // Zone names are written with the units' names (words.ts), so they give way to the units.
    this.#scene = scene;
    this.unitsLayer.draw();
    this.#clip();
    quietly(() => drawStatic(this.staticLayer, scene));
    if (resized) this.fitToWindow();
    else drawRulers(this.rulerLayer, this.view, this.#table, this.width, this.height);
  }

  renderUnits(looks: readonly UnitLook[]): void {
    quietly(() => {
      this.unitsLayer.destroyChildren();
      this.#looks = looks;
      for (const look of looks) this.unitsLayer.add(unitNode(look, false));
      // Every unit's name, and the zones', laid out together so none sits on another.
      this.unitsLayer.add(wordsNode(() => this.#looks, () => this.#scene, this.words));
    });
    this.unitsLayer.draw();
  }

  renderOverlay(items: readonly OverlayItem[]): void {
    this.#overlayItems = items;
    this.overlayLayer.draw();
  }

  /** The dragged unit (and any ghost of where it stood) and what follows it (its range, its sight lines), painted synchronously. */
  renderDrag(look: UnitLook | readonly UnitLook[] | null, items: readonly OverlayItem[]): void {
    quietly(() => {
      const keep = this.dragLayer.children[0]!;
      for (const child of [...this.dragLayer.children]) if (child !== keep) child.destroy();
      this.#dragItems = items;
      for (const l of look === null ? [] : Array.isArray(look) ? look : [look]) this.dragLayer.add(unitNode(l as UnitLook));
    });
    this.dragLayer.draw();
  }

  /**
   * What the drag drew of the unit's reach (drag-reach.ts), printed on the host as data-drag-reach
   * for tests and the bench; null when no unit is dragged.
   */
  describeDrag(report: object | null): void {
    if (report) this.#host.dataset['dragReach'] = JSON.stringify(report);
    else delete this.#host.dataset['dragReach'];
  }

  /** For the theme switch: rulers read CSS variables. */
  redrawRulers(): void {
    drawRulers(this.rulerLayer, this.view, this.#table, this.width, this.height);
  }

  destroy(): void {
    this.stage.destroy();
  }
}
