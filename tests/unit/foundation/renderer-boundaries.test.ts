import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The lint config `npm test` runs: these cases prove the renderer's ruleset layering can fail.
const eslint = new ESLint({ cwd: process.cwd() });

async function layeringErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('renderer ruleset boundaries', () => {
  it('refuses the Armies screen reaching inside a ruleset, core or screen pieces, and lets it use the registries', async () => {
    const core = "import { D10_FACTIONS } from '../../../../shared/rulesets/d10-wargame/army-file';\nexport { D10_FACTIONS };";
    expect(await layeringErrors('src-renderer/src/armies/model/bad.ts', core)).toEqual([expect.stringContaining('only through the registries')]);
    const pieces = "import { qualityUi } from '../../rulesets/quality/index';\nexport { qualityUi };";
    expect(await layeringErrors('src-renderer/src/armies/model/bad.ts', pieces)).toHaveLength(1);
    const component = "<script lang=\"ts\">\n  import HomebrewView from '../rulesets/d10-wargame/HomebrewView.svelte';\n  const v = HomebrewView;\n</script>\n{v}\n";
    expect(await layeringErrors('src-renderer/src/screens/Bad.svelte', component)).toHaveLength(1);
    const table = "import { resolveUnit } from '../../../../shared/rulesets/d10-wargame/army';\nexport { resolveUnit };";
    expect(await layeringErrors('src-renderer/src/table/model/army-source.ts', table)).toHaveLength(1);
    const registries = [
      "import { armyRules } from '../../../../shared/armies/index';",
      "import { rulesetById } from '../../../../shared/rulesets/index';",
      "import { rulesetUi } from '../../rulesets/index';",
      "import type { ArmyKit } from '../../rulesets/types';",
      'export { armyRules, rulesetById, rulesetUi, type ArmyKit };',
    ].join('\n');
    expect(await layeringErrors('src-renderer/src/armies/model/good.ts', registries)).toEqual([]);
  });

  it('refuses a ruleset’s screen pieces importing another ruleset or a registry, and lets them use their own core and generic code', async () => {
    const otherCore = "import { QUALITY_BOOKS } from '../../../../shared/rulesets/quality/army-file';\nexport { QUALITY_BOOKS };";
    expect(await layeringErrors('src-renderer/src/rulesets/d10-wargame/bad.ts', otherCore)).toEqual([expect.stringContaining('never imports another')]);
    const otherPieces = "import { d10Table } from '../d10-wargame/table';\nexport { d10Table };";
    expect(await layeringErrors('src-renderer/src/rulesets/quality/bad.ts', otherPieces)).toHaveLength(1);
    expect(await layeringErrors('src-renderer/src/rulesets/quality/bad.ts', "import { RULESET_UIS } from '../index';\nexport { RULESET_UIS };")).toHaveLength(1);
    const own = [
      "import { D10_FACTIONS } from '../../../../shared/rulesets/d10-wargame/army-file';",
      "import type { ArmyView } from '../../armies/model/army-view';",
      "import { homebrewSession } from '../types';",
      "import { toggleOption } from './edits';",
      'export { D10_FACTIONS, homebrewSession, toggleOption, type ArmyView };',
    ].join('\n');
    expect(await layeringErrors('src-renderer/src/rulesets/d10-wargame/good.ts', own)).toEqual([]);
  });

  it('refuses the Play and Table screens reaching inside a ruleset, as every generic screen is held', async () => {
    const state = "import type { D10State } from '../../../../shared/rulesets/d10-wargame/state';\nexport type { D10State };";
    expect(await layeringErrors('src-renderer/src/play/model/bad.ts', state)).toEqual([expect.stringContaining('only through the registries')]);
    const component = "<script lang=\"ts\">\n  import QualityOddsForm from '../../rulesets/quality/QualityOddsForm.svelte';\n  const f = QualityOddsForm;\n</script>\n{f}\n";
    expect(await layeringErrors('src-renderer/src/play/components/Bad.svelte', component)).toHaveLength(1);
    const setup = "import { nextToDeploy } from '../../../shared/rulesets/d10-wargame/setup';\nexport { nextToDeploy };";
    expect(await layeringErrors('src-renderer/src/table/bad.ts', setup)).toHaveLength(1);
    expect(await layeringErrors('src-renderer/src/play/model/good.ts', "import { rulesetById } from '../../../../shared/rulesets/index';\nexport { rulesetById };")).toEqual([]);
  });

  it('refuses the Play screen importing the Table screen’s folder, and the Table the Play’s, and lets both use the board and the plan', async () => {
    const view = "import { TableView } from '../../table/view/table-view';\nexport { TableView };";
    expect(await layeringErrors('src-renderer/src/play/board/bad.ts', view)).toEqual([expect.stringContaining('play/ must not import table/')]);
    const model = "import { hitTest } from '../table/model/hit';\nexport { hitTest };";
    expect(await layeringErrors('src-renderer/src/play/bad.ts', model)).toHaveLength(1);
    const component = "<script lang=\"ts\">\n  import Toolbar from '../../table/components/Toolbar.svelte';\n  const t = Toolbar;\n</script>\n{t}\n";
    expect(await layeringErrors('src-renderer/src/play/components/Bad.svelte', component)).toHaveLength(1);
    const play = "import { agreedDeployment } from '../../play/model/plan-game';\nexport { agreedDeployment };";
    expect(await layeringErrors('src-renderer/src/table/model/bad.ts', play)).toEqual([expect.stringContaining('table/ must not import play/')]);
    const session = "<script lang=\"ts\">\n  import { PlayScreen } from '../../play/screen.svelte';\n  const p = PlayScreen;\n</script>\n{p}\n";
    expect(await layeringErrors('src-renderer/src/table/components/Bad.svelte', session)).toHaveLength(1);
    // Both screens are still held to the registries, as every generic screen is.
    const inside = "import type { D10State } from '../../../shared/rulesets/d10-wargame/state';\nexport type { D10State };";
    expect(await layeringErrors('src-renderer/src/table/bad.ts', inside)).toEqual([expect.stringContaining('only through the registries')]);
    const shared = [
      "import { TableView } from '../../board/table-view';",
      "import { terrainOutline, type Plan } from '../../plan/plan';",
      "import { currentPlan } from '../../plan/current-plan.svelte';",
      "import { zoneRings } from '../../../../shared/geometry/zone-rings';",
      "import { buildTableIndex } from '../../../../shared/geometry/index';",
      'export { TableView, terrainOutline, currentPlan, zoneRings, buildTableIndex, type Plan };',
    ].join('\n');
    expect(await layeringErrors('src-renderer/src/play/model/good.ts', shared)).toEqual([]);
    expect(await layeringErrors('src-renderer/src/table/model/good.ts', shared)).toEqual([]);
  });
});
