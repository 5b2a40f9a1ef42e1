/**
 * The renderer's whole view of the main process: one named function per channel of the shared
 * contract. No raw ipcRenderer, no process, no environment leaves the preload.
 */
import { CHANNELS, exposedFunctionNames, type ChannelName } from '../../shared/ipc/channels';
import type { TenfoldApi } from '../../shared/ipc/contract';

export type Invoke = (channel: string, payload?: unknown) => Promise<unknown>;

export function buildApi(invoke: Invoke): TenfoldApi {
  const api: Partial<Record<ChannelName, (request?: unknown) => Promise<unknown>>> = {};
  for (const name of exposedFunctionNames) {
    const channel = CHANNELS[name];
    api[name] = (request?: unknown) => invoke(channel, request);
  }
  return Object.freeze(api) as TenfoldApi;
}
