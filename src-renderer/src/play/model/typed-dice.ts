/**
 * Real-dice mode: the faces a player typed, read as numbers in order ("7 3 10", "7,3,10"). Which dice
 * the engine wants next is the core's question (shared/core/dice-asked.ts).
 */
export function parseTyped(text: string): number[] {
  return text
    .split(/[\s,;]+/)
    .filter((t) => t !== '')
    .map((t) => Number(t));
}
