/**
 * What the player is told when a PDF export went to the browser's print dialog: the page cannot
 * know whether a PDF was saved, printed or cancelled there, so it says what happened and how to
 * keep a PDF, never that one was saved.
 */
export function printDialogNotice(what: string): string {
  return `Opened the print dialog for ${what}. To keep a PDF, choose “Save as PDF” as the printer there.`;
}
