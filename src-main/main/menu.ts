/**
 * The File menu. Each item only forwards a request to the focused window's renderer, which holds
 * the game and decides (for instance, asking about unsaved changes first); the accelerators are
 * the platform's usual ones.
 */
import { Menu, type MenuItemConstructorOptions } from 'electron';
import type { MenuAction, RecentEntry } from '../../shared/ipc/contract';

export type MenuHandler = (action: MenuAction, recentId?: string) => void;

export function fileMenuTemplate(recent: readonly RecentEntry[], send: MenuHandler): MenuItemConstructorOptions {
  const item = (label: string, action: MenuAction, accelerator?: string): MenuItemConstructorOptions => ({
    label,
    ...(accelerator ? { accelerator } : {}),
    click: () => send(action),
  });
  const recentItems: MenuItemConstructorOptions[] =
    recent.length > 0
      ? recent.map((entry) => ({ label: entry.fileName, toolTip: entry.folder, click: () => send('openRecent', entry.id) }))
      : [{ label: 'No recent games', enabled: false }];
  return {
    label: 'File',
    submenu: [
      item('New Game', 'new', 'CmdOrCtrl+N'),
      item('Open…', 'open', 'CmdOrCtrl+O'),
      { label: 'Open Recent', submenu: recentItems },
      { type: 'separator' },
      item('Save', 'save', 'CmdOrCtrl+S'),
      item('Save As…', 'saveAs', 'CmdOrCtrl+Shift+S'),
      item('Revert to Saved', 'revert'),
      { type: 'separator' },
      {
        label: 'Export',
        submenu: [
          item('Battle Report as PDF…', 'exportReportPdf', 'CmdOrCtrl+P'),
          item('Battle Report as Markdown…', 'exportReportMarkdown'),
          item('Table as PNG…', 'exportTablePng', 'CmdOrCtrl+Shift+E'),
        ],
      },
      { type: 'separator' },
      process.platform === 'darwin' ? { role: 'close' } : { role: 'quit' },
    ],
  };
}

export function installMenu(recent: readonly RecentEntry[], send: MenuHandler): void {
  const template: MenuItemConstructorOptions[] = [
    ...(process.platform === 'darwin' ? [{ role: 'appMenu' } as const] : []),
    fileMenuTemplate(recent, send),
    { role: 'editMenu' },
    { role: 'windowMenu' },
  ];
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}
