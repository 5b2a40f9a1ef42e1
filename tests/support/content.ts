/**
 * The built-in content of the two rulesets Tenfold plays, with their own types, for tests that read
 * a faction's units or a sample list's fields. The app reaches the same data through the registry
 * (`shared/armies`), typed only as far as generic code needs.
 */
import type { D10ArmyFile } from '../../shared/rulesets/d10-wargame/army-file';
import { D10_FACTIONS } from '../../shared/rulesets/d10-wargame/army-file';
import { D10_SAMPLES } from '../../shared/rulesets/d10-wargame/content/samples';
import type { QualityArmyFile } from '../../shared/rulesets/quality/army-file';
import { QUALITY_BOOKS } from '../../shared/rulesets/quality/army-file';
import { QUALITY_SAMPLES } from '../../shared/rulesets/quality/content/samples';

export { cinderHost } from '../../shared/rulesets/d10-wargame/content/cinder-host';
export { meridianLine } from '../../shared/rulesets/d10-wargame/content/meridian-line';
export { gravemarchReavers } from '../../shared/rulesets/quality/content/gravemarch-reavers';
export { thornwallWardens } from '../../shared/rulesets/quality/content/thornwall-wardens';
export type { D10ArmyFile, QualityArmyFile };

export const BUILT_IN = { 'd10-wargame': D10_FACTIONS, quality: QUALITY_BOOKS } as const;

export const SAMPLE_ARMIES: Readonly<Record<string, readonly (D10ArmyFile | QualityArmyFile)[]>> = { ...D10_SAMPLES, ...QUALITY_SAMPLES };
