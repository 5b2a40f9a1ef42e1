/**
 * A schema's complaint about a file, as one line naming where it is: "units[3].models: …".
 */
import type { z } from 'zod';

export function describeIssue(issue: z.core.$ZodIssue): string {
  const path = issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('');
  const where = path ? path.replace(/^\./, '') : 'the file';
  return `${where}: ${issue.message}`.replace(/\s+/g, ' ').slice(0, 300);
}
