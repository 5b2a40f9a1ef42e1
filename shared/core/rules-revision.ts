/**
 * Which revision of the engines' rules a game was started under. A game replays from its commands,
 * so a change to how the rules resolve (a new decision mid-game, fewer attacks after losses) would
 * make an old game replay differently — or refuse its own commands. A setup's
 * `options.rulesRevision` keeps old games on the behaviour they were played with; the savefile
 * migration marks games saved before a revision (shared/savefile/migrations.ts), and a setup
 * without the field is a game of the current revision.
 *
 * Revision 2 (issue 16): the owner of a wounded unit chooses its casualties and the models removed
 * for cohesion; weapons belong to models; separation after a fight never leaves the table or enters
 * blocking terrain; a Command Point on a reserve roll has a window in which it works. Every D10
 * measure is the shared geometry's, on the bases' real shapes, as moves already were — deployment,
 * reserves arriving, cohesion after casualties, Leadership and HQ ranges, objectives kept clear of
 * units — where revision 1 took each base for the circle of its area; and a Quality move follows its
 * path and never ends in blocking terrain.
 */
export const RULES_REVISION = 2;

/** Games saved before rules revisions were recorded (savefile version 4 and older). */
export const FIRST_RULES_REVISION = 1;

/** The revision that brought the owner's choices (casualties, cohesion) and weapons per model. */
export const OWNER_CHOICES = 2;

/** The revision that measures every D10 base on its real shape (no more circles) and Quality moves on the shared geometry. */
export const REAL_SHAPES = 2;

/** Whether a game's options say it was started before `revision` (absent: the current revision). */
export function before(options: { rulesRevision?: number | undefined } | undefined, revision: number): boolean {
  return (options?.rulesRevision ?? RULES_REVISION) < revision;
}
