import { describe, expect, it } from 'vitest';
import { homebrewDraftKey, localDrafts, memoryDrafts } from '../../../src-renderer/src/armies/model/draft-store';

describe('the homebrew draft store', () => {
  it('keeps, returns and drops a draft by army', () => {
    const drafts = memoryDrafts();
    const key = homebrewDraftKey('army-1');
    drafts.set(key, '{"units":[]}');
    expect(drafts.get(key)).toBe('{"units":[]}');
    drafts.remove(key);
    expect(drafts.get(key)).toBeNull();
  });

  it('never lets a full or blocked storage break the editor', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    } as unknown as Storage;
    const drafts = localDrafts(broken);
    expect(() => drafts.set('k', 'v')).not.toThrow();
    expect(drafts.get('k')).toBeNull();
    expect(() => drafts.remove('k')).not.toThrow();
    expect(localDrafts(undefined).get('k')).toBeNull();
  });
});
