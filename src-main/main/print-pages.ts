/**
 * How the hidden print window is given a print document. It used to load the HTML as a `data:`
 * URL, which Chromium refuses beyond 2 MB — the battle report of a long game passes that. Instead
 * the HTML is held in memory under a one-time random name and served by the app's own scheme as
 * tenfold://print/<name>, with the print document's content security policy, for as long as the
 * PDF is being made; the address stays a few dozen characters whatever the size of the document.
 * Plain Node (no Electron), so the way a document is loaded is tested with a fake window.
 */
import { randomBytes } from 'node:crypto';
import { PRINT_CONTENT_SECURITY_POLICY, PRINT_HOST, PRINT_ORIGIN } from './security';

/** A document held for printing, and how to let it go. */
export interface HeldPage {
  url: string;
  release(): void;
}

export class PrintPages {
  readonly #pages = new Map<string, string>();

  hold(html: string): HeldPage {
    const name = randomBytes(16).toString('hex');
    this.#pages.set(name, html);
    return { url: `${PRINT_ORIGIN}/${name}.html`, release: () => void this.#pages.delete(name) };
  }

  /** How many documents are held; none once every export has finished. */
  get size(): number {
    return this.#pages.size;
  }

  /** The response to a tenfold://print/… request: the document held under that name, or null. */
  respond(requestUrl: string): Response | null {
    let url: URL;
    try {
      url = new URL(requestUrl);
    } catch {
      return null;
    }
    if (url.host !== PRINT_HOST) return null;
    const name = /^\/([0-9a-f]{32})\.html$/.exec(url.pathname)?.[1];
    const html = name ? this.#pages.get(name) : undefined;
    if (html === undefined) return new Response('Not found', { status: 404 });
    return new Response(html, {
      status: 200,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': PRINT_CONTENT_SECURITY_POLICY },
    });
  }
}

/** The part of the hidden BrowserWindow's webContents that printing uses. */
export interface Printer {
  loadURL(url: string): Promise<void>;
  printToPDF(options: Electron.PrintToPDFOptions): Promise<Uint8Array>;
}

/** Load the document into the printer by its tenfold://print address, make the PDF, then forget the document. */
export async function printToPdf(printer: Printer, pages: PrintPages, html: string, options: Electron.PrintToPDFOptions): Promise<Uint8Array> {
  const page = pages.hold(html);
  try {
    await printer.loadURL(page.url);
    return await printer.printToPDF(options);
  } finally {
    page.release();
  }
}
