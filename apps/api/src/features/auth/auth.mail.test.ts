import { describe, expect, it } from 'vitest';
import { glossaryViolations } from '@plataforma/shared';
import { resetPasswordMail } from './auth.mail.ts';

describe('password reset e-mail texts', () => {
  it.each(['en', 'es'] as const)('%s follows the glossary (docs/glossary.md)', (lang) => {
    const mail = resetPasswordMail({ to: 'ana@example.com', name: 'Ana', link: 'https://example.com/x', lang, minutes: 30 });
    expect(mail.text).toContain('30');
    expect([mail.subject, mail.text].flatMap((text) => glossaryViolations(text, lang))).toEqual([]);
  });
});
