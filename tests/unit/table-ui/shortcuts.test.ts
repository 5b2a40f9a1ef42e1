import { describe, expect, it } from 'vitest';
import { ShortcutRegistry } from '../../../src-renderer/src/lib/shortcuts';
import { registerTableShortcuts } from '../../../src-renderer/src/table/shortcuts';
import type { TableController } from '../../../src-renderer/src/table/controller.svelte';

function fakeController(calls: string[]): TableController {
  const record = (name: string) => (...args: unknown[]) => calls.push(`${name}(${args.join(',')})`);
  return {
    undo: record('undo'),
    redo: record('redo'),
    zoom: record('zoom'),
    fitToWindow: record('fitToWindow'),
    pan: record('pan'),
    nudgeSelection: record('nudge'),
    rotateSelection: record('rotate'),
    resizeSelection: record('resize'),
    deleteSelection: record('delete'),
    ui: { use: record('use'), selectedUnit: undefined, toggleForUnit: record('toggle') },
  } as unknown as TableController;
}

const press = (key: string, mods: Partial<{ ctrlKey: boolean; shiftKey: boolean }> = {}) => ({ key, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });

describe('the Table screen’s keyboard shortcuts', () => {
  it('undo, redo, turn, nudge and fit from the keyboard, and unregister when the screen closes', () => {
    const calls: string[] = [];
    const registry = new ShortcutRegistry(false);
    const remove = registerTableShortcuts(registry, fakeController(calls));
    for (const p of [press('z', { ctrlKey: true }), press('Z', { ctrlKey: true, shiftKey: true }), press('r'), press('ArrowUp', { shiftKey: true }), press('0')]) {
      expect(registry.handle(p)).toBe(true);
    }
    expect(calls).toEqual(['undo()', 'redo()', 'rotate(15)', 'nudge(0,0.5)', 'fitToWindow()']);
    remove();
    expect(registry.handle(press('r'))).toBe(false);
  });

  it('leaves keys another part of the app owns to it, and registers the rest', () => {
    const registry = new ShortcutRegistry(false);
    registry.register({ id: 'elsewhere', keys: 'Mod+Z', description: 'Something else', group: 'Other', run: () => undefined });
    const calls: string[] = [];
    expect(() => registerTableShortcuts(registry, fakeController(calls))).not.toThrow();
    expect(registry.list().find((s) => s.keys === 'Mod+Z')?.id).toBe('elsewhere');
    expect(registry.handle(press('0'))).toBe(true);
    expect(calls).toEqual(['fitToWindow()']);
  });

  it('describes the corner gestures in the help while the screen is shown', () => {
    const registry = new ShortcutRegistry(false);
    const remove = registerTableShortcuts(registry, fakeController([]));
    expect(registry.gestures().map((g) => [g.gesture, g.group])).toEqual([
      ['Double-click an edge', 'Table'],
      ['Double-click a corner', 'Table'],
      ['Alt+click a corner', 'Table'],
    ]);
    remove();
    expect(registry.gestures()).toEqual([]);
  });
});
