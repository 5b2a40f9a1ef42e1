/** Saved games for the tests: a current-version file of any size, made from plain data. */
import { createSaveFile, serializeSaveFile, type SaveFile } from '../../../shared/savefile';

export function sampleGame(commands = 12, variant = 0): SaveFile {
  const moves = Array.from({ length: commands }, (_, i) => ({
    type: i < 2 ? 'deploy' : i % 3 === 0 ? 'endActivation' : 'move',
    unit: `u${(i % 6) + 1}`,
    to: [{ x: (i * 7 + variant) % 48, y: (i * 11) % 48 }],
  }));
  const log = Array.from({ length: Math.min(commands, 2000) }, (_, i) => ({
    round: Math.min(99, Math.floor(i / 20)),
    side: i % 2 ? 'red' : 'blue',
    text: `Unit u${(i % 6) + 1} moves to (${(i * 7 + variant) % 48}, ${(i * 11) % 48}).`,
  }));
  return createSaveFile(
    {
      kind: 'game',
      title: `Sample game ${variant}`,
      ruleset: 'd10-wargame',
      armies: [
        { name: 'Iron Wardens', faction: 'wardens', points: 1000 },
        { name: 'Red Host', faction: 'host', points: 1000 },
      ],
      table: { width: 72, height: 48, terrain: [{ id: 'ruin', kind: 'ruin', x: 30, y: 20 }] },
      seed: 1000 + variant,
      commands: moves,
      snapshot: {
        atCommand: commands,
        round: Math.min(99, Math.floor(commands / 20)),
        finished: false,
        score: [
          { side: 'blue', name: 'Iron Wardens', points: variant },
          { side: 'red', name: 'Red Host', points: 2 },
        ],
        log,
      },
    },
    '0.1.0',
    new Date(Date.UTC(2026, 10, 21, 12, 0, variant % 60)),
  );
}

export function sampleText(commands = 12, variant = 0): string {
  const text = serializeSaveFile(sampleGame(commands, variant));
  if (!text.ok) throw new Error(text.problem);
  return text.value;
}
