import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { glossaryViolations } from './glossary.ts';
import { formatCertificateWorkload } from '../certificates/compose.ts';

describe('glossary of the shared catalogue (docs/glossary.md)', () => {
  for (const language of ['en', 'es'] as const) {
    it(`every ${language} message uses the glossary's words`, () => {
      const violations = Object.entries(messages).flatMap(([key, texts]) =>
        glossaryViolations(texts[language], language).map((v) => `${key}: "${v.found}" → ${v.use} (${texts[language]})`),
      );
      expect(violations).toEqual([]);
    });
  }

  it('the certificate workload words follow it too', () => {
    expect(glossaryViolations(formatCertificateWorkload(90, 'en'), 'en')).toEqual([]);
    expect(glossaryViolations(formatCertificateWorkload(90, 'es'), 'es')).toEqual([]);
  });

  it('fails on a message with forbidden forms', () => {
    expect(glossaryViolations('The enrolment in the trail was cancelled; see its bonds.', 'en').map((v) => v.use)).toEqual([
      'enroll / enrollment (US spelling)',
      'canceled / canceling',
      'learning path',
      'Used in / Where used / link',
    ]);
    expect(glossaryViolations('Tu intento espera la corrección: revisa tus respuestas en el depósito.', 'es').map((v) => v.use)).toEqual([
      'usted (informal tú form)',
      'repositorio',
    ]);
  });
});
