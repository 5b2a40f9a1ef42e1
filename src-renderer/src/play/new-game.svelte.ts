/**
 * The new-game wizard's choices. It offers the starter lists and the player's library, flags an
 * illegal army with the core's own problems before play, and hands the choices to buildSetup. A
 * deployment planned on the Table screen (or read from a plan file) answers the ruleset, armies,
 * table, terrain and deployment; the wizard then asks only what the plan does not.
 */
import type { TenfoldDb } from '../lib/db';
import { armyUnits, quickStartArmies, starterArmies, type ArmyOption } from './model/armies';
import { buildSetup, type NewGameChoices } from './model/new-game';
import { parseArmyJson } from '../../../shared/armies/index';
import type { Side } from '../../../shared/core/ruleset';
import { readLayoutFile } from '../plan/plan-file';
import type { Plan, PlanTerrain } from '../plan/plan';
import { planProblemForPlay } from '../plan/playable';
import { isPlayRuleset, PLAY_RULESETS, rulesetFor, type PlayRulesetId } from './model/rulesets';
import { startSession, type SessionData } from './model/session';
import type { Level, Personality } from '../../../shared/ai/opponent';

export class NewGameWizard {
  ruleset = $state<PlayRulesetId>(PLAY_RULESETS[0]!.id);
  points = $state(500);
  /** Each seat's army (an option's id), name, player and personality, in seat order: two seats, or up to the ruleset's most. */
  armyIds = $state<string[]>(['', '']);
  players = $state<string[]>(['Player 1', 'Player 2']);
  /** Who plays each side: a person here, or the built-in opponent at a level. */
  controls = $state<('human' | Level)[]>(['human', 'human']);
  personalities = $state<Personality[]>(['balanced', 'balanced']);
  deployment = $state<NewGameChoices['deployment']>('standard');
  scoring = $state<NewGameChoices['scoring']>('standard');
  rounds = $state<number | null>(null);
  commandPoints = $state(false);
  reserves = $state(false);
  /** 'generated', 'placed', 'open' (no terrain), or `layout:<id>` for a layout saved on the Table screen. */
  terrain = $state<string>('generated');
  layouts = $state<{ id: string; name: string; file: string }[]>([]);
  terrainSeed = $state(1);
  activationLimit = $state(12);
  /** Options only the chosen ruleset's wizard piece sets, by the ids its setup reads (a scenario, …). */
  rulesetOptions = $state<Record<string, string | number | boolean>>({});
  seed = $state(String(Math.floor(Math.random() * 1e9)));
  allowIllegal = $state(false);
  library = $state<ArmyOption[]>([]);
  problem = $state<string | null>(null);
  /** The planned deployment the game starts from, and where it came from (the Table screen, a file). */
  plan = $state.raw<{ plan: Plan; from: string } | null>(null);
  /** D10.AMBIG.OBJECTIVE_PLACEMENT: who places the first objective the plan lacks (the roll-off winner's choice at the table). */
  objectivesFirst = $state<Side>(0);

