import { describe, expect, it } from 'vitest';
import { History } from '../../../src-renderer/src/table/model/history';

describe('undo and redo', () => {
  it('returns to each earlier state and forward again, in order', () => {
    const h = new History<number>();
    h.push(1, 'one to two');
    h.push(2, 'two to three');
    expect(h.undoLabel).toBe('two to three');
    expect(h.undo(3)?.state).toBe(2);
    expect(h.undo(2)?.state).toBe(1);
    expect(h.undo(1)).toBeUndefined();
    expect(h.redo(1)?.state).toBe(2);
    expect(h.redo(2)?.state).toBe(3);
    expect(h.redo(3)).toBeUndefined();
  });

  it('forgets the redo branch when a new change is made', () => {
    const h = new History<string>();
    h.push('a', 'first');
    h.undo('b');
    h.push('a', 'other');
    expect(h.redo('c')).toBeUndefined();
    expect(h.redoLabel).toBeUndefined();
  });

  it('keeps at most its limit of steps', () => {
    const h = new History<number>(3);
    for (let i = 0; i < 10; i++) h.push(i, `step ${i}`);
    const seen: number[] = [];
    let current = 10;
    for (let e = h.undo(current); e; e = h.undo(current)) seen.push((current = e.state));
    expect(seen).toEqual([9, 8, 7]);
  });
});
