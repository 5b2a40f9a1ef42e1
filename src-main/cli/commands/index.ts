import type { CliCommand } from '../main';

/** Every `tenfold` sub-command; each lives in its own file beside this one. */
export const commands: CliCommand[] = [];
