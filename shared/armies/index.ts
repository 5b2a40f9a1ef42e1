/**
 * Army files of every ruleset, through the registry: read one (the envelope here, the rest by its
 * ruleset), judge it under its book, write its roster, list the built-in factions and sample lists.
 * The CLI and the Armies, Table and Play screens call these and never a ruleset's own modules.
 * Nothing here throws: a hostile or broken file is answered with a one-line reason.
 */
import { ARMY_VERSION, armyEnvelope, type ArmyCheck, type ArmyFile, type ArmyRules, type FactionBase, type ParsedArmy } from '../core/army';
import { RULESETS, rulesetById } from '../rulesets/index';

export type { ArmyCheck, ArmyFile, FactionBase, ParsedArmy };

/** The built-in factions of each ruleset an army file may name, by ruleset id. */
export type ArmyCatalog = Readonly<Record<string, readonly FactionBase[]>>;

/** The army building of a ruleset, or undefined for a ruleset this Tenfold does not know. */
export function armyRules(ruleset: string): ArmyRules | undefined {
  return rulesetById(ruleset)?.army;
}

/** Every ruleset's built-in factions. */
export const BUILT_IN: ArmyCatalog = Object.fromEntries(Object.values(RULESETS).map((r) => [r.id, r.army.factions]));

/** Every built-in faction's sample lists, by faction id (faction ids are unique across rulesets). */
export const SAMPLE_ARMIES: Readonly<Record<string, readonly ArmyFile[]>> = Object.assign({}, ...Object.values(RULESETS).map((r) => r.army.samples));

/** Check an already-decoded value as an army file. Never throws. */
export function parseArmyFile(json: unknown): ParsedArmy {
  try {
    const envelope = armyEnvelope(json);
    if (!envelope.ok) return envelope;
    const rules = armyRules(envelope.ruleset);
    if (!rules) return { ok: false, message: `ruleset: must be ${Object.keys(RULESETS).map((id) => `"${id}"`).join(' or ')}` };
    if (envelope.json['version'] !== ARMY_VERSION) return { ok: false, message: `version: this Tenfold reads army files of version ${ARMY_VERSION}` };
    return rules.parse(envelope.json);
  } catch (error) {
    // Defensive only: zod reports problems as values, but nothing from a file may crash the app.
    return { ok: false, message: `the army file could not be read (${error instanceof Error ? error.name : 'error'})` };
  }
}

/** Decode JSON text and check it as an army file. Never throws. */
export function parseArmyJson(text: string): ParsedArmy {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : 'invalid JSON';
    return { ok: false, message: `not valid JSON (${reason})` };
  }
  return parseArmyFile(json);
}

/** Judge an army under its ruleset's army-building rules: the `tenfold validate --json` contract. */
export function checkArmy(army: ArmyFile, catalog: ArmyCatalog = BUILT_IN): ArmyCheck {
  const rules = armyRules(army.ruleset);
  if (!rules) return { ok: false, points: 0, limit: army.pointsLimit, problems: [{ rule: 'ruleset', message: `Tenfold does not play ${army.ruleset}.` }] };
  return rules.check(army, catalog[army.ruleset]);
}

/** The army as plain text, to paste into a forum post or a message. */
export function armyToText(army: ArmyFile, catalog: ArmyCatalog = BUILT_IN): string {
  const body = armyRules(army.ruleset)?.text(army, catalog[army.ruleset] ?? []) ?? army.units.map((u) => `- ${u.profile} (${u.models})`);
  return [army.name, ...body].join('\n') + '\n';
}
