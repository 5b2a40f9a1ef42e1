/** A file name from an army's name: the characters every system accepts, and never empty. */
export function fileNameFor(name: string, extension: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .toLowerCase()
    .slice(0, 60);
  return `${base || 'army'}.${extension}`;
}
