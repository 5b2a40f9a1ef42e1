/** A balance run's games are played here, off the page's thread, and reported one by one as each ends. */
import { playBalanceGame, type BalanceRequest, type WorkerReport } from './model/balance';

const report = (r: WorkerReport) => self.postMessage(r);

self.addEventListener('message', (event: MessageEvent<BalanceRequest>) => {
  const request = event.data;
  try {
    for (let i = 0; i < request.games; i++) {
      const game = playBalanceGame(request, i);
      if ('error' in game) return report({ kind: 'failed', reason: `Game ${i + 1}: ${game.error}` });
      report({ kind: 'game', game });
    }
    report({ kind: 'finished' });
  } catch (error) {
    report({ kind: 'failed', reason: `The games stopped: ${error instanceof Error ? error.message : String(error)}` });
  }
});
