import { LANGUAGES, type Language } from '@plataforma/shared';
import type { FeatureLocales, LocaleTree } from './define-locales.ts';

type MutableTree = { [key: string]: string | MutableTree };

/**
 * Turns the shared catalogue `{ 'password.length': { pt, en, es } }` into one nested tree per language
 * (`{ password: { length: '...' } }`), so `t('messages:password.length')` resolves with i18next's key separator.
 */
export function nestMessages(catalogue: Record<string, Partial<Record<Language, string>>>, language: Language): LocaleTree {
  const tree: MutableTree = {};
  for (const [key, texts] of Object.entries(catalogue)) {
    const text = texts[language] ?? texts.pt;
    if (text === undefined) continue;
    const parts = key.split('.');
    let node = tree;
    parts.slice(0, -1).forEach((part) => {
      const next = node[part];
      if (typeof next === 'object') node = next;
      else {
        const created: MutableTree = {};
        node[part] = created;
        node = created;
      }
    });
    node[parts[parts.length - 1]] = text;
  }
  return tree;
}

/** Namespace name of a `../features/<feature>/locales.ts` module path: the feature folder (`<feature><Part>` for `<feature>/<part>/locales.ts`). */
export function namespaceOf(modulePath: string): string | null {
  const match = /features\/([^/]+)\/(?:([^/]+)\/)?locales\.ts$/.exec(modulePath);
  if (!match) return null;
  return match[2] ? `${match[1]}${match[2].charAt(0).toUpperCase()}${match[2].slice(1)}` : match[1];
}

/** i18next resources `{ [language]: { [namespace]: tree } }` from the namespaces' texts. */
export function buildResources(namespaces: Record<string, Partial<FeatureLocales>>): Record<Language, Record<string, LocaleTree>> {
  const resources = Object.fromEntries(LANGUAGES.map((language) => [language, {}])) as Record<Language, Record<string, LocaleTree>>;
  for (const [namespace, locales] of Object.entries(namespaces)) {
    for (const language of LANGUAGES) {
      const tree = locales[language] ?? locales.pt;
      if (tree) resources[language][namespace] = tree;
    }
  }
  return resources;
}
