/**
 * Rules of communications (3-admin §3 'Communication', §4 publication and hide toggle, §5 'Post') shared by the API
 * and the web: the window, the audience, the post image limits and the HTML the posts may carry.
 */

/** Publication of communications (3-admin §4): draft or published. */
export const COMMUNICATION_STATUSES = ['rascunho', 'publicada'] as const;
export type CommunicationStatus = (typeof COMMUNICATION_STATUSES)[number];

/** Post image (3-admin §5): png or jpg, at most 2 MB and 800x600 pixels, judged by the file's bytes. */
export const POST_IMAGE_MAX_MB = 2;
export const POST_IMAGE_MAX_BYTES = POST_IMAGE_MAX_MB * 1024 * 1024;
export const POST_IMAGE_MAX_WIDTH = 800;
export const POST_IMAGE_MAX_HEIGHT = 600;
export const POST_IMAGE_TYPES = ['png', 'jpg'] as const;
export type PostImageType = (typeof POST_IMAGE_TYPES)[number];
export const POST_IMAGE_MIME: Record<PostImageType, string> = { png: 'image/png', jpg: 'image/jpeg' };

export type ImageFacts = { type: PostImageType; width: number; height: number };

const u16be = (b: Uint8Array, i: number) => (b[i] << 8) | b[i + 1];
const u32be = (b: Uint8Array, i: number) => ((b[i] << 24) >>> 0) + (b[i + 1] << 16) + (b[i + 2] << 8) + b[i + 3];
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * Type and pixel size of a PNG or JPEG from its bytes (the name and the declared type are never trusted). PNG: the
 * IHDR chunk; JPEG: the first start-of-frame marker. Null for anything else, or a header that is cut or malformed.
 */
export const readImageFacts = (b: Uint8Array): ImageFacts | null => {
  if (b.length >= 24 && PNG_SIGNATURE.every((v, i) => b[i] === v)) {
    if (String.fromCharCode(b[12], b[13], b[14], b[15]) !== 'IHDR') return null;
    return { type: 'png', width: u32be(b, 16), height: u32be(b, 20) };
  }
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return null;
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1];
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      i += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null;
    const length = u16be(b, i + 2);
    if (length < 2) return null;
    // SOF0..SOF15 except DHT (c4), JPG (c8) and DAC (cc)
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) return { type: 'jpg', height: u16be(b, i + 5), width: u16be(b, i + 7) };
    i += 2 + length;
  }
  return null;
};

export type ImageVerdict =
  | { ok: true }
  | { ok: false; key: 'communications.imageType' | 'communications.imageTooBig' | 'communications.imageTooLarge'; status: 413 | 415 | 422 };

/** The post image rules: type by bytes (415), size up to 2 MB inclusive (413), at most 800 wide and 600 high (422). */
export const judgePostImage = (facts: ImageFacts | null, bytes: number): ImageVerdict => {
  if (bytes > POST_IMAGE_MAX_BYTES) return { ok: false, key: 'communications.imageTooBig', status: 413 };
  if (!facts || !(POST_IMAGE_TYPES as readonly string[]).includes(facts.type)) return { ok: false, key: 'communications.imageType', status: 415 };
  if (facts.width < 1 || facts.height < 1 || facts.width > POST_IMAGE_MAX_WIDTH || facts.height > POST_IMAGE_MAX_HEIGHT)
    return { ok: false, key: 'communications.imageTooLarge', status: 422 };
  return { ok: true };
};

/** The window: both ends optional; when both are given, inicio <= termino. */
export const windowIsValid = (inicio: string | null | undefined, termino: string | null | undefined): boolean =>
  !inicio || !termino || new Date(inicio).getTime() <= new Date(termino).getTime();

/** Inside the window at `now` (ends included; an open end does not limit). */
export const inWindow = (inicio: string | null, termino: string | null, now: Date = new Date()): boolean =>
  (!inicio || new Date(inicio).getTime() <= now.getTime()) && (!termino || new Date(termino).getTime() >= now.getTime());

export type CommunicationAudience = { publico: boolean; cargosIds: readonly string[]; departamentosIds: readonly string[]; unidadesIds: readonly string[]; segmentacoesIds: readonly string[] };
export type AudienceViewer = { cargoId: string | null; departamentoId: string | null; unidadeDeNegocioId: string | null; segmentacoesIds: readonly string[] };

/** A communication links segmentations or job titles / departments / units, never both (as sections, 3-admin §5). */
export const audienceIsExclusive = (a: Pick<CommunicationAudience, 'cargosIds' | 'departamentosIds' | 'unidadesIds' | 'segmentacoesIds'>): boolean =>
  a.segmentacoesIds.length === 0 || a.cargosIds.length + a.departamentosIds.length + a.unidadesIds.length === 0;

/**
 * Who is in a communication's audience (docs/communications.md 'Audience'): everybody when `publico` or when no list is
 * given; with segmentations, the people of any of them (active ones: the viewer's list holds only those); with job
 * titles / departments / units, each list that is not empty must hold the person's value.
 */
export const audienceMatches = (a: CommunicationAudience, v: AudienceViewer): boolean => {
  const [cargo, departamento, unidade, segmentacao] = [a.cargosIds.length > 0, a.departamentosIds.length > 0, a.unidadesIds.length > 0, a.segmentacoesIds.length > 0];
  if (a.publico || !(cargo || departamento || unidade || segmentacao)) return true;
  if (segmentacao) return v.segmentacoesIds.some((id) => a.segmentacoesIds.includes(id));
  const hit = (list: readonly string[], value: string | null) => value !== null && list.includes(value);
  return (!cargo || hit(a.cargosIds, v.cargoId)) && (!departamento || hit(a.departamentosIds, v.departamentoId)) && (!unidade || hit(a.unidadesIds, v.unidadeDeNegocioId));
};

/**
 * Whether a communication of the viewer's audience pops up after sign-in (2-learner §7): published and active, inside
 * its window, not marked 'don't display' (naoExibir), not hidden by the person, and not seen yet unless it is always
 * shown (exibirSempre).
 */
export const popsUp = (c: { naoExibir: boolean; exibirSempre: boolean }, person: { oculta: boolean; visualizada: boolean }): boolean =>
  !c.naoExibir && !person.oculta && (c.exibirSempre || !person.visualizada);

/** The hide toggle (3-admin §4): the rows whose flag changed, in two groups — true for newly hidden, false for unhidden. */
export const hideToggleGroups = (before: ReadonlyMap<string, boolean>, after: ReadonlyMap<string, boolean>): { ocultar: string[]; exibir: string[] } => {
  const ocultar: string[] = [];
  const exibir: string[] = [];
  for (const [id, hidden] of after) {
    if ((before.get(id) ?? false) === hidden) continue;
    (hidden ? ocultar : exibir).push(id);
  }
  return { ocultar, exibir };
};

/** A post needs a title or an image (3-admin §5). */
export const postIsComplete = (p: { titulo?: string | null; imagemId?: string | null }): boolean => Boolean(p.titulo?.trim()) || Boolean(p.imagemId);
