/**
 * The renderer's entry point. `#platform` is resolved by the build (electron.vite.config.ts or
 * vite.web.config.ts), so the rest of the app never asks which one it runs in.
 */
import { mount } from 'svelte';
import { platform } from '#platform';
import App from './App.svelte';
import './styles/controls.css';
import { AppState } from './lib/app-state.svelte';
import { TenfoldDb } from './lib/db';
import { screenFromHash } from './lib/screens';
import { ShortcutRegistry } from './lib/shortcuts';

const db = new TenfoldDb();
const app = new AppState(db);
const shortcuts = new ShortcutRegistry(/Mac|iPhone|iPad/.test(navigator.platform));

const media = window.matchMedia('(prefers-color-scheme: dark)');
app.systemDark = media.matches;
media.addEventListener('change', (event) => (app.systemDark = event.matches));
app.show(screenFromHash(location.hash));

await app.load().catch((error: unknown) => console.warn('Settings could not be read; using defaults.', error));

mount(App, { target: document.getElementById('app')!, props: { app, db, platform, shortcuts } });
