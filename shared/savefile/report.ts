/**
 * The battle report of a saved game: what happened, round by round, and the final score. It is
 * built from the engine's replay when the caller has one (the log is the truth); only a file with
 * nothing to replay (a plan), or a caller without the engine (the Play screen's report of its own
 * game), uses the narration stored in the file's snapshot. A game whose replay is refused is never
 * reported from its snapshot: `reportOf` refuses it. Its shape is the `tenfold report --json` contract.
 */
import type { JsonObject } from './bounded-json';
import type { Result } from './result';
import type { SaveFile, Snapshot } from './schema';

export interface ReportEvent {
  side?: string;
  text: string;
}

export interface BattleReport {
  title: string;
  kind: 'game' | 'plan';
  ruleset: string;
  savedAt: string;
  armies: Array<{ name: string; faction: string | null; points: number | null }>;
  commands: number;
  rounds: Array<{ round: number; events: ReportEvent[] }>;
  score: Array<{ side: string; name: string; points: number }>;
  finished: boolean;
  /** The side with the most points once the game is over; null for a draw or an unfinished game. */
  winner: string | null;
  /** Where the narration came from: a replay of the commands, the saved snapshot, or nowhere. */
  source: 'replay' | 'snapshot' | 'none';
}

/** What a replay of the commands says happened, in the snapshot's words. */
export type Narration = Pick<Snapshot, 'log' | 'score' | 'finished'>;
/** A replay's narration; null when the file has no log to replay (a plan); a refusal when its log does not replay. */
export type Narrator = (file: SaveFile) => Result<Narration | null>;

/** The report, or why the file's log does not replay: a forged snapshot is never reported. */
export function reportOf(file: SaveFile, narrate: Narrator): Result<BattleReport> {
  const replayed = narrate(file);
  if (!replayed.ok) return replayed;
  return { ok: true, value: reportFrom(file, replayed.value) };
}

/**
 * The report of a file. With a narrator, what its replay says; a refused replay reports nothing
 * (no rounds, no score, no winner) rather than the snapshot's claims.
 */
export function buildReport(file: SaveFile, narrate?: Narrator): BattleReport {
  if (!narrate) return reportFrom(file, null);
  const replayed = narrate(file);
  return replayed.ok ? reportFrom(file, replayed.value) : { ...reportFrom({ ...file, snapshot: undefined } as SaveFile, null), source: 'none' };
}

function reportFrom(file: SaveFile, replayed: Narration | null): BattleReport {
  const narration: Narration | undefined = replayed ?? file.snapshot;
  const source = replayed ? 'replay' : file.snapshot ? 'snapshot' : 'none';
  const rounds = new Map<number, ReportEvent[]>();
  for (const line of narration?.log ?? []) {
    const events = rounds.get(line.round) ?? [];
    events.push(line.side ? { side: line.side, text: line.text } : { text: line.text });
    rounds.set(line.round, events);
  }
  const score = (narration?.score ?? []).map(({ side, name, points }) => ({ side, name, points }));
  const finished = narration?.finished ?? false;
  return {
    title: file.title,
    kind: file.kind,
    ruleset: file.ruleset,
    savedAt: file.savedAt,
    armies: file.armies.map(describeArmy),
    commands: file.commands.length,
    rounds: [...rounds.entries()].sort(([a], [b]) => a - b).map(([round, events]) => ({ round, events })),
    score,
    finished,
    winner: finished ? winnerOf(score) : null,
    source,
  };
}

function describeArmy(army: JsonObject, index: number): BattleReport['armies'][number] {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);
  return {
    name: text(army['name']) ?? `Army ${index + 1}`,
    faction: text(army['faction']),
    points: typeof army['points'] === 'number' ? army['points'] : null,
  };
}

function winnerOf(score: BattleReport['score']): string | null {
  const sorted = [...score].sort((a, b) => b.points - a.points);
  const [first, second] = sorted;
  if (!first || (second && second.points === first.points)) return null;
  return first.name || first.side;
}

