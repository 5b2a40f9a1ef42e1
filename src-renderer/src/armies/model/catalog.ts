/**
 * The built-in factions the editor offers, by ruleset id: the rules core's content, as the
 * registry lists it. Tests and a future content pack hand the screen another catalog of this shape.
 */
import { BUILT_IN, type ArmyCatalog } from '../../../../shared/armies/index';

export type Catalog = ArmyCatalog;

export { BUILT_IN };
