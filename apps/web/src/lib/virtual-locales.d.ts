/** The catalogue of translation chunks made by vite/locales-plugin.ts. */
declare module 'virtual:locales' {
  /** Every namespace: common and one per features/<feature>[/<part>]/locales.ts. */
  export const namespaces: string[];
  /** The texts of one namespace in one language (its own chunk, downloaded on first use). */
  export function loadLocale(language: string, namespace: string): Promise<Record<string, unknown>>;
}
