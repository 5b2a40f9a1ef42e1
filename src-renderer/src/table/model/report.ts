/**
 * What the table says, in words: whose turn it is to deploy, what breaks the rules and where,
 * what the selected unit can see and reach, who can see it, objectives and the tape. The screen
 * lists these lines beside the canvas, so a player (and a test) reads the verdicts, not pixels.
 */
export type Tone = 'ok' | 'warn' | 'bad' | 'info';

export interface ReportLine {
  text: string;
  tone: Tone;
  /** Exact figures for tests and tooltips, e.g. the unrounded distance. */
  data?: Record<string, string>;
}

export interface ReportSection {
  id: string;
  title: string;
  lines: ReportLine[];
}

export const line = (text: string, tone: Tone = 'info', data?: Record<string, string>): ReportLine => (data ? { text, tone, data } : { text, tone });
