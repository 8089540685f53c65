import { describe, expect, it } from 'vitest';
import { glossaryViolations } from '@plataforma/shared';
import { correctedMail } from './correction.mail.ts';

describe('corrected attempt e-mail texts', () => {
  it.each(['en', 'es'] as const)('%s follows the glossary (docs/glossary.md)', (lang) => {
    for (const status of ['Aprovado', 'Reprovado'] as const) {
      const mail = correctedMail({ to: 'ana@example.com', name: 'Ana', title: 'Onboarding', status, score: 80, link: 'https://example.com/x', lang });
      expect(mail.text).toContain('Onboarding');
      expect([mail.subject, mail.text].flatMap((text) => glossaryViolations(text, lang))).toEqual([]);
    }
  });

  it('names a failed attempt Failed in English', () => {
    const mail = correctedMail({ to: 'ana@example.com', name: 'Ana', title: 'Onboarding', status: 'Reprovado', score: 40, link: 'https://example.com/x', lang: 'en' });
    expect(mail.text).toContain('Failed');
  });
});
