import { contextBridge, ipcRenderer } from 'electron';
import { API_GLOBAL } from '../../shared/ipc/channels';
import { buildApi } from './api';

// Each exposed function forwards only its own channel and payload; the event object stays here.
contextBridge.exposeInMainWorld(
  API_GLOBAL,
  buildApi((channel, payload) => ipcRenderer.invoke(channel, payload)),
);
