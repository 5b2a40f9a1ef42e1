/** The built-in opponent thinks here, off the page's thread, so the table never freezes while it does. */
import { think, type ThinkRequest } from './model/opponents';

self.addEventListener('message', (event: MessageEvent<ThinkRequest>) => {
  let choice = null;
  try {
    choice = think(event.data);
  } catch {
    choice = null;
  }
  self.postMessage(choice);
});
