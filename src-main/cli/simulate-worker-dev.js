// A `tenfold simulate` thread in a development checkout, where the command runs from its
// TypeScript sources: it registers tsx (a dev dependency) and runs the worker's source. The built
// command starts out/cli/simulate-worker.mjs instead.
import { register } from 'tsx/esm/api';

register();
await import('./simulate-worker.ts');
