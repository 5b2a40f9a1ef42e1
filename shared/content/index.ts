/**
 * Tenfold's built-in content, by ruleset: the starter factions and armies a player can build from
 * without writing any data, and ready-made sample lists at the recommended sizes
 * (D10.ARMY.LEVEL_500, D10.ARMY.LEVEL_1000, D10.ARMY.LEVEL_1500).
 */
import type { ArmyCatalog } from '../core/army-check';
import { cinderHost } from './d10-wargame/cinder-host';
import { meridianLine } from './d10-wargame/meridian-line';
import { gravemarchReavers } from './quality/gravemarch-reavers';
import { thornwallWardens } from './quality/thornwall-wardens';

export { cinderHost, meridianLine, gravemarchReavers, thornwallWardens };
export { SAMPLE_ARMIES } from './samples';

export const BUILT_IN: ArmyCatalog = {
  'd10-wargame': [meridianLine, cinderHost],
  quality: [thornwallWardens, gravemarchReavers],
};
