import type { CliCommand } from '../main';
import { analyzeCommand } from './analyze';
import { oddsCommand } from './odds';
import { reportCommand } from './report';
import { simulateCommand } from './simulate';
import { validateCommand } from './validate';

/** Every `tenfold` sub-command; each lives in its own file beside this one. */
export const commands: CliCommand[] = [oddsCommand, validateCommand, reportCommand, analyzeCommand, simulateCommand];
