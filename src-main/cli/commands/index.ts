import type { CliCommand } from '../main';
import { oddsCommand } from './odds';

/** Every `tenfold` sub-command; each lives in its own file beside this one. */
export const commands: CliCommand[] = [oddsCommand];
