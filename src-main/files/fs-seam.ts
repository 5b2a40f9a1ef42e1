/**
 * The file-system calls the file layer makes, behind one small interface so the fault tests can
 * inject a full disk, a read-only folder or a file that vanishes mid-save — including when the
 * tests run as root, which ignores permissions.
 */
import { constants } from 'node:fs';
import * as fs from 'node:fs/promises';

export interface FileHandleLike {
  writeFile(data: string | Uint8Array): Promise<void>;
  sync(): Promise<void>;
  close(): Promise<void>;
}

/** What the writer needs to know of a path itself, without following a link. */
export interface FileInfo {
  size: number;
  /** Permission bits and file type, as `stat` reports them. */
  mode: number;
  isFile(): boolean;
  isDirectory(): boolean;
  isSymbolicLink(): boolean;
}

export interface FileSystem {
  open(path: string, flags: string, mode?: number): Promise<FileHandleLike>;
  rename(from: string, to: string): Promise<void>;
  rm(path: string, options: { force: boolean }): Promise<void>;
  copyFile(from: string, to: string): Promise<void>;
  stat(path: string): Promise<{ size: number; isFile(): boolean }>;
  lstat(path: string): Promise<FileInfo>;
  readlink(path: string): Promise<string>;
  /** The path with every link followed, as the system resolves it. */
  realpath(path: string): Promise<string>;
  chmod(path: string, mode: number): Promise<void>;
  /** Throws (EACCES, EROFS, …) when this process may not write the file; root may write anything. */
  checkWritable(path: string): Promise<void>;
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
  lstat: (path) => fs.lstat(path),
  readlink: (path) => fs.readlink(path),
  realpath: (path) => fs.realpath(path),
  chmod: (path, mode) => fs.chmod(path, mode),
  checkWritable: (path) => fs.access(path, constants.W_OK),
  readFile: (path) => fs.readFile(path),
  readdir: (path) => fs.readdir(path),
  mkdir: (path, options) => fs.mkdir(path, options),
};
