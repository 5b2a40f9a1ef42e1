/**
 * Unit-to-unit line of sight that can be paused and resumed: the same search as the rules core's
 * unitLineOfSight (D10.AMBIG.LOS_UNIT — one line from any firing model to any target model is
 * enough; the best visible share of one target model is reported), asked one model pair at a
 * time through the core's lineOfSight, so a drag frame can stop when its time is up and carry on
 * in the next. tests/unit/table-ui/unit-sight.test.ts checks it answers as unitLineOfSight does.
 */
import { PLAN_TABLE_RULES } from '../model/table-rules';
import { type PlacedModel, type TableIndex, type TableUnit, type UnitLosResult, lineOfSight } from '../../../../shared/geometry/index';

export class UnitSightSearch {
  readonly shooter: TableUnit;
  readonly target: TableUnit;
  #t = 0;
  #f = 0;
  #modelBest = 0;
  #anyLine = false;
  #best: UnitLosResult = { status: 'blocked', visible: 0, perModel: {} };
  #done = false;

  constructor(shooter: TableUnit, target: TableUnit) {
    this.shooter = shooter;
    this.target = target;
  }

  get done(): boolean {
    return this.#done;
  }

  /** Examines one more pair of models; true when the answer is complete. */
  step(index: TableIndex): boolean {
    if (this.#done) return true;
    const t: PlacedModel | undefined = this.target.models[this.#t];
    const f: PlacedModel | undefined = this.shooter.models[this.#f];
    if (!t || !f) return this.#finish();
    const s = lineOfSight(index, f, t, { rules: PLAN_TABLE_RULES, shooterUnitId: this.shooter.id, targetUnitId: this.target.id, shooterSide: this.shooter.side });
    let nextTarget = false;
    if (s.status !== 'blocked') {
      if (!this.#anyLine || s.visible > this.#best.visible) {
        this.#best.visible = s.visible;
        if (s.witness) this.#best.witness = s.witness;
        this.#best.fromModelId = f.id;
        this.#best.toModelId = t.id;
      }
      this.#anyLine = true;
      if (s.visible > this.#modelBest) this.#modelBest = s.visible;
      if (this.#modelBest >= 1) nextTarget = true;
    }
    this.#f++;
    if (nextTarget || this.#f >= this.shooter.models.length) {
      this.#best.perModel[t.id] = this.#modelBest;
      if (this.#best.visible >= 1) return this.#finish();
      this.#t++;
      this.#f = 0;
      this.#modelBest = 0;
      if (this.#t >= this.target.models.length) return this.#finish();
    }
    return false;
  }

  #finish(): boolean {
    this.#done = true;
    this.#best.status = !this.#anyLine ? 'blocked' : this.#best.visible >= 1 ? 'clear' : 'partial';
    return true;
  }

  get result(): UnitLosResult | undefined {
    return this.#done ? this.#best : undefined;
  }
}