/** The words every form of the report shares (Markdown, the print document, the Play screen's view). */
export function roundTitle(round: number): string {
  return round === 0 ? 'Deployment' : `Round ${round}`;
}

export function outcome(report: BattleReport): string {
  if (!report.finished) return 'The game is not finished.';
  return report.winner ? `${report.winner} wins.` : 'The game is a draw.';
}

/** Files from before version 2 did not record when they were saved; their migration dates them 1970. */
export function savedOn(report: BattleReport): string {
  return report.savedAt.startsWith('1970-01-01') ? 'date unknown' : `saved ${report.savedAt.slice(0, 10)}`;
}

export function eventText(event: ReportEvent): string {
  return event.side ? `${event.side}: ${event.text}` : event.text;
}

/** The report as Markdown, to mail or paste into a forum. */
export function reportToMarkdown(report: BattleReport): string {
  const md = (text: string) => text.replace(/([\\`*_[\]<>#|])/g, '\\$1');
  const lines = [`# ${md(report.title)}`, '', `${md(report.ruleset)} · ${savedOn(report)} · ${report.commands} commands`, ''];
  lines.push('## Armies', '');
  for (const army of report.armies) {
    const details = [army.faction, army.points === null ? null : `${army.points} pts`].filter(Boolean).join(', ');
    lines.push(`- ${md(army.name)}${details ? ` (${md(details)})` : ''}`);
  }
  for (const round of report.rounds) {
    lines.push('', `## ${roundTitle(round.round)}`, '');
    for (const event of round.events) lines.push(`- ${md(eventText(event))}`);
  }
  if (report.rounds.length === 0) lines.push('', '_No events were recorded._');
  lines.push('', '## Final score', '', '| Side | Points |', '|---|---:|');
  for (const line of report.score) lines.push(`| ${md(line.name || line.side)} | ${line.points} |`);
  lines.push('', `**${outcome(report)}**`, '');
  return lines.join('\n');
}

/** The report as a print document (A4, print CSS) for the PDF export. */
export function reportToHtml(report: BattleReport): string {
  const esc = (text: string) =>
    text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
  const armies = report.armies
    .map((a) => `<li>${esc(a.name)}${a.faction ? ` — ${esc(a.faction)}` : ''}${a.points === null ? '' : ` (${a.points} pts)`}</li>`)
    .join('');
  const rounds = report.rounds
    .map((r) => `<section><h2>${roundTitle(r.round)}</h2><ol>${r.events.map((e) => `<li>${esc(eventText(e))}</li>`).join('')}</ol></section>`)
    .join('');
  const score = report.score.map((s) => `<tr><td>${esc(s.name || s.side)}</td><td>${s.points}</td></tr>`).join('');
  // Inert wherever it is printed (Electron's hidden window, the browser's print frame): its own styles, nothing else.
  const policy = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${policy}"><title>${esc(report.title)}</title><style>
@page { size: A4; margin: 16mm; }
body { font: 11pt/1.45 Georgia, 'Times New Roman', serif; color: #111; }
h1 { font-size: 20pt; margin: 0 0 2pt; } h2 { font-size: 13pt; margin: 14pt 0 4pt; border-bottom: 1px solid #999; }
.meta { color: #555; margin: 0 0 10pt; } section { break-inside: avoid-page; }
table { border-collapse: collapse; } td { padding: 2pt 12pt 2pt 0; } td:last-child { text-align: right; }
.outcome { font-weight: bold; margin-top: 10pt; }
</style></head><body><h1>${esc(report.title)}</h1>
<p class="meta">${esc(report.ruleset)} · ${esc(savedOn(report))} · ${report.commands} commands</p>
<h2>Armies</h2><ul>${armies}</ul>${rounds || '<p>No events were recorded.</p>'}
<h2>Final score</h2><table>${score}</table><p class="outcome">${esc(outcome(report))}</p></body></html>`;
}
