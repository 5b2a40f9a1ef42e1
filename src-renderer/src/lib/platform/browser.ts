import type { DocumentKind, OpenResult } from '../../../../shared/ipc/contract';
import type { Platform } from './types';

/** The browser platform: downloads for saving, a file picker for opening, the print dialog for PDF. */
const ACCEPT: Record<DocumentKind, string> = {
  army: '.json,application/json',
  game: '.tenfold,application/json',
  report: '.md,text/markdown',
  'table-image': 'image/png',
  cards: 'application/pdf',
};

const MIME: Record<DocumentKind, string> = {
  army: 'application/json',
  game: 'application/json',
  report: 'text/markdown',
  'table-image': 'image/png',
  cards: 'application/pdf',
};

/** The largest file the browser build will read, as in the desktop app. */
const MAX_OPEN_BYTES = 20 * 1024 * 1024;

export const platform: Platform = {
  kind: 'browser',

  async appInfo() {
    return { name: 'Tenfold', version: __APP_VERSION__, platform: 'browser' };
  },

  async saveFile(kind, suggestedName, contents) {
    const url = URL.createObjectURL(new Blob([contents], { type: MIME[kind] }));
    const link = document.createElement('a');
    link.href = url;
    link.download = suggestedName;
    link.style.display = 'none';
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return { status: 'saved', fileName: suggestedName };
  },

  openFile(kind) {
    return new Promise<OpenResult>((resolve) => {
      const input = document.createElement('input');
      input.type = 'file';
      input.accept = ACCEPT[kind];
      input.style.display = 'none';
      input.addEventListener('change', async () => {
        const file = input.files?.[0];
        input.remove();
        if (!file) return resolve({ status: 'cancelled' });
        if (file.size > MAX_OPEN_BYTES) {
          return resolve({ status: 'failed', message: `${file.name} is too large to be a Tenfold file.` });
        }
        resolve({ status: 'opened', fileName: file.name, contents: await file.text() });
      });
      input.addEventListener('cancel', () => {
        input.remove();
        resolve({ status: 'cancelled' });
      });
      document.body.append(input);
      input.click();
    });
  },

  async exportPdf(_kind, suggestedName, html) {
    // The browser's print dialog offers "Save as PDF"; print from a frame so the app stays put.
    const frame = document.createElement('iframe');
    frame.style.position = 'fixed';
    frame.style.width = '0';
    frame.style.height = '0';
    frame.style.border = '0';
    frame.srcdoc = html;
    document.body.append(frame);
    await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    frame.contentWindow?.print();
    setTimeout(() => frame.remove(), 1000);
    return { status: 'saved', fileName: suggestedName };
  },
};
