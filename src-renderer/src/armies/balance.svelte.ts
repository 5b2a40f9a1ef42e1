/**
 * The Balance view's state: the two armies picked, the number of games, the opponent's level and
 * the seed, and the run under way or last finished. The run itself is BalanceRun's (a plain model);
 * this class keeps its snapshots where the view can see them.
 */
import type { Level } from '../../../shared/ai/opponent';
import type { Library } from './library.svelte';
import { defaultBalanceRunner } from './balance-runner';
import { BalanceRun, DEFAULT_LEVEL, DEFAULT_SEED, balanceArmies, balanceGroups, prepareBalance, type BalanceArmy, type BalanceRunner, type BalanceSnapshot } from './model/balance';
import { readArmy } from './model/kits';

export class BalanceState {
  first = $state('');
  second = $state('');
  games = $state(20);
  level = $state<Level>(DEFAULT_LEVEL);
  seed = $state(DEFAULT_SEED);
  snapshot = $state.raw<BalanceSnapshot>({ status: 'idle', request: null, games: [], summary: null, error: null });

  readonly #library: Library;
  readonly #run: BalanceRun;

  /** The player's armies that can be read, then every ruleset's starter lists. */
  readonly armies = $derived.by(() =>
    balanceArmies(
      this.#library.records.flatMap((r) => {
        const read = readArmy(r.file);
        return read.ok ? [{ id: r.id, army: read.value }] : [];
      }),
    ),
  );
  readonly groups = $derived(balanceGroups(this.armies));
  /** Why the picked armies and figures cannot run, or null when they can. */
  readonly refusal = $derived.by(() => {
    const [a, b] = [this.#find(this.first), this.#find(this.second)];
    if (!a || !b) return 'Pick two armies.';
    const prepared = prepareBalance(a.army, b.army, this.#options());
    return prepared.ok ? null : prepared.reason;
  });
  readonly running = $derived(this.snapshot.status === 'running');

  constructor(library: Library, runner: BalanceRunner = defaultBalanceRunner()) {
    this.#library = library;
    this.#run = new BalanceRun(runner, (snapshot) => (this.snapshot = snapshot));
  }

  /** Picks the first two starter lists of one ruleset, unless the player has picked already. */
  pickDefaults(): void {
    if (this.#find(this.first) && this.#find(this.second)) return;
    const starters = this.armies.filter((a) => a.source === 'starter');
    const first = starters[0];
    const second = starters.find((a) => a.ruleset === first?.ruleset && a.army.faction !== first.army.faction && a.army.pointsLimit === first.army.pointsLimit);
    this.first = first?.key ?? '';
    this.second = second?.key ?? '';
  }

  army(key: string): BalanceArmy | undefined {
    return this.#find(key);
  }

  start(): void {
    const [a, b] = [this.#find(this.first), this.#find(this.second)];
    if (!a || !b) return;
    const started = this.#run.start(a.army, b.army, this.#options());
    if (!started.ok) this.snapshot = { status: 'failed', request: null, games: [], summary: null, error: started.reason };
  }

  cancel(): void {
    this.#run.cancel();
  }

  #find(key: string): BalanceArmy | undefined {
    return this.armies.find((a) => a.key === key);
  }

  #options() {
    return { games: this.games, level: this.level, seed: this.seed };
  }
}
