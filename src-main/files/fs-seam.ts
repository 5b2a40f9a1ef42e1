/**
 * The file-system calls the file layer makes, behind one small interface so the fault tests can
 * inject a full disk, a read-only folder or a file that vanishes mid-save — including when the
 * tests run as root, which ignores permissions.
 */
import * as fs from 'node:fs/promises';

export interface FileHandleLike {
  writeFile(data: string | Uint8Array): Promise<void>;
  sync(): Promise<void>;
  close(): Promise<void>;
}

export interface FileSystem {
  open(path: string, flags: string, mode?: number): Promise<FileHandleLike>;
  rename(from: string, to: string): Promise<void>;
  rm(path: string, options: { force: boolean }): Promise<void>;
  copyFile(from: string, to: string): Promise<void>;
  stat(path: string): Promise<{ size: number; isFile(): boolean }>;
  readFile(path: string): Promise<Buffer>;
  readdir(path: string): Promise<string[]>;
  mkdir(path: string, options: { recursive: true }): Promise<unknown>;
}

export const nodeFs: FileSystem = {
  open: (path, flags, mode) => fs.open(path, flags, mode),
  rename: fs.rename,
  rm: fs.rm,
  copyFile: (from, to) => fs.copyFile(from, to),
  stat: (path) => fs.stat(path),
  readFile: (path) => fs.readFile(path),
  readdir: (path) => fs.readdir(path),
  mkdir: (path, options) => fs.mkdir(path, options),
};
