/** Sentences for the player about why a file could not be read or written. */

export function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}

export function describeWriteError(error: unknown, fileName: string): string {
  switch (errorCode(error)) {
    case 'ENOSPC':
    case 'EDQUOT':
      return `${fileName} was not saved: the disk is full. The previous file is unchanged.`;
    case 'EACCES':
    case 'EPERM':
      return `${fileName} was not saved: permission denied. The previous file is unchanged; choose another folder with Save As.`;
    case 'EROFS':
      return `${fileName} was not saved: the disk is read-only. The previous file is unchanged; choose another folder with Save As.`;
    case 'ENOENT':
      return `${fileName} was not saved: its folder was moved or deleted. Choose another folder with Save As.`;
    case 'EBUSY':
    case 'ETXTBSY':
      return `${fileName} was not saved: another program is using it. The previous file is unchanged; close that program and try again.`;
    case 'EISDIR':
      return `${fileName} was not saved: a folder has that name.`;
    case 'ELOOP':
      return `${fileName} was not saved: it is a link that leads back to itself. The previous file is unchanged.`;
    case 'EMFILE':
    case 'ENFILE':
      return `${fileName} was not saved: too many files are open. Try again in a moment.`;
    default:
      return `${fileName} was not saved (${errorCode(error) ?? 'unknown error'}). The previous file is unchanged.`;
  }
}

export function describeReadError(error: unknown, fileName: string): string {
  switch (errorCode(error)) {
    case 'ENOENT':
      return `${fileName} cannot be opened: it was moved or deleted.`;
    case 'EACCES':
    case 'EPERM':
      return `${fileName} cannot be opened: permission denied.`;
    case 'EISDIR':
      return `${fileName} cannot be opened: it is a folder.`;
    case 'EBUSY':
      return `${fileName} cannot be opened: another program is using it.`;
    default:
      return `${fileName} cannot be opened (${errorCode(error) ?? 'unknown error'}).`;
  }
}
