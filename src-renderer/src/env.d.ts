/// <reference types="svelte" />
/// <reference types="vite/client" />

declare const __APP_VERSION__: string;

declare module '#platform' {
  export const platform: import('./lib/platform/types').Platform;
}
