/** The player's files, in plain Node: atomic writes, saved games, recent files, autosave and recovery. */
export { writeFileSafely, BACKUP_SUFFIX, isTemporaryOf, type WriteOutcome } from './atomic-write';
export { readGameFile, isReadableGame } from './read-game';
export { writeGameFile } from './write-game';
export { RecentFiles, MAX_RECENT } from './recent-files';
export { AutosaveStore } from './autosave-store';
export { DocumentSession } from './document-session';
export { RequestQueue } from './request-queue';
export { gameFilesFromArgv, isGamePath, GAME_EXTENSION } from './launch-args';
export { GameService, offerFile, type Dialogs } from './game-service';
export { nodeFs, type FileSystem } from './fs-seam';
export { WindowDocuments, type WindowDocument } from './window-documents';
