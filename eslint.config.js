// Lint for Tenfold. Besides the usual checks it enforces the layering of DESIGN.md:
// shared/ is the pure rules core (no src-*, no electron, no node:*, no DOM), and src-main and
// src-renderer never import each other. A wrong import fails `npm test`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import svelteConfig from './svelte.config.js';

// Each folder of shared/rulesets/ is one ruleset; the registry (shared/rulesets/index.ts) lists them.
const RULESET_IDS = readdirSync(new URL('./shared/rulesets/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const NODE_BUILTINS = [
  'assert', 'buffer', 'child_process', 'cluster', 'crypto', 'dgram', 'dns', 'events', 'fs', 'fs/promises',
  'http', 'https', 'net', 'os', 'path', 'perf_hooks', 'process', 'readline', 'stream', 'tls', 'url',
  'util', 'v8', 'vm', 'worker_threads', 'zlib',
];

const DOM_GLOBALS = [
  'window', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage', 'indexedDB',
  'HTMLElement', 'Element', 'Node', 'Event', 'KeyboardEvent', 'MouseEvent', 'requestAnimationFrame',
  'fetch', 'XMLHttpRequest', 'Blob', 'File', 'FileReader', 'alert', 'confirm', 'prompt',
].map((name) => ({ name, message: 'shared/ is the pure rules core: no DOM. Pass what you need in as data.' }));

const layering = (message) => ({ message: `Bad layering: ${message}` });

const RENDERER_PATHS = [{ name: 'electron', ...layering('the renderer reaches Electron only through the preload API.') }];
const RENDERER_PATTERNS = [
  { group: ['node:*'], ...layering('the renderer runs in a sandbox without Node.') },
  { group: ['**/src-main', '**/src-main/**'], ...layering('src-renderer must not import src-main; share through shared/.') },
];
const RENDERER_GENERIC = {
  group: ['**/rulesets/*/*'],
  ...layering('generic renderer code reaches a ruleset only through the registries (shared/rulesets/index.ts, src-renderer/src/rulesets/index.ts).'),
};

// Two screens that draw the same board; each keeps out of the other's folder.
const SCREENS = [
  { folder: 'play', other: 'table' },
  { folder: 'table', other: 'play' },
];

export default tseslint.config(
  {
    ignores: ['out/**', 'dist/**', 'release/**', 'node_modules/**', 'tests/e2e/artifacts/**', 'tests/bench/results.json'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...svelte.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name=/^(only|skip)$/][callee.object.name=/^(it|test|describe)$/]", message: 'No focused or skipped tests.' },
      ],
    },
  },
  {
    files: ['**/*.svelte', '**/*.svelte.ts'],
    languageOptions: {
      globals: { ...globals.browser },
      parserOptions: { projectService: false, extraFileExtensions: ['.svelte'], parser: tseslint.parser, svelteConfig },
    },
  },
  {
    files: ['src-renderer/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['shared/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'electron', ...layering('shared/ must not import electron.') },
            ...NODE_BUILTINS.map((name) => ({ name, ...layering('shared/ must not import Node built-ins.') })),
          ],
          patterns: [
            { group: ['node:*'], ...layering('shared/ must not import Node built-ins.') },
            { group: ['**/src-main', '**/src-main/**', '**/src-renderer', '**/src-renderer/**'], ...layering('shared/ must not import the app; the app imports shared/.') },
            { group: ['konva', 'konva/*', 'svelte', 'svelte/*', 'dexie'], ...layering('shared/ must not import UI or storage libraries.') },
            { group: ['**/rulesets/*/*'], ...layering('generic code reaches a ruleset only through the registry (shared/rulesets/index.ts).') },
          ],
        },
      ],
      'no-restricted-globals': ['error', ...DOM_GLOBALS],
    },
  },
  // A ruleset is a plug-in: it uses the generic core and its own folder, never another ruleset.
  ...RULESET_IDS.map((id) => ({
    files: [`shared/rulesets/${id}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'electron', ...layering('shared/ must not import electron.') },
            ...NODE_BUILTINS.map((name) => ({ name, ...layering('shared/ must not import Node built-ins.') })),
          ],
          patterns: [
            { group: ['node:*'], ...layering('shared/ must not import Node built-ins.') },
            { group: ['**/src-main', '**/src-main/**', '**/src-renderer', '**/src-renderer/**'], ...layering('shared/ must not import the app; the app imports shared/.') },
            { group: ['konva', 'konva/*', 'svelte', 'svelte/*', 'dexie'], ...layering('shared/ must not import UI or storage libraries.') },
            {
              group: RULESET_IDS.filter((other) => other !== id).flatMap((other) => [`**/rulesets/${other}/**`, `../${other}/**`]),
              ...layering(`a ruleset never imports another; move what both need into shared/core or shared/geometry.`),
            },
            { group: ['**/rulesets/index', '../index'], ...layering('a ruleset does not reach the registry; the registry lists it.') },
          ],
        },
      ],
    },
  })),
  {
    files: ['src-main/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/src-renderer', '**/src-renderer/**'], ...layering('src-main must not import src-renderer; share through shared/.') }] },
      ],
    },
  },
  {
    files: ['src-renderer/**/*.ts', 'src-renderer/**/*.svelte'],
    rules: {
      'no-restricted-imports': ['error', { paths: RENDERER_PATHS, patterns: RENDERER_PATTERNS }],
    },
  },
  // Generic renderer code reaches a ruleset through the registries (shared/rulesets/index.ts and
  // src-renderer/src/rulesets/index.ts), never inside one.
  {
    files: ['src-renderer/**/*.ts', 'src-renderer/**/*.svelte'],
    ignores: ['src-renderer/src/rulesets/*/**'],
    rules: { 'no-restricted-imports': ['error', { paths: RENDERER_PATHS, patterns: [...RENDERER_PATTERNS, RENDERER_GENERIC] }] },
  },
  // The Play and Table screens share the board (src-renderer/src/board) and the plan
  // (src-renderer/src/plan), and never reach into each other's folder.
  ...SCREENS.map(({ folder, other }) => ({
    files: [`src-renderer/src/${folder}/**/*.ts`, `src-renderer/src/${folder}/**/*.svelte`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: RENDERER_PATHS,
          patterns: [
            ...RENDERER_PATTERNS,
            RENDERER_GENERIC,
            { group: [`**/${other}/**`], ...layering(`${folder}/ must not import ${other}/; share through src-renderer/src/board, src-renderer/src/plan or shared/.`) },
          ],
        },
      ],
    },
  })),
  // A ruleset's screen pieces use generic renderer code, its own core and its own folder, never
  // another ruleset's (core or screens) nor a registry, which lists it.
  ...RULESET_IDS.map((id) => ({
    files: [`src-renderer/src/rulesets/${id}/**/*.ts`, `src-renderer/src/rulesets/${id}/**/*.svelte`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: RENDERER_PATHS,
          patterns: [
            ...RENDERER_PATTERNS,
            {
              group: RULESET_IDS.filter((other) => other !== id).flatMap((other) => [`**/rulesets/${other}/**`, `../${other}/**`]),
              ...layering('a ruleset never imports another; move what both need into generic renderer code or shared/core.'),
            },
            { group: ['**/rulesets/index', '../index'], ...layering('a ruleset does not reach a registry; the registry lists it.') },
          ],
        },
      ],
    },
  })),
);
