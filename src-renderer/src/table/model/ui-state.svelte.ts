/**
 * The screen's own state, apart from the plan: which tool is in the hand, what is selected, which
 * overlays are on (for every unit or for chosen units), and the tape and ruler. None of it is
 * saved with the plan and none of it goes through undo.
 */
import type { TerrainKind } from '../../plan/terrain-catalog';

export type Tool =
  | { kind: 'select' }
  | { kind: 'terrain'; terrain: TerrainKind }
  | { kind: 'objective' }
  | { kind: 'deploy'; key: string }
  | { kind: 'tape' }
  | { kind: 'ruler' };

export type Selection = { kind: 'unit'; key: string } | { kind: 'terrain'; id: string } | { kind: 'objective'; id: string } | null;

export const OVERLAYS = [
  { id: 'range', label: 'Weapon range' },
  { id: 'move', label: 'Move and advance' },
  { id: 'charge', label: 'Charge reach' },
  { id: 'threat', label: 'Threat (move + shoot)' },
  { id: 'arcs', label: 'Arcs' },
  { id: 'los', label: 'Line of sight' },
  { id: 'seenBy', label: 'Who can see it' },
] as const;
export type OverlayKind = (typeof OVERLAYS)[number]['id'];

/** A base picked for the tape measure: unit key and model index. */
export interface TapeEnd {
  key: string;
  index: number;
}

export class TableUi {
  tool = $state<Tool>({ kind: 'select' });
  selection = $state<Selection>(null);
  /** Overlays shown for every unit on the table. */
  forAll = $state<Record<OverlayKind, boolean>>({ range: false, move: false, charge: false, threat: false, arcs: false, los: false, seenBy: false });
  /** Overlays switched on for single units, by unit key. */
  forUnit = $state<Record<string, OverlayKind[]>>({});
  showObjectiveControl = $state(true);
  tape = $state<{ from: TapeEnd; to?: TapeEnd } | null>(null);
  ruler = $state<{ from: { x: number; y: number }; to: { x: number; y: number } } | null>(null);
  hover = $state<{ key: string; x: number; y: number } | null>(null);

  get selectedUnit(): string | undefined {
    return this.selection?.kind === 'unit' ? this.selection.key : undefined;
  }

  isOn(kind: OverlayKind, key: string): boolean {
    return this.forAll[kind] || (this.forUnit[key]?.includes(kind) ?? false);
  }

  toggleForUnit(kind: OverlayKind, key: string): void {
    const current = this.forUnit[key] ?? [];
    this.forUnit = { ...this.forUnit, [key]: current.includes(kind) ? current.filter((k) => k !== kind) : [...current, kind] };
  }

  toggleForAll(kind: OverlayKind): void {
    this.forAll = { ...this.forAll, [kind]: !this.forAll[kind] };
  }

  use(tool: Tool): void {
    this.tool = tool;
    if (tool.kind !== 'tape') this.tape = null;
    if (tool.kind !== 'ruler') this.ruler = null;
  }

  reset(): void {
    this.tool = { kind: 'select' };
    this.selection = null;
    this.forAll = { range: false, move: false, charge: false, threat: false, arcs: false, los: false, seenBy: false };
    this.forUnit = {};
    this.tape = null;
    this.ruler = null;
    this.hover = null;
  }
}
