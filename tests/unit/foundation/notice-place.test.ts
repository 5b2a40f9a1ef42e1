import { describe, expect, it } from 'vitest';
import { NoticePlace } from '../../../src-renderer/src/lib/documents/notice-place';

describe('where the File area\'s notice belongs', () => {
  it('is shown on the screen it was raised on and left behind when the player goes elsewhere', () => {
    const place = new NoticePlace<{ text: string }>();
    const saved = { text: 'Saved game.tenfold.' };
    expect(place.leftBehind(saved, 'play')).toBe(false);
    expect(place.leftBehind(saved, 'play')).toBe(false);
    expect(place.leftBehind(saved, 'armies')).toBe(true);
  });

  it('belongs to the screen a file opened on, when the notice and the screen change together', () => {
    const place = new NoticePlace<{ text: string }>();
    expect(place.leftBehind(null, 'armies')).toBe(false);
    const opened = { text: 'old.tenfold was made by an older Tenfold.' };
    expect(place.leftBehind(opened, 'play')).toBe(false);
    expect(place.leftBehind(opened, 'play')).toBe(false);
    const next = { text: 'Exported report.md.' };
    expect(place.leftBehind(next, 'table')).toBe(false);
    expect(place.leftBehind(next, 'rules')).toBe(true);
  });
});
