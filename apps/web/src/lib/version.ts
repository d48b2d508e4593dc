/** The app version (1.9.12), from apps/web/package.json at build time. */
export const APP_VERSION: string = import.meta.env.VITE_APP_VERSION ?? '0.0.0';