  /** The plan's two armies, as the only choices while it is in use. */
  readonly #planArmies = $derived(
    this.plan
      ? this.plan.plan.armies.map((army, side) => ({ id: `plan:${side}`, name: army?.name ?? '', ruleset: this.ruleset, source: 'plan' as const, points: pointsOf(army?.file ?? ''), file: army?.file ?? '' }))
      : [],
  );
  readonly options = $derived(this.plan ? this.#planArmies : [...starterArmies(this.ruleset), ...this.library.filter((a) => a.ruleset === this.ruleset)]);
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

  /** How many players this game seats. */
  get seats(): number {
    return this.armyIds.length;
  }

  /** The seats the chosen ruleset's games may have, fewest first (only 2 for a one-on-one book). */
  get seatChoices(): number[] {
    const { min, max } = rulesetFor(this.ruleset).players;
    return Array.from({ length: max - min + 1 }, (_, i) => min + i);
  }

  /** Seat this many players: seats added start as a person with no army chosen; seats dropped go with their choices. */
  setSeats(count: number): void {
    const { min, max } = rulesetFor(this.ruleset).players;
    const n = Math.max(min, Math.min(max, Math.round(count)));
    const resized = <T>(list: T[], fill: (seat: number) => T): T[] => Array.from({ length: n }, (_, seat) => (seat < list.length ? list[seat]! : fill(seat)));
    this.armyIds = resized(this.armyIds, () => '');
    this.players = resized(this.players, (seat) => `Player ${seat + 1}`);
    this.controls = resized(this.controls, () => 'human' as const);
    this.personalities = resized(this.personalities, () => 'balanced' as const);
  }

  setRuleset(id: PlayRulesetId): void {
    this.ruleset = id;
    this.rulesetOptions = {};
    this.armyIds = this.armyIds.map(() => '');
    this.setSeats(this.seats);
    // A game size the book plays (its army builder's presets), kept when the book has it too.
    const presets = rulesetFor(id).army.presets;
    if (presets.length > 0 && !presets.includes(this.points)) this.points = presets[0]!;
  }

  /**
   * Start from a planned deployment: its ruleset and armies (at the larger of their points limits,
   * which the player may change), its table and placements. A plan that cannot be played yet is
   * refused with what it lacks, and the wizard stays as it was.
   */
  usePlan(plan: Plan, from: string): boolean {
    const problem = planProblemForPlay(plan);
    if (problem) {
      this.problem = problem;
      return false;
    }
    this.plan = { plan, from };
    this.ruleset = plan.ruleset as PlayRulesetId;
    // A plan seats two players.
    this.setSeats(2);
    this.armyIds = ['plan:0', 'plan:1'];
    this.points = Math.max(...plan.armies.map((army) => pointsOf(army?.file ?? ''))) || this.points;
    // D10.RESERVE.DECLARE: units held in reserve on the plan mean the players agreed to reserves.
    if (plan.reserves.length > 0) this.reserves = true;
    this.problem = null;
    return true;
  }

  stopUsingPlan(): void {
    this.plan = null;
    this.armyIds = this.armyIds.map(() => '');
  }

  /** Every seat's army from the starter content at the chosen points (500 by default). */
  quickStart(): void {
    const armies = quickStartArmies(this.ruleset, this.points, this.seats);
    if (armies) this.armyIds = armies.map((a) => a.id);
  }

  #terrainChoice(): NewGameChoices['terrain'] | string {
    if (this.plan) return { kind: 'plan', plan: this.plan.plan, objectivesFirst: this.objectivesFirst };
    if (this.terrain === 'placed' && rulesetFor(this.ruleset).setup.playersPlaceTerrain) return { kind: 'placed' };
    if (this.terrain === 'open') return { kind: 'open' };
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
    if (files.some((f) => !f)) {
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
      armies: files as string[],
      players: this.players.map((name, seat) => name.trim() || `Player ${seat + 1}`),
      deployment: this.deployment,
      scoring: this.scoring,
      rounds: this.rounds,
      commandPoints: this.commandPoints,
      reserves: this.reserves,
      terrain,
      activationLimit: this.activationLimit,
      rulesetOptions: { ...this.rulesetOptions },
      seed: this.seed,
      allowIllegal: this.allowIllegal,
    });
    if (!built.ok) {
      this.problem = built.reason;
      return null;
    }
    const versus = built.names.join(' vs ');
    const planName = this.plan?.plan.name.trim();
    const title = planName && planName !== 'New plan' ? `${planName}: ${versus}` : versus;
    const started = startSession(built.ruleset, built.setup, title, built.names, built.files);
    if (!started.ok) {
      this.problem = started.reason;
      return null;
    }
    this.problem = null;
    const seats = this.controls.map((control, side) => (control === 'human' ? null : { level: control, personality: this.personalities[side] ?? 'balanced', seed: `${this.seed}:opponent-${side + 1}` }));
    return seats.some((s) => s !== null) ? { ...started.data, seats } : started.data;
  }
}

/** An army file's points limit, or 0 when it cannot be read (the wizard's check then says why). */
function pointsOf(file: string): number {
  const parsed = parseArmyJson(file);
  return parsed.ok ? parsed.army.pointsLimit : 0;
}
