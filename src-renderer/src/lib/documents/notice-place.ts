/**
 * The File area's notice ("Saved …", "Exported …", a refusal) belongs to the screen it was raised
 * on: it is shown there and dismissed once the player goes to another screen, rather than
 * following them to their armies or the rules.
 */
export class NoticePlace<N> {
  #notice: N | null = null;
  #screen: string | null = null;

  /**
   * Told the notice now shown and the screen now open; answers whether the notice should be
   * dismissed. A new notice belongs to the screen open when it is first seen (a file opened from
   * the header is announced on the screen it opens on).
   */
  leftBehind(notice: N | null, screen: string): boolean {
    if (notice === null) {
      this.#notice = null;
      return false;
    }
    if (notice !== this.#notice) {
      this.#notice = notice;
      this.#screen = screen;
      return false;
    }
    return screen !== this.#screen;
  }
}
