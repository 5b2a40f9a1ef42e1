/** The `.tenfold` file format, shared by the main process, the renderer and the CLI. */
export * from './result';
export * from './schema';
export * from './format';
export * from './create';
export * from './report';
export { MIGRATIONS, type MigrationStep } from './migrations';
export { parseJsonSafely, FORBIDDEN_KEYS, tooLargeProblem, formatSize } from './safe-json';
export { findJsonProblem, type JsonObject, type JsonValue } from './bounded-json';
export { replayNarrator, setupOfFile, type ReplayOptions } from './replay';
export { acceptGame, acceptGameText, MAX_GAME_COMMANDS, type AcceptOptions, type AcceptedFile, type ReplayedGame } from './accept';
