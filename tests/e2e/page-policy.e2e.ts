/**
 * Issue 17, in the browser build: the built page's content security policy connects to nothing but
 * the page itself (the dev server's websockets are the dev server's alone), and a PDF export prints
 * from a sandboxed frame whose document carries its own policy and runs no script.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { browserPerFile, openApp } from './harness';

const browser = browserPerFile();
const built = fileURLToPath(new URL('../../out/web/index.html', import.meta.url));
const fixture = (path: string) => fileURLToPath(new URL(`../fixtures/${path}`, import.meta.url));

const metaPolicy = (html: string) => /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
const directives = (policy: string) =>
  Object.fromEntries(policy.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]));

describe('the browser build’s page and print policies', () => {
  it('the built page allows scripts and connections from itself only: no ws://localhost, no websocket at all', async () => {
    const html = await readFile(built, 'utf8');
    const policy = metaPolicy(html);
    expect(policy).not.toMatch(/ws:|localhost|127\.0\.0\.1/);
    const d = directives(policy);
    expect(d['connect-src']).toEqual(["'self'"]);
    expect(d['script-src']).toEqual(["'self'"]);
    expect(d['default-src']).toEqual(["'self'"]);
    // The policy comes before every script it governs.
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'));

    const app = await openApp(browser());
    expect(await app.page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')).toBe(policy);
    // In force, not just written: a websocket to the loopback dev-server ports is refused by the policy.
    const refused = await app.page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener('securitypolicyviolation', (event) => resolve(`${event.violatedDirective} ${event.blockedURI}`), { once: true });
          try {
            new WebSocket('ws://127.0.0.1:9/');
          } catch (error) {
            resolve(`threw ${String(error)}`);
          }
        }),
    );
    expect(refused).toMatch(/connect-src|Content Security Policy/);
    expect(app.errors.every((error) => /Content Security Policy|connect-src/.test(error))).toBe(true);
    await app.context.close();
  });

  it('prints the battle report from a frame sandboxed to printing, whose document runs no script', async () => {
    const app = await openApp(browser(), '#/play');
    const { page } = app;
    const game = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Open…' }).click();
    await (await game).setFiles(fixture('savefiles/v3-game.tenfold'));
    await expect.poll(() => page.getByRole('textbox', { name: 'Game title' }).inputValue()).toBe('Bridge at Calder Ford');

    // Watch for the print frame: what it is given, and whether a script put into it would run.
    await page.evaluate(() => {
      const seen: { sandbox: string | null; policy: string; scriptRan: boolean | null }[] = [];
      (window as unknown as { __printFrames: typeof seen }).__printFrames = seen;
      new MutationObserver((changes) => {
        for (const change of changes) {
          for (const node of Array.from(change.addedNodes)) {
            if (!(node instanceof HTMLIFrameElement)) continue;
            const record = { sandbox: node.getAttribute('sandbox'), policy: /Content-Security-Policy" content="([^"]+)"/.exec(node.srcdoc)?.[1] ?? '', scriptRan: null as boolean | null };
            seen.push(record);
            node.addEventListener('load', () => {
              const inside = node.contentDocument!;
              const script = inside.createElement('script');
              script.textContent = 'parent.__printFrameScript = true';
              inside.body.append(script);
              record.scriptRan = (window as unknown as { __printFrameScript?: boolean }).__printFrameScript === true;
            });
          }
        }
      }).observe(document.body, { childList: true });
    });

    await page.getByText('Export', { exact: true }).click();
    await page.getByRole('menuitem', { name: 'Battle report (PDF)' }).click();
    const notice = page.getByRole('group', { name: 'Game file' }).getByRole('status');
    await expect.poll(() => notice.textContent()).toContain('Opened the print dialog for the battle report.');
    const frames = () => page.evaluate(() => (window as unknown as { __printFrames: { sandbox: string | null; policy: string; scriptRan: boolean | null }[] }).__printFrames);
    await expect.poll(async () => (await frames())[0]?.scriptRan).toBe(false);

    const [frame] = await frames();
    expect(frame!.sandbox!.split(/\s+/).sort()).toEqual(['allow-modals', 'allow-same-origin']);
    const d = directives(frame!.policy);
    expect(d['default-src']).toEqual(["'none'"]);
    expect(d['script-src']).toBeUndefined();
    // The only complaint is the frame refusing the script this test put into it; print() itself ran unrefused.
    expect(app.errors.filter((error) => !/sandboxed|allow-scripts|Content Security Policy/.test(error))).toEqual([]);
    expect(app.errors.join('\n')).not.toMatch(/Ignored call to 'print\(\)'/);
    await app.screenshot('print-frame-notice');
    await app.context.close();
  });
});
