/**
 * Gamification rules (2-learner §3 'Gamification', §7 Desafio; 3-admin §3 Challenge, §5, §9; docs/gamification.md).
 * Pure: the server scores and ranks with them and the browser shows with them.
 */

export const ENVIRONMENTS = ['Conteudo', 'Plataforma'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

export const CONTENT_TYPES = ['Curso', 'Formacao'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** The events that earn points; Conteudo rules are about a challenge's courses or trails, Plataforma rules are not. */
export const RULE_CODES = [
  'MidiaConcluida',
  'CursoConcluido',
  'TrilhaConcluida',
  'AvaliacaoAprovada',
  'CertificadoEmitido',
  'CertificadoExternoAprovado',
  'AcessoDiario',
  'PerfilCompleto',
] as const;
export type RuleCode = (typeof RULE_CODES)[number];

export type RuleDefinition = { regra: RuleCode; ambiente: Environment; pontos: number };

/** The rule catalogue with default points (descriptions are messages 'gamification.rule<code>'). */
export const RULES: readonly RuleDefinition[] = [
  { regra: 'MidiaConcluida', ambiente: 'Conteudo', pontos: 10 },
  { regra: 'CursoConcluido', ambiente: 'Conteudo', pontos: 100 },
  { regra: 'TrilhaConcluida', ambiente: 'Conteudo', pontos: 200 },
  { regra: 'AvaliacaoAprovada', ambiente: 'Conteudo', pontos: 50 },
  { regra: 'CertificadoEmitido', ambiente: 'Conteudo', pontos: 50 },
  { regra: 'CertificadoExternoAprovado', ambiente: 'Plataforma', pontos: 50 },
  { regra: 'AcessoDiario', ambiente: 'Plataforma', pontos: 5 },
  { regra: 'PerfilCompleto', ambiente: 'Plataforma', pontos: 20 },
];

export const environmentOf = (regra: RuleCode): Environment => RULES.find((r) => r.regra === regra)!.ambiente;
export const rulesOf = (ambiente?: Environment): RuleDefinition[] => RULES.filter((r) => !ambiente || r.ambiente === ambiente);

/** §9 sizes: the drawer shows 3 of the 5 ranking entries it asks for and the latest 4 achievements; a trophies page holds 6. */
export const DRAWER_RANKING_REQUEST = 5;
export const DRAWER_RANKING_SHOWN = 3;
export const DRAWER_ACHIEVEMENTS = 4;
export const TROPHIES_PAGE_SIZE = 6;
export const RANKING_PAGE_SIZE = 5;
export const RANKING_PAGE_SIZE_MAX = 50;
export const DRAWER_WIDTH = 600;

/** A day as YYYY-MM-DD in UTC (challenge windows, deadlines and the daily access are counted in UTC days). */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

const addDays = (day: string, days: number): string => utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));

/** Whether `at` falls in the challenge's window: from its first day through its last day, both inclusive (UTC days). */
export const inWindow = (window: { dataInicio: string; dataFim: string }, at: Date): boolean => {
  const day = utcDay(at);
  return day >= window.dataInicio && day <= window.dataFim;
};

/**
 * Whether `at` is within the days to complete counted from the enrolment: 0 means no deadline; otherwise the last day
 * (enrolment day + days) is inclusive. No enrolment (a content reached without one) counts from nothing: no deadline.
 */
export const withinDeadline = (diasParaConclusao: number, dataInscricao: Date | null, at: Date): boolean => {
  if (diasParaConclusao <= 0 || !dataInscricao) return true;
  return utcDay(at) <= addDays(utcDay(dataInscricao), diasParaConclusao);
};

/** One entry to rank: its points and when it reached them (ties are ordered by who reached the score first). */
export type Scored = { pontos: number; alcancadoEm: Date | string; usuarioId: string };

/** The ranking order: points descending, then earliest to reach the score, then id (a stable order). */
export const compareScored = (a: Scored, b: Scored): number =>
  b.pontos - a.pontos || new Date(a.alcancadoEm).getTime() - new Date(b.alcancadoEm).getTime() || (a.usuarioId < b.usuarioId ? -1 : a.usuarioId > b.usuarioId ? 1 : 0);

/**
 * Ranks of a page already in ranking order, given the rank of its first entry: equal points share a rank (dense rank),
 * the next score takes the next number.
 */
export const pageRanks = <T extends { pontos: number }>(firstRank: number, rows: T[]): (T & { rank: number })[] => {
  let rank = firstRank;
  return rows.map((row, i) => {
    if (i > 0 && row.pontos !== rows[i - 1]!.pontos) rank += 1;
    return { ...row, rank };
  });
};

/**
 * The whole ranking of a list of people (the reference the database queries are tested against): people with no
 * points are left out (their rank is 'Indefinido'); with `unidadeDeNegocioId`, only that unit's people.
 */
export const rankAll = <T extends Scored & { unidadeDeNegocioId?: string | null }>(people: T[], unidadeDeNegocioId?: string | null): (T & { rank: number })[] =>
  pageRanks(
    1,
    people.filter((p) => p.pontos > 0 && (!unidadeDeNegocioId || p.unidadeDeNegocioId === unidadeDeNegocioId)).sort(compareScored),
  );

/** A person's rank: 1 + the number of distinct higher scores; null ('Indefinido') without points. */
export const rankOf = (pontos: number, higherDistinctScores: number): number | null => (pontos > 0 ? higherDistinctScores + 1 : null);

/**
 * 'Profile completed' (2-learner §3 Profile): the personal fields a person fills in themselves are all set — full name,
 * nickname (apelido), phone, gender, birth date and photo. Corporate fields are the company's and do not count.
 */
export type ProfileFields = {
  nomeCompleto: string | null;
  apelido: string | null;
  telefone: string | null;
  genero: string | null;
  dataDeNascimento: string | null;
  foto: string | null;
};
export const isProfileComplete = (p: ProfileFields): boolean =>
  [p.nomeCompleto, p.apelido, p.telefone, p.genero, p.dataDeNascimento, p.foto].every((v) => typeof v === 'string' && v.trim().length > 0);
