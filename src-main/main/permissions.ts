/**
 * Both of Chromium's permission gates, answered by one policy (security.ts): the request a page
 * makes (a prompt in a browser) and the check it makes first (`navigator.permissions.query`, and
 * the silent check most APIs do before asking). Setting only the request handler leaves every
 * check to Electron's default, which grants.
 */
import type { Session } from 'electron';
import { isPermissionAllowed } from './security';

/** The part of Electron's Session this needs, so the policy is tested with a fake. */
export type PermissionSession = Pick<Session, 'setPermissionRequestHandler' | 'setPermissionCheckHandler'>;

export function installPermissionPolicy(session: PermissionSession, origins: readonly string[]): void {
  session.setPermissionRequestHandler((_contents, permission, callback, details) => {
    callback(isPermissionAllowed(permission, details.requestingUrl, details.isMainFrame, origins));
  });
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin, details) => {
    // A check names the asking frame's origin; its URL, when Electron gives one, says the same.
    return isPermissionAllowed(permission, details.requestingUrl ?? requestingOrigin, details.isMainFrame, origins);
  });
}
