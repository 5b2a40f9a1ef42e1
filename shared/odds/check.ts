/**
 * The die the odds are built from. Each ruleset's odds (in its own folder) give the chance of one
 * die passing one of its checks; everything in this folder is built from those numbers per die.
 */

/** Faces on a D10, the die the D10 rulesets roll (QW.AMBIG.DIE_TYPE for `quality`). */
export const DIE_FACES = 10;
