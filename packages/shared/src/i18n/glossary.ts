/**
 * Forbidden forms of the en and es texts (docs/glossary.md): UK spellings, literal translations of Portuguese business
 * terms, 'trilha' words other than 'learning path' / 'ruta de aprendizaje', and the informal 'tú' in Spanish (the
 * platform addresses the user as 'usted'). Tests run every text a user can see through `glossaryViolations`.
 */
type GlossaryLanguage = 'en' | 'es';

export type GlossaryRule = { pattern: RegExp; use: string };

const UK_VERB_STEMS =
  'organi|customi|speciali|parameteri|finali|recogni|authori|prioriti|summari|minimi|maximi|utili|initiali|normali|' +
  'synchroni|categori|personali|standardi|visuali|optimi|apologi|emphasi|reali|memori|capitali|locali|seriali|saniti|' +
  'anonymi|digitali|characteri|itemi|individuali';

const englishRules: GlossaryRule[] = [
  { pattern: /\b(un)?enrol(s|ment|ments)?\b/i, use: 'enroll / enrollment (US spelling)' },
  { pattern: /\bcolours?\b|\bcoloured\b/i, use: 'color' },
  { pattern: /\b(un)?favourit\w*/i, use: 'favorite' },
  { pattern: /\bcatalogue/i, use: 'catalog' },
  { pattern: /\bcancell(ed|ing)\b/i, use: 'canceled / canceling' },
  { pattern: /\bbehaviour/i, use: 'behavior' },
  { pattern: /\bcentre/i, use: 'center' },
  { pattern: /\blicence/i, use: 'license' },
  { pattern: new RegExp(`\\b\\w*(${UK_VERB_STEMS})s(e|es|ed|ing|ation|ations)\\b`, 'i'), use: '-ize / -ization (US spelling)' },
  { pattern: /\banaly(se|sed|sing)\b/i, use: 'analyze' },
  { pattern: /\b(grey|whilst|amongst|learnt|judgement|programme|towards|fulfil|enquir\w*)\b/i, use: 'US form (gray, while, among, learned, judgment, program, toward, fulfill, inquire)' },
  { pattern: /\b(labell|modell|travell|totall|levell|signall|fuell|counsell|channell|tunnell|diall|equall)(ed|ing)\b/i, use: 'US single l (labeled, modeling, traveled)' },
  { pattern: /\be-mails?\b/i, use: 'email' },
  { pattern: /\btrails?\b/i, use: 'learning path' },
  { pattern: /(?<!learning )\bpaths\b/i, use: 'learning paths' },
  { pattern: /\bLearning Paths?\b/, use: 'Learning path(s), sentence case' },
  { pattern: /\bbonds?\b/i, use: 'Used in / Where used / link' },
  { pattern: /\bstudents?\b/i, use: 'learner' },
  { pattern: /\bdeposit\b/i, use: 'repository' },
  { pattern: /\bnot (approved|passed)\b/i, use: 'failed' },
  { pattern: /\bconclusion terms?\b/i, use: 'completion terms (termo de conclusão)' },
  { pattern: /\bticked\b/i, use: 'selected / checked' },
];

/** Words of the informal 'tú' register: pronouns, possessives, second-person verbs and imperatives. */
const TU_MARKERS = [
  'tu', 'tus', 'ti', 'te', 'contigo', 'tuyo', 'tuya', 'tuyos', 'tuyas',
  'puedes', 'tienes', 'quieres', 'debes', 'buscas', 'estás', 'eres', 'necesitas', 'deseas', 'sabes', 'has', 'hayas', 'puedas',
  'quieras', 'tengas', 'podrás', 'tendrás', 'verás', 'recibirás', 'encontrarás', 'estés', 'seas', 'vas',
  'haz', 'ingresa', 'selecciona', 'intenta', 'inténtalo', 'elige', 'revisa', 'toca', 'pulsa', 'presiona', 'descubre',
  'inscríbete', 'recuerda', 'asegúrate', 'comunícate', 'escríbenos', 'contáctanos', 'prueba con',
];

/** Words ending like an infinitive with the enclitic 'te' that are not one. */
const NOT_ENCLITIC = ['parte', 'aparte', 'comparte', 'reparte', 'convierte', 'advierte', 'invierte', 'divierte', 'vierte', 'despierte'];

const spanishRules: GlossaryRule[] = [
  // 'se elige' is impersonal, not an imperative
  { pattern: new RegExp(`(?<![\\p{L}])(?<!\\bse )(${TU_MARKERS.join('|')})(?![\\p{L}])`, 'iu'), use: 'usted (informal tú form)' },
  {
    pattern: new RegExp(`(?<!\\p{L})(?!(${NOT_ENCLITIC.join('|')})(?!\\p{L}))\\p{L}{2,}(ar|er|ir|ándo|iéndo)te(?!\\p{L})`, 'iu'),
    use: 'usted (enclitic -te: tenerlo a usted, inscribirse)',
  },
  { pattern: /(?<!\p{L})(?!(contraste|desgaste|traste)(?!\p{L}))\p{L}+aste(?!\p{L})/iu, use: 'usted (preterite: marcó, dejó)' },
  { pattern: /(?<!\p{L})prerrequisitos?(?!\p{L})/iu, use: 'requisito previo' },
  { pattern: /(?<!\p{L})rutas?(?!\p{L})(?!(\(s\))? de aprendizaje| absoluta| del archivo)/iu, use: 'ruta de aprendizaje' },
  { pattern: /Rutas? de Aprendizaje/, use: 'ruta de aprendizaje (sentence case)' },
  { pattern: /(?<!\p{L})término de (uso|conclusión)/iu, use: 'términos de uso / términos de conclusión (plural)' },
  { pattern: /(?<!\p{L})depósitos?(?!\p{L})/iu, use: 'repositorio' },
  { pattern: /(?<!\p{L})añad\p{L}*/iu, use: 'agregar' },
  { pattern: /(?<!\p{L})estudiantes?(?!\p{L})/iu, use: 'alumno' },
  { pattern: /(?<!\p{L})e-?mails?(?!\p{L})/iu, use: 'correo' },
];

export const glossaryRules: Record<GlossaryLanguage, GlossaryRule[]> = { en: englishRules, es: spanishRules };

/** The forbidden forms found in `text` and what to say instead (placeholders such as {{count}} are not words). */
export const glossaryViolations = (text: string, language: GlossaryLanguage): { found: string; use: string }[] => {
  const words = text.replace(/\{\{[^}]*\}\}|\{[^}]*\}/g, ' ');
  return glossaryRules[language].flatMap(({ pattern, use }) => {
    const match = pattern.exec(words);
    return match ? [{ found: match[0], use }] : [];
  });
};
