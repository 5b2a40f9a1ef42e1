/**
 * The new-game wizard's choices. It offers the starter lists and the player's library, flags an
 * illegal army with the core's own problems before play, and hands the choices to buildSetup.
 */
import type { TenfoldDb } from '../lib/db';
import { armyUnits, quickStartPair, starterArmies, type ArmyOption } from './model/armies';
import { buildSetup, type NewGameChoices } from './model/new-game';
import { readLayoutFile } from '../table/model/plan-file';
import type { PlanTerrain } from '../table/model/plan';
import { isPlayRuleset, type PlayRulesetId } from './model/rulesets';
import { startSession, type SessionData } from './model/session';

export class NewGameWizard {
  ruleset = $state<PlayRulesetId>('d10-wargame');
  points = $state(500);
  armyIds = $state<[string, string]>(['', '']);
  players = $state<[string, string]>(['Player 1', 'Player 2']);
  deployment = $state<NewGameChoices['deployment']>('standard');
  scoring = $state<NewGameChoices['scoring']>('standard');
  rounds = $state<number | null>(null);
  commandPoints = $state(false);
  reserves = $state(false);
  /** 'generated', 'placed', or `layout:<id>` for a layout saved on the Table screen. */
  terrain = $state<string>('generated');
  layouts = $state<{ id: string; name: string; file: string }[]>([]);
  terrainSeed = $state(1);
  activationLimit = $state(12);
  seed = $state(String(Math.floor(Math.random() * 1e9)));
  allowIllegal = $state(false);
  library = $state<ArmyOption[]>([]);
  problem = $state<string | null>(null);

  readonly options = $derived([...starterArmies(this.ruleset), ...this.library.filter((a) => a.ruleset === this.ruleset)]);
  /** The core's verdict on each chosen army, shown before the game starts. */
  readonly checks = $derived(
    this.armyIds.map((id) => {
      const option = this.options.find((o) => o.id === id);
      if (!option) return null;
      const units = armyUnits(option.file, this.ruleset, this.points);
      return units.ok ? { name: option.name, ok: units.check.ok, points: units.check.points, limit: units.check.limit, problems: units.check.problems.map((p) => p.message) } : { name: option.name, ok: false, points: 0, limit: this.points, problems: [units.reason] };
    }),
  );

  async loadLibrary(db: TenfoldDb | null): Promise<void> {
    if (!db) return;
    try {
      const records = await db.armies.toArray();
      this.layouts = (await db.layouts.orderBy('updatedAt').reverse().toArray()).map((r) => ({ id: r.id, name: r.name, file: r.file }));
      this.library = records
        .filter((r) => isPlayRuleset(r.ruleset))
        .map((r) => ({ id: `library:${r.id}`, name: r.name, ruleset: r.ruleset as PlayRulesetId, source: 'library' as const, points: r.points, file: r.file }));
    } catch {
      this.library = [];
    }
  }

  setRuleset(id: PlayRulesetId): void {
    this.ruleset = id;
    this.armyIds = ['', ''];
  }

  /** Both armies from the starter content at the chosen points (500 by default). */
  quickStart(): void {
    const pair = quickStartPair(this.ruleset, this.points);
    if (pair) this.armyIds = [pair[0].id, pair[1].id];
  }

  #terrainChoice(): NewGameChoices['terrain'] | string {
    if (this.terrain === 'placed' && this.ruleset === 'd10-wargame') return { kind: 'placed' };
    if (this.terrain.startsWith('layout:')) {
      const saved = this.layouts.find((l) => `layout:${l.id}` === this.terrain);
      if (!saved) return 'That terrain layout is no longer saved.';
      const read = readLayoutFile(saved.file);
      if (!read.ok) return `The layout "${saved.name}" cannot be used: ${read.reason}`;
      return { kind: 'layout', name: saved.name, table: read.value.table, pieces: read.value.terrain as PlanTerrain[] };
    }
    return { kind: 'generated', seed: this.terrainSeed };
  }

  start(): SessionData | null {
    const files = this.armyIds.map((id) => this.options.find((o) => o.id === id)?.file);
    if (!files[0] || !files[1]) {
      this.problem = 'Choose an army for each player.';
      return null;
    }
    const terrain = this.#terrainChoice();
    if (typeof terrain === 'string') {
      this.problem = terrain;
      return null;
    }
    const built = buildSetup({
      ruleset: this.ruleset,
      points: this.points,
      armies: [files[0], files[1]],
      players: [this.players[0].trim() || 'Player 1', this.players[1].trim() || 'Player 2'],
      deployment: this.deployment,
      scoring: this.scoring,
      rounds: this.rounds,
      commandPoints: this.commandPoints,
      reserves: this.reserves,
      terrain,
      activationLimit: this.activationLimit,
      seed: this.seed,
      allowIllegal: this.allowIllegal,
    });
    if (!built.ok) {
      this.problem = built.reason;
      return null;
    }
    const title = `${built.names[0]} vs ${built.names[1]}`;
    const started = startSession(built.ruleset, built.setup, title, built.names, built.files);
    if (!started.ok) {
      this.problem = started.reason;
      return null;
    }
    this.problem = null;
    return started.data;
  }
}
