import { describe, expect, it } from 'vitest';
import { notificationInputSchema } from './contracts.ts';
import { isoWeek, periodKey, placeholdersIn, renderTemplate, renderTemplateHtml, templateProblem } from './rules.ts';

describe('placeholders', () => {
  it('finds each placeholder once, spaces inside the braces allowed', () => {
    expect(placeholdersIn('Olá {{nome}}, {{ tituloConteudo }} vence em {{dataVencimento}}. {{nome}}')).toEqual(['nome', 'tituloConteudo', 'dataVencimento']);
    expect(placeholdersIn('sem marcadores { nome } {nome}')).toEqual([]);
  });

  it('refuses an unknown placeholder by its name, and one the event cannot fill', () => {
    expect(templateProblem('Olá {{nome}} de {{empresa}}: {{link}}', 'NaoAcessouPlataforma')).toBeNull();
    expect(templateProblem('Olá {{nomee}}', 'NaoAcessouPlataforma')).toEqual({ placeholder: 'nomee', reason: 'unknown' });
    expect(templateProblem('Olá {{}}', 'NaoAcessouPlataforma')).toEqual({ placeholder: '', reason: 'unknown' });
    expect(templateProblem('{{tituloConteudo}}', 'NaoAcessouPlataforma')).toEqual({ placeholder: 'tituloConteudo', reason: 'notForEvent' });
    expect(templateProblem('{{dataVencimento}}', 'NaoIniciouCursoTrilha')).toEqual({ placeholder: 'dataVencimento', reason: 'notForEvent' });
    expect(templateProblem('{{dataVencimento}} {{tituloConteudo}}', 'VencimentoProximoDoCursoTrilha')).toBeNull();
  });

  it('renders values, leaving a missing one empty', () => {
    expect(renderTemplate('Olá {{nome}} ({{ empresa }}) {{link}}', { nome: 'Ana', empresa: 'Acme' })).toBe('Olá Ana (Acme) ');
  });

  it('renders HTML with text and values escaped, lines kept and the link clickable', () => {
    const html = renderTemplateHtml('Olá <b>{{nome}}</b>\nAcesse {{link}}', { nome: 'Ana & <Bia>', link: 'http://lms.test/?a=1&b="2"' });
    expect(html).toBe('Olá &#60;b&#62;Ana &#38; &#60;Bia&#62;&#60;/b&#62;<br>\nAcesse <a href="http://lms.test/?a=1&#38;b=&#34;2&#34;">http://lms.test/?a=1&#38;b=&#34;2&#34;</a>');
  });
});

describe('periodKey', () => {
  it('is one constant for a single send', () => {
    expect(periodKey('UnicaVez', new Date('2026-01-01T00:00:00Z'))).toBe(periodKey('UnicaVez', new Date('2030-12-31T23:59:59Z')));
  });

  it('is the same all day for a daily rule and changes at midnight UTC', () => {
    expect(periodKey('Diariamente', new Date('2026-11-27T00:00:00Z'))).toBe('2026-11-27');
    expect(periodKey('Diariamente', new Date('2026-11-27T23:59:59.999Z'))).toBe('2026-11-27');
    expect(periodKey('Diariamente', new Date('2026-11-28T00:00:00Z'))).toBe('2026-11-28');
  });

  it('is the ISO week for a weekly rule, across year ends', () => {
    expect(periodKey('Semanalmente', new Date('2026-11-23T00:00:00Z'))).toBe('2026-W48'); // Monday
    expect(periodKey('Semanalmente', new Date('2026-11-29T23:59:59Z'))).toBe('2026-W48'); // Sunday
    expect(periodKey('Semanalmente', new Date('2026-11-30T00:00:00Z'))).toBe('2026-W49');
    expect(periodKey('Semanalmente', new Date('2021-01-03T12:00:00Z'))).toBe('2020-W53'); // Sunday of 2020's week 53
    expect(periodKey('Semanalmente', new Date('2024-12-30T12:00:00Z'))).toBe('2025-W01'); // Monday of 2025's week 1
    expect(isoWeek(new Date('2026-01-01T00:00:00Z'))).toEqual({ year: 2026, week: 1 });
  });

  it('is the month for a monthly rule', () => {
    expect(periodKey('Mensalmente', new Date('2026-02-01T00:00:00Z'))).toBe('2026-02');
    expect(periodKey('Mensalmente', new Date('2026-02-28T23:59:59Z'))).toBe('2026-02');
    expect(periodKey('Mensalmente', new Date('2026-12-31T23:59:59Z'))).toBe('2026-12');
  });
});

describe('notificationInputSchema', () => {
  const base = { name: 'Sem acesso', eventType: 'NaoAcessouPlataforma', sendingInterval: 'Semanalmente', subject: 'Sentimos sua falta', template: 'Olá {{nome}}' } as const;

  it('needs the days of its event, from 1 to 3650', () => {
    expect(notificationInputSchema.safeParse({ ...base, daysNoAccess: 30 }).success).toBe(true);
    const missing = notificationInputSchema.safeParse(base);
    expect(missing.success ? [] : missing.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['daysNoAccess', 'automatedNotifications.daysRequired']]);
    expect(notificationInputSchema.safeParse({ ...base, daysNoAccess: 0 }).success).toBe(false);
    expect(notificationInputSchema.safeParse({ ...base, daysNoAccess: 3650 }).success).toBe(true);
    expect(notificationInputSchema.safeParse({ ...base, daysNoAccess: 3651 }).success).toBe(false);
    expect(notificationInputSchema.safeParse({ ...base, eventType: 'VencimentoProximoDoCursoTrilha', daysNoAccess: 5 }).success).toBe(false);
    expect(notificationInputSchema.safeParse({ ...base, eventType: 'VencimentoProximoDoCursoTrilha', daysSubmit: 1 }).success).toBe(true);
  });

  it('takes an empty additional recipient as none and refuses a bad address', () => {
    const ok = notificationInputSchema.parse({ ...base, daysNoAccess: 1, additionalRecipient: '' });
    expect(ok).toMatchObject({ additionalRecipient: null, copyManager: false, active: true, segmentacaoIds: [], condition: null });
    expect(notificationInputSchema.safeParse({ ...base, daysNoAccess: 1, additionalRecipient: 'rh@' }).success).toBe(false);
  });
});
