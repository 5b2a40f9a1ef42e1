/**
 * Issue 17: the installer settings flip Electron's fuses, read the way electron-builder itself
 * reads them (its own loader and schema, from the electron-builder package the project builds with).
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// electron-builder's configuration loader and validator; app-builder-lib ships with it at the same version.
import { getConfig, validateConfiguration } from 'app-builder-lib/out/util/config/config';
import type { FuseOptionsV1 } from 'app-builder-lib';

const root = fileURLToPath(new URL('../../..', import.meta.url));

async function installerSettings() {
  return getConfig(root, 'build/electron-builder.yml', null);
}

describe('the installer settings', () => {
  it('are a configuration electron-builder accepts', async () => {
    const config = await installerSettings();
    await expect(validateConfiguration(config, { isEnabled: false, add: () => undefined, toString: () => '' } as never)).resolves.toBeUndefined();
  });

  it.each<[keyof FuseOptionsV1, boolean, string]>([
    ['runAsNode', false, 'ELECTRON_RUN_AS_NODE cannot turn Tenfold into a plain Node runtime'],
    ['enableCookieEncryption', true, 'the cookie store on disk is encrypted with the system’s keys'],
    ['enableNodeOptionsEnvironmentVariable', false, 'NODE_OPTIONS cannot inject code or flags'],
    ['enableNodeCliInspectArguments', false, '--inspect and SIGUSR1 cannot attach a debugger'],
    ['enableEmbeddedAsarIntegrityValidation', true, 'app.asar is checked against its hash before it is loaded'],
    ['onlyLoadAppFromAsar', true, 'the app is loaded only from app.asar, never from a folder beside it'],
  ])('set the %s fuse to %s: %s', async (fuse, value) => {
    const { electronFuses } = await installerSettings();
    expect(electronFuses?.[fuse]).toBe(value);
  });

  it('ship the built tenfold command, unpacked beside app.asar where plain Node can run it', async () => {
    const config = await installerSettings();
    // electron-builder's loader turns the list of files into one filter.
    expect(config.files).toEqual([expect.objectContaining({ filter: expect.arrayContaining(['out/cli/tenfold.mjs']) })]);
    expect(config.asarUnpack).toEqual(['out/cli/tenfold.mjs']);
  });

  it('pack the app into app.asar, which the only-load-from-asar and integrity fuses depend on', async () => {
    const config = await installerSettings();
    // electron-builder packs into app.asar unless told `asar: false`; the fuses above would then find no app.
    expect(config.asar === undefined || config.asar === true || typeof config.asar === 'object').toBe(true);
  });
});
