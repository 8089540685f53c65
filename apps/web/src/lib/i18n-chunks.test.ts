import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { localesPlugin } from '../../vite/locales-plugin.ts';
import { messages } from '@plataforma/shared';
import { commonLocales } from './locales.ts';

type Locales = Record<'pt' | 'en' | 'es', unknown>;
const features = import.meta.glob<{ locales: Locales }>(['../features/learner/locales.ts', '../features/certificates/learner/locales.ts'], { eager: true });
const learnerLocales = features['../features/learner/locales.ts'].locales;
const certificatesLearnerLocales = features['../features/certificates/learner/locales.ts'].locales;
const root = fileURLToPath(new URL('../..', import.meta.url));
const plugin = localesPlugin({ root, languages: ['pt', 'en', 'es'], fallback: 'pt' });
type Hook = (this: unknown, id: string) => Promise<string | null> | string | null;
const resolveId = plugin.resolveId as unknown as Hook;
const load = plugin.load as unknown as Hook;
const context = { addWatchFile: () => undefined, error: (message: string) => { throw new Error(message); } };

/** The module text the plugin serves for `id`, evaluated as the browser would get it. */
const serve = async (id: string) => {
  const resolved = (await resolveId.call(context, id)) as string;
  return load.call(context, resolved) as Promise<string>;
};
const textsOf = async (id: string) => {
  const code = await serve(id);
  const json = /JSON\.parse\((".*")\);$/.exec(code)?.[1];
  return JSON.parse(JSON.parse(json ?? '""')) as unknown;
};

// The first call evaluates every locale source with tsx: seconds on a busy machine.
describe('locales plugin (one chunk per language and namespace)', { timeout: 60_000 }, () => {
  it('serves one language of one namespace, as the source declares it', async () => {
    expect(await textsOf('virtual:locale/en/common')).toEqual(commonLocales.en);
    expect(await textsOf('virtual:locale/es/learner')).toEqual(learnerLocales.es);
    expect(await textsOf('virtual:locale/pt/certificatesLearner')).toEqual(certificatesLearnerLocales.pt);
  });

  it("serves the shared catalogue's texts of one language as the namespace 'messages'", async () => {
    const en = (await textsOf('virtual:locale/en/messages')) as { validation: { required: string } };
    expect(en.validation.required).toBe(messages['validation.required'].en);
    const code = await serve('virtual:locale/en/messages');
    expect(code).not.toContain(messages['validation.required'].pt);
  });

  it('keeps the other languages out of a chunk', async () => {
    const code = await serve('virtual:locale/en/common');
    expect(code).not.toContain(JSON.stringify(commonLocales.pt.actions.retry).slice(1, -1));
  });

  it('lists every namespace with a loader per language in the catalogue', async () => {
    const code = await serve('virtual:locales');
    expect(code).toContain('"common"');
    expect(code).toContain('"certificatesLearner"');
    expect(code).toContain('import("virtual:locale/es/learner")');
    expect(code).toContain('import("virtual:locale/en/messages")');
  });

  it('refuses an unknown namespace', async () => {
    await expect(serve('virtual:locale/pt/nope')).rejects.toThrow(/unknown locale namespace nope/);
  });
});
