/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_APP_VERSION?: string;
  /** Server origin for the API (default: the page's own). */
  readonly VITE_API_URL?: string;
}
