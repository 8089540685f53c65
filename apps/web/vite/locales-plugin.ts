import { globSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

type Tree = { readonly [key: string]: string | Tree };
type Locales = Partial<Record<string, Tree>>;

const CATALOGUE = 'virtual:locales';
const LOCALE_PREFIX = 'virtual:locale/';
const resolved = (id: string) => `\0${id}`;

/**
 * Per-language, per-namespace translation chunks. The locale sources stay as they are (`src/lib/locales.ts` is
 * `common`, every `src/features/<feature>[/<part>]/locales.ts` is its namespace, see lib/i18n-resources.ts, and the
 * shared catalogue of @plataforma/shared is `messages`, one tree per language); at build time (and on each dev request)
 * this plugin evaluates them and serves
 * - `virtual:locale/<language>/<namespace>`: `export default { ...texts }` of one language of one namespace, a chunk
 *   of its own once imported dynamically;
 * - `virtual:locales`: `namespaces` (their names) and `loadLocale(language, namespace)`, one dynamic import per pair.
 * A language without its own texts falls back to pt here, at build time, so the browser never downloads pt beside
 * the language in use.
 */
export function localesPlugin({ root, languages, fallback }: { root: string; languages: readonly string[]; fallback: string }): Plugin {
  const src = join(root, 'src');
  const featureFiles = () => globSync(['features/*/locales.ts', 'features/*/*/locales.ts'], { cwd: src }).sort();

  const evaluate = async (file: string) => tsImport(pathToFileURL(join(src, file)).href, import.meta.url) as Promise<Record<string, unknown>>;

  /** Every namespace and its texts, read once per build (and again after a dev edit of a locale file). */
  let cached: Promise<Record<string, Locales>> | null = null;
  const readNamespaces = () => (cached ??= evaluateNamespaces());
  const evaluateNamespaces = async (): Promise<Record<string, Locales>> => {
    const resources = (await evaluate('lib/i18n-resources.ts')) as {
      namespaceOf: (path: string) => string | null;
      nestMessages: (catalogue: Record<string, unknown>, language: string) => Tree;
    };
    const common = (await evaluate('lib/locales.ts')) as { commonLocales: Locales };
    const shared = (await tsImport(pathToFileURL(join(root, '../../packages/shared/src/i18n/messages.ts')).href, import.meta.url)) as { messages: Record<string, unknown> };
    const messages: Locales = Object.fromEntries(languages.map((language) => [language, resources.nestMessages(shared.messages, language)]));
    const namespaces: Record<string, Locales> = { common: common.commonLocales, messages };
    for (const file of featureFiles()) {
      const namespace = resources.namespaceOf(file);
      const module = (await evaluate(file)) as { locales?: Locales };
      if (namespace && module.locales) namespaces[namespace] = module.locales;
    }
    return namespaces;
  };

  /** Namespace names without evaluating the texts (the catalogue module). */
  const namespaceNames = async () => {
    const resources = (await evaluate('lib/i18n-resources.ts')) as { namespaceOf: (path: string) => string | null };
    return ['common', 'messages', ...featureFiles().map((file) => resources.namespaceOf(file)).filter((name): name is string => Boolean(name))];
  };

  return {
    name: 'plataforma-locales',
    buildStart() {
      cached = null;
    },
    watchChange(id) {
      if (/(locales|messages)\.ts$/.test(id)) cached = null;
    },
    handleHotUpdate({ file, server }) {
      if (!/locales\.ts$/.test(file)) return;
      cached = null;
      for (const module of server.moduleGraph.idToModuleMap.values()) if (module.id?.startsWith(resolved(LOCALE_PREFIX))) server.moduleGraph.invalidateModule(module);
      server.ws.send({ type: 'full-reload' });
    },
    resolveId(id) {
      if (id === CATALOGUE || id.startsWith(LOCALE_PREFIX)) return resolved(id);
      return null;
    },
    async load(id) {
      if (id === resolved(CATALOGUE)) {
        const names = await namespaceNames();
        const loaders = languages
          .map((language) => `  ${JSON.stringify(language)}: {\n${names.map((ns) => `    ${JSON.stringify(ns)}: () => import(${JSON.stringify(`${LOCALE_PREFIX}${language}/${ns}`)}),`).join('\n')}\n  },`)
          .join('\n');
        return [
          `export const namespaces = ${JSON.stringify(names)};`,
          `const loaders = {\n${loaders}\n};`,
          'export const loadLocale = (language, namespace) => {',
          '  const load = loaders[language]?.[namespace];',
          "  return load ? load().then((module) => module.default) : Promise.reject(new Error(`no texts for ${language}/${namespace}`));",
          '};',
        ].join('\n');
      }
      if (id.startsWith(resolved(LOCALE_PREFIX))) {
        const [language, namespace] = id.slice(resolved(LOCALE_PREFIX).length).split('/');
        const namespaces = await readNamespaces();
        for (const file of globSync(['lib/locales.ts', 'features/**/*locales.ts'], { cwd: src })) this.addWatchFile(join(src, file));
        if (namespace === 'messages') for (const file of globSync(['**/*messages.ts'], { cwd: join(root, '../../packages/shared/src') })) this.addWatchFile(join(root, '../../packages/shared/src', file));
        const locales = namespaces[namespace];
        if (!locales) this.error(`unknown locale namespace ${namespace} (${relative(root, src)})`);
        const texts = locales[language] ?? locales[fallback] ?? {};
        return `export default JSON.parse(${JSON.stringify(JSON.stringify(texts))});`;
      }
      return null;
    },
  };
}
