/** The worker that works out a dragged unit's zones in full once the pointer rests (rest-reach.ts). */
import { type RestRequest, answerRest } from './rest-reach';

self.addEventListener('message', (event: MessageEvent<RestRequest>) => {
  const { answer, transfer } = answerRest(event.data);
  self.postMessage(answer, { transfer });
});
