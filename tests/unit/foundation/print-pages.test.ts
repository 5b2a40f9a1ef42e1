/**
 * Issue 17: the PDF export loaded its HTML as a `data:` URL, which Chromium refuses beyond 2 MB —
 * the battle report of a very long game. The document is now served to the hidden print window by
 * the app's own scheme under a one-time name, with a print content security policy, and every
 * print document carries that policy in its own head as well.
 */
import { describe, expect, it, vi } from 'vitest';
import type { BattleReport } from '../../../shared/savefile/report';
import { reportToHtml } from '../../../shared/savefile/report';
import { buildCardsHtml } from '../../../src-renderer/src/armies/cards/cards-html';
import type { InvokeEvent } from '../../../src-main/main/ipc';
import { PrintPages, printToPdf, type Printer } from '../../../src-main/main/print-pages';
import { APP_ORIGIN, CONTENT_SECURITY_POLICY, contentSecurityPolicyFor, PRINT_CONTENT_SECURITY_POLICY } from '../../../src-main/main/security';

/** Chromium's longest URL, and so the largest `data:` document it would load. */
const CHROMIUM_MAX_URL = 2 * 1024 * 1024;
const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46]);

/** The battle report of a very long game: twelve rounds of a few thousand events each. */
function longReport(): BattleReport {
  const rounds = Array.from({ length: 12 }, (_, r) => ({
    round: r + 1,
    events: Array.from({ length: 2500 }, (_, i) => ({
      side: i % 2 ? 'red' : 'blue',
      text: `Iron Wardens squad ${i % 40} moves 6" toward the ford, shoots the Red Host raiders (${i % 7} hits, ${i % 3} wounds) & checks morale.`,
    })),
  }));
  return {
    title: 'The Long Siege of Calder Ford',
    kind: 'game',
    ruleset: 'D10 Wargame',
    savedAt: '2026-03-01T18:00:00.000Z',
    armies: [
      { name: 'Iron Wardens', faction: 'Wardens', points: 2000 },
      { name: 'Red Host', faction: 'Host', points: 2000 },
    ],
    commands: 30_000,
    rounds,
    score: [
      { side: 'blue', name: 'Ann', points: 14 },
      { side: 'red', name: 'Bob', points: 11 },
    ],
    finished: true,
    winner: 'blue',
    source: 'replay',
  };
}

/** A hidden print window that reads its document through the app's scheme, as Chromium would. */
function fakePrinter(pages: PrintPages) {
  const loaded: { url: string; status: number; html: string; policy: string | null }[] = [];
  const printer: Printer = {
    async loadURL(url) {
      const response = pages.respond(url);
      if (!response) throw new Error(`ERR_UNKNOWN_URL_SCHEME: ${url.slice(0, 40)}`);
      loaded.push({ url, status: response.status, html: await response.text(), policy: response.headers.get('Content-Security-Policy') });
    },
    printToPDF: async () => PDF,
  };
  return { printer, loaded };
}

const directives = (policy: string) =>
  Object.fromEntries(policy.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]));

const metaPolicy = (html: string) => /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html)?.[1] ?? '';

