import { describe, expect, it, vi } from 'vitest';
import { ShortcutRegistry, type KeyPress } from '../../../src-renderer/src/lib/shortcuts';

const press = (key: string, mods: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('keyboard shortcuts', () => {
  it('run the shortcut whose keys were pressed, with Ctrl as Mod off macOS', () => {
    const registry = new ShortcutRegistry(false);
    const run = vi.fn();
    registry.register({ id: 'go', keys: 'Mod+2', description: 'Go to Table', group: 'Navigation', run });
    expect(registry.handle(press('2', { metaKey: true }))).toBe(false);
    expect(registry.handle(press('2', { ctrlKey: true }))).toBe(true);
    expect(run).toHaveBeenCalledOnce();
  });

  it('use Cmd as Mod on macOS and label it so', () => {
    const registry = new ShortcutRegistry(true);
    const run = vi.fn();
    registry.register({ id: 'undo', keys: 'Mod+Z', description: 'Undo', group: 'Edit', run });
    registry.register({ id: 'redo', keys: 'Mod+Shift+Z', description: 'Redo', group: 'Edit', run: () => {} });
    expect(registry.handle(press('z', { metaKey: true }))).toBe(true);
    expect(run).toHaveBeenCalledOnce();
    expect(registry.label('Mod+Z')).toBe('⌘Z');
  });

  it('ignore plain keys while the player types in a field', () => {
    const registry = new ShortcutRegistry(false);
    const run = vi.fn();
    registry.register({ id: 'help', keys: '?', description: 'Help', group: 'Help', run });
    expect(registry.handle(press('?', { shiftKey: true, target: { tagName: 'INPUT' } }))).toBe(false);
    expect(registry.handle(press('?', { shiftKey: true }))).toBe(true);
    expect(run).toHaveBeenCalledOnce();
  });

  it('refuse two shortcuts on the same keys and list the rest by group', () => {
    const registry = new ShortcutRegistry(false);
    const remove = registry.register({ id: 'a', keys: 'Mod+1', description: 'A', group: 'Navigation', run: () => {} });
    expect(() => registry.register({ id: 'b', keys: 'Mod+1', description: 'B', group: 'View', run: () => {} })).toThrow(/already used/);
    registry.register({ id: 'c', keys: 'Escape', description: 'Close', group: 'Help', run: () => {} });
    expect(registry.list().map((s) => s.id)).toEqual(['c', 'a']);
    remove();
    expect(registry.list().map((s) => s.id)).toEqual(['c']);
  });

  it('tell subscribers when the list changes', () => {
    const registry = new ShortcutRegistry(false);
    const listener = vi.fn();
    registry.subscribe(listener);
    registry.register({ id: 'a', keys: 'Mod+1', description: 'A', group: 'Navigation', run: () => {} })();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('list the mouse gestures a screen describes, beside its keys, until it takes them back', () => {
    const registry = new ShortcutRegistry(false);
    const listener = vi.fn();
    registry.subscribe(listener);
    const remove = registry.describe({ id: 'edge', gesture: 'Double-click an edge', description: 'Add a corner', group: 'Table' });
    expect(registry.gestures()).toEqual([{ id: 'edge', gesture: 'Double-click an edge', description: 'Add a corner', group: 'Table' }]);
    // A gesture is not a key: no key press runs it, and it takes no keys from a shortcut.
    expect(registry.list()).toEqual([]);
    expect(registry.handle(press('Double-click an edge'))).toBe(false);
    remove();
    expect(registry.gestures()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
