/**
 * Where `tenfold simulate` plays its games: on worker threads, one game at a time per thread, each
 * thread taking the next game as it finishes one; or, with one job, right here. A game's figures
 * depend only on its index and the run's seed, so any number of jobs gives the same results.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { simulateGame, type SimulatedGame, type SimulatedPlayer } from '../../shared/ai/simulate';
import type { ArmyFile } from '../../shared/core/army';
import { rulesetById } from '../../shared/rulesets/index';

/** A run as plain data a worker thread can be given. */
export interface SimulationJob {
  ruleset: string;
  armies: ArmyFile[];
  points: number;
  seats: SimulatedPlayer[];
  seed: string | number;
  maxDecisions: number;
}

export type GameAnswer = { index: number; game: SimulatedGame; ms: number } | { index: number; error: string };

/** The games of a run in order, and the time they took, summed over the threads that played them. */
export interface PlayedGames {
  games: SimulatedGame[];
  ms: number;
}

/** One game of a run, as a worker plays it. */
export function playOne(job: SimulationJob, index: number): GameAnswer {
  const ruleset = rulesetById(job.ruleset);
  if (!ruleset) return { index, error: `no ruleset "${job.ruleset}"` };
  const started = performance.now();
  const game = simulateGame({ ...job, ruleset }, index);
  return 'error' in game ? { index, error: game.error } : { index, game, ms: performance.now() - started };
}

/** Every core, unless told otherwise. */
export const defaultJobs = (): number => availableParallelism();

/**
 * Plays games 0…games-1 of the run on `jobs` threads and returns them in order; `done` is told after
 * each game. The first game that cannot be played stops the run with its reason.
 */
export async function playGames(job: SimulationJob, games: number, jobs: number, done: (count: number) => void): Promise<PlayedGames> {
  const played: SimulatedGame[] = [];
  let ms = 0;
  if (jobs <= 1 || games <= 1) {
    for (let i = 0; i < games; i++) {
      const answer = playOne(job, i);
      if ('error' in answer) throw new Error(`game ${i + 1}: ${answer.error}`);
      played.push(answer.game);
      ms += answer.ms;
      done(played.length);
    }
    return { games: played, ms };
  }
  const workers = Array.from({ length: Math.min(jobs, games) }, () => startWorker(job));
  let next = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      const give = (worker: Worker): void => {
        if (next < games) worker.postMessage(next++);
      };
      for (const worker of workers) {
        worker.on('message', (answer: GameAnswer) => {
          if ('error' in answer) return reject(new Error(`game ${answer.index + 1}: ${answer.error}`));
          played.push(answer.game);
          ms += answer.ms;
          done(played.length);
          if (played.length === games) resolve();
          else give(worker);
        });
        worker.on('error', reject);
        worker.on('exit', (code) => {
          if (played.length < games) reject(new Error(`a simulation thread stopped (exit ${code})`));
        });
        give(worker);
      }
    });
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  return { games: played.sort((a, b) => a.index - b.index), ms };
}

/**
 * A thread running simulate-worker: the built one beside the built command, or from the sources
 * through tsx in a development checkout (where this file itself runs from its source).
 */
function startWorker(job: SimulationJob): Worker {
  const fromSource = import.meta.url.endsWith('.ts');
  return new Worker(new URL(fromSource ? './simulate-worker-dev.js' : './simulate-worker.mjs', import.meta.url), { workerData: job });
}