describe('the PDF export’s print document', () => {
  it('a report over 2 MB is loaded by a short tenfold://print address, never a data: URL, and read back whole', async () => {
    const html = reportToHtml(longReport());
    expect(html.length).toBeGreaterThan(CHROMIUM_MAX_URL);
    const pages = new PrintPages();
    const { printer, loaded } = fakePrinter(pages);

    expect(await printToPdf(printer, pages, html, { pageSize: 'A4', printBackground: true, preferCSSPageSize: true })).toEqual(PDF);
    expect(loaded).toHaveLength(1);
    expect(loaded[0]!.url).toMatch(/^tenfold:\/\/print\/[0-9a-f]{32}\.html$/);
    expect(loaded[0]!.url.length).toBeLessThan(100);
    expect(loaded[0]!.status).toBe(200);
    expect(loaded[0]!.html).toBe(html);
    expect(loaded[0]!.policy).toBe(PRINT_CONTENT_SECURITY_POLICY);
  });

  it('is held only while its PDF is made, whether printing succeeds or fails', async () => {
    const pages = new PrintPages();
    const { printer, loaded } = fakePrinter(pages);
    await printToPdf(printer, pages, '<p>done</p>', {});
    expect(pages.size).toBe(0);
    expect(pages.respond(loaded[0]!.url)?.status).toBe(404);

    const failing: Printer = { loadURL: async () => undefined, printToPDF: async () => Promise.reject(new Error('printing failed')) };
    await expect(printToPdf(failing, pages, '<p>lost</p>', {})).rejects.toThrow('printing failed');
    expect(pages.size).toBe(0);
  });

  it('is served only under its own one-time name: other names, other hosts and odd paths find nothing', () => {
    const pages = new PrintPages();
    const held = pages.hold('<p>secret orders</p>');
    const other = pages.hold('<p>other</p>');
    expect(held.url).not.toBe(other.url);
    expect(pages.respond('tenfold://print/00000000000000000000000000000000.html')?.status).toBe(404);
    expect(pages.respond(`${held.url}/../x`)?.status).toBe(404);
    expect(pages.respond('tenfold://print/')?.status).toBe(404);
    // The app's own files are the renderer's business, not the print pages'.
    expect(pages.respond(`${APP_ORIGIN}/index.html`)).toBeNull();
    expect(pages.respond('not a url')).toBeNull();
  });

  it('the desktop export hands the hidden window the tenfold://print address, not a data: URL', async () => {
    const urls: string[] = [];
    const written: string[] = [];
    vi.resetModules();
    vi.doMock('electron', () => ({
      app: {},
      dialog: { showSaveDialog: async () => ({ canceled: false, filePath: '/nonexistent-folder/report.pdf' }) },
      BrowserWindow: class {
        static getFocusedWindow = () => null;
        webContents = { loadURL: async (url: string) => void urls.push(url), printToPDF: async () => PDF };
        destroy = () => written.push('destroyed');
      },
    }));
    const { registerHandlers } = await import('../../../src-main/main/handlers');
    const { createIpcRegistry } = await import('../../../src-main/main/ipc');
    vi.doUnmock('electron');
    const handlers = new Map<string, (event: InvokeEvent, payload: unknown) => unknown>();
    const pages = new PrintPages();
    registerHandlers(createIpcRegistry({ handle: (channel, listener) => handlers.set(channel, listener) }, [APP_ORIGIN]), pages);
    const html = reportToHtml(longReport());
    const result = await handlers.get('tenfold:export-pdf')!({ senderFrame: { url: `${APP_ORIGIN}/index.html` } }, { kind: 'report', suggestedName: 'Siege report.pdf', html, pageSize: 'A4' });
    expect(urls).toHaveLength(1);
    expect(urls[0]).toMatch(/^tenfold:\/\/print\/[0-9a-f]{32}\.html$/);
    expect(written).toEqual(['destroyed']);
    expect(pages.size).toBe(0);
    // The PDF was made; writing it failed only because the folder does not exist.
    expect(result).toMatchObject({ status: 'failed', message: expect.stringMatching(/^report\.pdf was not saved: its folder was moved or deleted/) });
  });
});

describe('content security policies', () => {
  it('a print page gets the print policy; the app’s pages keep the app’s', () => {
    expect(contentSecurityPolicyFor('tenfold://print/0123456789abcdef0123456789abcdef.html')).toBe(PRINT_CONTENT_SECURITY_POLICY);
    expect(contentSecurityPolicyFor(`${APP_ORIGIN}/index.html`)).toBe(CONTENT_SECURITY_POLICY);
    expect(contentSecurityPolicyFor('http://localhost:5173/')).toBe(CONTENT_SECURITY_POLICY);
  });

  it('the print policy allows inline styles and data: images only: no script, no fetch, no frame around it', () => {
    const d = directives(PRINT_CONTENT_SECURITY_POLICY);
    expect(d['default-src']).toEqual(["'none'"]);
    expect(d['style-src']).toEqual(["'unsafe-inline'"]);
    expect(d['img-src']).toEqual(['data:']);
    expect(d['script-src']).toBeUndefined();
    expect(d['frame-ancestors']).toEqual(["'none'"]);
  });

  it('the battle report and the army cards carry a policy in their own head, wherever they are printed', () => {
    const cards = buildCardsHtml(
      { title: 'Army', ruleset: 'D10 Wargame', faction: 'Meridian', points: 100, limit: 1000, problems: [], units: [] },
      { layout: 'cards', pageSize: 'A4' },
    );
    for (const html of [reportToHtml(longReport()), cards]) {
      const d = directives(metaPolicy(html));
      expect(d['default-src']).toEqual(["'none'"]);
      expect(d['style-src']).toEqual(["'unsafe-inline'"]);
      expect(d['script-src']).toBeUndefined();
      expect(d['base-uri']).toEqual(["'none'"]);
      expect(d['form-action']).toEqual(["'none'"]);
    }
  });
});
