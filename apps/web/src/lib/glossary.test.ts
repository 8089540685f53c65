import { describe, expect, it } from 'vitest';
import { glossaryViolations } from '@plataforma/shared';

type Tree = { [key: string]: string | Tree };
type Locales = Record<'pt' | 'en' | 'es', Tree>;

const entries = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : entries(value, `${prefix}${key}.`)));

const isLocales = (value: unknown): value is Locales =>
  typeof value === 'object' && value !== null && ['pt', 'en', 'es'].every((language) => typeof (value as Record<string, unknown>)[language] === 'object');

/** Every namespace of the web app: lib/locales.ts, features' locales.ts and *-locales.ts, shared components' locales.ts. */
const modules = import.meta.glob<Record<string, unknown>>(['./locales.ts', '../features/**/locales.ts', '../features/**/*-locales.ts', '../components/**/locales.ts'], { eager: true });
const namespaces = Object.entries(modules).flatMap(([path, module]) =>
  Object.entries(module).flatMap(([name, value]) => (isLocales(value) ? [[`${path} ${name}`, value] as const] : [])),
);

describe('glossary of the web texts (docs/glossary.md)', () => {
  it('finds every locale module', () => {
    expect(namespaces.length).toBeGreaterThan(30);
  });

  for (const language of ['en', 'es'] as const) {
    it.each(namespaces.map(([name, locales]) => [name, locales] as const))(`%s: ${language} uses the glossary's words`, (_name, locales) => {
      const violations = entries(locales[language]).flatMap(([key, text]) => glossaryViolations(text, language).map((v) => `${key}: "${v.found}" → ${v.use} (${text})`));
      expect(violations).toEqual([]);
    });
  }

  it('rejects the forbidden forms', () => {
    expect(glossaryViolations('Enrolment cancelled in the Trail', 'en').map((v) => v.found)).toEqual(['Enrolment', 'cancelled', 'Trail']);
    expect(glossaryViolations('Bonds of the object: Learning Paths', 'en').map((v) => v.found)).toEqual(['Learning Paths', 'Bonds']);
    expect(glossaryViolations('Choose the colour of your favourite catalogue', 'en').map((v) => v.found)).toEqual(['colour', 'favourite', 'catalogue']);
    expect(glossaryViolations('Organise courses and paths; send an e-mail', 'en').map((v) => v.found)).toEqual(['Organise', 'e-mail', 'paths']);
    expect(glossaryViolations('¿Deseas cancelar tu inscripción?', 'es').map((v) => v.found)).toEqual(['Deseas']);
    expect(glossaryViolations('Inscríbete en la ruta', 'es').map((v) => v.found)).toEqual(['Inscríbete', 'ruta']);
    expect(glossaryViolations('Intenta de nuevo o haz clic para inscribirte', 'es').map((v) => v.found)).toEqual(['Intenta', 'inscribirte']);
  });

  it('accepts the glossary forms and placeholders', () => {
    expect(glossaryViolations('Enrollment canceled in the learning path {{title}}; email sent', 'en')).toEqual([]);
    expect(glossaryViolations('Color of your favorite catalog: Learning paths, Used in', 'en')).toEqual([]);
    expect(glossaryViolations('¿Desea cancelar su inscripción en la ruta de aprendizaje {{title}}? Inténtelo de nuevo.', 'es')).toEqual([]);
  });
});
