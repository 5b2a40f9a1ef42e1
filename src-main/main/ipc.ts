/**
 * Every IPC handler goes through this wrapper: it refuses calls from frames outside the app's own
 * origin and payloads that do not match the channel's schema, before the handler runs.
 */
import { channels, type ChannelName, type ResponseMap } from '../../shared/ipc/contract';
import type { z } from 'zod';
import { isTrustedUrl } from './security';

/** The part of an IPC event the wrapper reads; Electron's IpcMainInvokeEvent satisfies it. */
export interface InvokeEvent {
  senderFrame: { url: string } | null;
}

/** The part of ipcMain the wrapper needs, so tests can pass a fake. */
export interface IpcMainLike {
  handle(channel: string, listener: (event: InvokeEvent, payload: unknown) => unknown): void;
}

export class IpcRefusal extends Error {
  override name = 'IpcRefusal';
}

type Request<C extends ChannelName> = z.output<(typeof channels)[C]['request']>;
export type Handler<C extends ChannelName> = (
  request: Request<C>,
  event: InvokeEvent,
) => Promise<ResponseMap[C]> | ResponseMap[C];

export interface IpcRegistry {
  handle<C extends ChannelName>(name: C, handler: Handler<C>): void;
}

export function createIpcRegistry(
  ipcMain: IpcMainLike,
  origins: readonly string[],
  log: (message: string) => void = () => {},
): IpcRegistry {
  return {
    handle(name, handler) {
      const { channel, request } = channels[name];
      ipcMain.handle(channel, async (event, payload) => {
        const url = event.senderFrame?.url ?? '';
        if (!isTrustedUrl(url, origins)) {
          log(`refused ${channel} from untrusted origin ${JSON.stringify(url)}`);
          throw new IpcRefusal(`${channel} refused: the caller is not Tenfold`);
        }
        const parsed = request.safeParse(payload);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
          throw new IpcRefusal(`${channel} refused: ${issue?.message ?? 'invalid request'}${where}`);
        }
        return handler(parsed.data as Request<typeof name>, event);
      });
    },
  };
}
