/** A `tenfold simulate` thread: it is given the run, then plays each game it is asked for and answers with its figures. */
import { parentPort, workerData } from 'node:worker_threads';
import { playOne, type SimulationJob } from './simulate-pool';

const job = workerData as SimulationJob;
parentPort?.on('message', (index: number) => parentPort!.postMessage(playOne(job, index)));
