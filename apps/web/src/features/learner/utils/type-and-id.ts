/**
 * The item reference of share links and the classroom: base64url of "<tipo>:<id>", tipo midia | curso | trilha
 * (the same encoding as the quick-search results). The API names a trail `formacao`; links name it `trilha`.
 */
export const LINK_TYPES = ['midia', 'curso', 'trilha'] as const;
export type LinkType = (typeof LINK_TYPES)[number];

/** Kinds as the API names them. */
export type ItemKind = 'midia' | 'curso' | 'formacao';

export const kindOfLinkType = (type: LinkType): ItemKind => (type === 'trilha' ? 'formacao' : type);
export const linkTypeOfKind = (kind: ItemKind): LinkType => (kind === 'formacao' ? 'trilha' : kind);

/** Normalises the tipo of a reply ('Curso', 'trilha', 'Formacao', 'video'...) to a kind; media kinds count as midia. */
export function kindOf(tipo: string | null | undefined): ItemKind {
  const value = (tipo ?? '').toLowerCase();
  if (value === 'curso' || value === 'course') return 'curso';
  if (value === 'formacao' || value === 'trilha' || value === 'trail' || value === 'formation') return 'formacao';
  return 'midia';
}

export function encodeTypeAndId(type: LinkType, id: string): string {
  const bytes = new TextEncoder().encode(`${type}:${id}`);
  let binary = '';
  bytes.forEach((byte) => {
    binary += String.fromCharCode(byte);
  });
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export type ItemRef = { kind: ItemKind; id: string };

/** The reference of an encoded value, or null when it is not base64url of "<midia|curso|trilha>:<id>". */
export function decodeTypeAndId(encoded: string | null | undefined): ItemRef | null {
  if (!encoded || !/^[A-Za-z0-9_-]+$/.test(encoded)) return null;
  try {
    const base64 = encoded.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
    const text = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
    const colon = text.indexOf(':');
    if (colon <= 0) return null;
    const type = text.slice(0, colon);
    const id = text.slice(colon + 1).trim();
    if (!(LINK_TYPES as readonly string[]).includes(type) || !id) return null;
    return { kind: kindOfLinkType(type as LinkType), id };
  } catch {
    return null;
  }
}

export const encodeRef = (ref: ItemRef): string => encodeTypeAndId(linkTypeOfKind(ref.kind), ref.id);

/** The share link of an item: /catalog?view=<encoded> (2-learner §2). */
export const sharePath = (ref: ItemRef): string => `/catalog?view=${encodeRef(ref)}`;

/** The classroom of an item, first step: /learning-center/view/<encoded>/0. */
export const classroomPath = (ref: ItemRef): string => `/learning-center/view/${encodeRef(ref)}/0`;
