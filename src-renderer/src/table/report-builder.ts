/**
 * The report panel's lines, built from the controller's verdicts. Every number and verdict is the
 * rules core's; this chooses the words and the order a player reads them in.
 */
import type { TableController } from './controller.svelte';
import { type ReportSection, line } from './model/report';
import { engagementWords, fmtInches } from './overlays/engagement';
import { tapeOf } from './overlay-scene';
import { terrainSetupOf } from '../plan/terrain-generator';
import { tableRulesOf } from '../../../shared/rulesets/index';

const PLAYER = ['Player 1', 'Player 2'] as const;

export function buildReport(ctrl: TableController): ReportSection[] {
  const sections: ReportSection[] = [];
  const name = (k: string) => ctrl.name(k);
  const army = (side: 0 | 1) => ctrl.rosters[side]?.armyName;

  const deploy: ReportSection = { id: 'deploy', title: 'Deployment', lines: [] };
  if (!ctrl.rosters[0] || !ctrl.rosters[1]) deploy.lines.push(line('Choose an army for each player to start deploying.', 'info'));
  else if (ctrl.turn === null) deploy.lines.push(line('Both armies are deployed.', 'ok'));
  else deploy.lines.push(line(`${PLAYER[ctrl.turn]} (${army(ctrl.turn)}) deploys next.`, 'info', { turn: String(ctrl.turn) }));
  for (const [side, result] of ctrl.rosterResults.entries()) if (result && !result.ok) deploy.lines.push(line(`${PLAYER[side]}: ${result.reason}`, 'bad'));
  sections.push(deploy);

  const breaks: ReportSection = { id: 'problems', title: 'Rule breaks', lines: [] };
  for (const p of ctrl.problems.values()) for (const { message } of p.problems) breaks.lines.push(line(message, 'bad'));
  for (const o of ctrl.objectives) for (const p of o.problems) breaks.lines.push(line(`${o.label}: ${p}`, 'bad'));
  for (const t of ctrl.terrainIssues) breaks.lines.push(line(t, 'bad'));
  const rules = terrainSetupOf(ctrl.plan.ruleset);
  const pieces = ctrl.terrain.length;
  // D10.INTRO.TERRAIN_PIECES: said, not enforced — a player may be building a layout piece by piece.
  if (rules && pieces > 0 && (pieces < rules.min || pieces > rules.max)) {
    breaks.lines.push(line(`The table has ${pieces} terrain piece${pieces === 1 ? '' : 's'}; the ${tableRulesOf(ctrl.plan.ruleset)?.name ?? 'ruleset'} uses ${rules.min} to ${rules.max}.`, 'warn'));
  }
  if (breaks.lines.length === 0) breaks.lines.push(line('Nothing on the table breaks the setup rules.', 'ok'));
  sections.push(breaks);

  const selected = ctrl.selectedUnit;
  if (selected) {
    const title = name(selected.id);
    sections.push({
      id: 'sight',
      title: `What ${title} can see and reach`,
      lines: ctrl.engagements.length
        ? ctrl.engagements.map((e) =>
            line(engagementWords(e, name), e.los.status === 'clear' ? 'ok' : e.los.status === 'partial' ? 'warn' : 'bad', {
              target: e.to,
              distance: e.distance.toFixed(4),
              status: e.los.status,
              visible: e.los.visible.toFixed(3),
            }),
          )
        : [line('No enemy unit is on the table.', 'info')],
    });
    const seers = ctrl.seenBy.filter((e) => e.los.status !== 'blocked');
    sections.push({
      id: 'seen-by',
      title: `Who can see ${title}`,
      lines: seers.length
        ? seers.map((e) => line(engagementWords(e, name), e.inRange.length ? 'bad' : 'warn', { from: e.from, status: e.los.status }))
        : [line(`No enemy unit can see ${title}.`, 'ok')],
    });
  }

  if (ctrl.objectives.length) {
    sections.push({
      id: 'objectives',
      title: 'Objectives',
      lines: ctrl.objectives.map((o) =>
        o.contested
          ? line(`${o.label}: contested — both players have a model within 3″.`, 'warn')
          : o.controller !== null
            ? line(`${o.label}: held by ${PLAYER[o.controller]} (${army(o.controller) ?? ''}).`, 'ok')
            : line(`${o.label}: nobody within 3″.`, 'info'),
      ),
    });
  }

  const measure: ReportSection = { id: 'measure', title: 'Measuring', lines: [] };
  const tape = tapeOf(ctrl);
  if (tape) {
    const [fk, tk] = [ctrl.ui.tape!.from.key, ctrl.ui.tape!.to!.key];
    measure.lines.push(line(`Tape: ${name(fk)} → ${name(tk)}: ${fmtInches(tape.distance)} base edge to base edge.`, 'info', { distance: tape.distance.toFixed(4) }));
  } else if (ctrl.ui.tape) measure.lines.push(line(`Tape: from ${name(ctrl.ui.tape.from.key)} — now click the base to measure to.`, 'info'));
  const ruler = ctrl.ui.ruler;
  if (ruler) measure.lines.push(line(`Ruler: ${fmtInches(Math.hypot(ruler.to.x - ruler.from.x, ruler.to.y - ruler.from.y))}.`, 'info'));
  if (measure.lines.length) sections.push(measure);
  return sections;
}
