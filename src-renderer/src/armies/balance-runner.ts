/** Where a balance run's games are played: a fresh Web Worker per run, so Cancel can end it mid-game; the page itself where there are no workers. */
import { inProcessRunner, workerRunner, type BalanceRunner } from './model/balance';

export function defaultBalanceRunner(): BalanceRunner {
  if (typeof Worker !== 'function') return inProcessRunner();
  return workerRunner(() => new Worker(new URL('./balance.worker.ts', import.meta.url), { type: 'module' }));
}
