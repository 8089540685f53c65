import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { ScormType } from './media.ts';

/**
 * Reads a SCORM package's `imsmanifest.xml` (IMS Content Packaging as profiled by SCORM 1.2 and SCORM 2004) far
 * enough to play it: the SCORM version (so the classroom starts the matching runtime API), the title, and the launch
 * address of the default organization's first launchable item. Runs the same in the server (upload) and the browser
 * (preview), so it uses a pure JavaScript XML parser and never touches the file system.
 */

export const SCORM_VERSIONS = ['1.2', '2004'] as const;
export type ScormVersion = (typeof SCORM_VERSIONS)[number];

/** Why a manifest is refused; each is a message key of scorm-messages.ts. */
export type ScormManifestErrorKey =
  | 'scorm.notXml'
  | 'scorm.noManifest'
  | 'scorm.noOrganization'
  | 'scorm.noItem'
  | 'scorm.noLaunchableResource'
  | 'scorm.unsafeLaunchPath';

/**
 * What the manifest says of an item that the runtime must give the SCO (docs/scorm.md 'What the content is told'):
 * 1.2 `adlcp:masteryscore`, `adlcp:maxtimeallowed`, `adlcp:timelimitaction`, `adlcp:datafromlms`; 2004
 * `adlcp:dataFromLMS`, `adlcp:timeLimitAction`, `adlcp:completionThreshold`, the primary objective's
 * `imsss:minNormalizedMeasure` when it is satisfied by measure, and `imsss:limitConditions@attemptAbsoluteDurationLimit`.
 */
export type ScormItemData = {
  masteryScore?: string;
  maxTimeAllowed?: string;
  timeLimitAction?: string;
  dataFromLms?: string;
  completionThreshold?: string;
  scaledPassingScore?: string;
};

export type ScormItem = {
  identifier: string;
  title: string;
  /** Launch address of the item's resource (with the item's parameters), when it points at a launchable one. */
  launch?: string;
  /** The launched resource's kind: a SCO talks to the runtime, an asset does not (it counts as done when opened). */
  type?: 'sco' | 'asset';
  data?: ScormItemData;
  children: ScormItem[];
};

export type ScormOrganization = { identifier: string; title: string; items: ScormItem[] };

export type ScormManifest = {
  version: ScormVersion;
  /** The metadata schemaversion as written ('1.2', '2004 3rd Edition', 'CAM 1.3'), when present. */
  schemaVersion?: string;
  identifier: string;
  title: string;
  /** Launch address relative to the package root, query and fragment included (href + item parameters). */
  launch: string;
  /** The launched file alone: no query or fragment, percent-decoded, as it is named inside the archive. */
  launchFile: string;
  organizations: ScormOrganization[];
  /** The identifier `<organizations default>` names, when it names one. */
  defaultOrganization?: string;
};

export type ScormManifestResult = { ok: true; manifest: ScormManifest } | { ok: false; error: ScormManifestErrorKey };

type XmlNode = { [key: string]: XmlValue };
type XmlValue = string | XmlNode | XmlValue[];

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // Identifiers such as '1.2' must stay strings, never become numbers.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  textNodeName: '#text',
});

/** Element and attribute names compared without their namespace prefix, since authors bind prefixes freely. */
const localName = (name: string): string => {
  const bare = name.startsWith('@_') ? name.slice(2) : name;
  const colon = bare.indexOf(':');
  return (colon >= 0 ? bare.slice(colon + 1) : bare).toLowerCase();
};

const asArray = (value: XmlValue | undefined): XmlValue[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

const isNode = (value: XmlValue): value is XmlNode => typeof value === 'object' && !Array.isArray(value);

/** Child elements with this local name (attributes and text excluded). */
const children = (node: XmlNode, name: string): XmlNode[] =>
  Object.entries(node)
    .filter(([key]) => !key.startsWith('@_') && key !== '#text' && localName(key) === name)
    .flatMap(([, value]) => asArray(value))
    // An element with only text parses as a string; keep it as a node so text() reads it alike.
    .map((value) => (isNode(value) ? value : { '#text': typeof value === 'string' ? value : '' }));

const child = (node: XmlNode, name: string): XmlNode | undefined => children(node, name)[0];

const attr = (node: XmlNode, name: string): string | undefined => {
  const entry = Object.entries(node).find(([key]) => key.startsWith('@_') && localName(key) === name);
  return typeof entry?.[1] === 'string' ? entry[1].trim() : undefined;
};

const text = (node: XmlNode | undefined): string => {
  const value = node?.['#text'];
  return typeof value === 'string' ? value.trim() : '';
};

/** The namespace URIs the root declares, whatever their prefixes. */
const namespaces = (node: XmlNode): string[] =>
  Object.entries(node)
    .filter(([key, value]) => (key === '@_xmlns' || key.startsWith('@_xmlns:')) && typeof value === 'string')
    .map(([, value]) => (value as string).toLowerCase());

/**
 * SCORM 1.2 writes schemaversion '1.2' and binds adlcp to adlcp_rootv1p2; SCORM 2004 writes 'CAM 1.3' (2nd edition)
 * or '2004 3rd/4th Edition' and binds adlcp to adlcp_v1p3 with imscp_v1p1. The metadata wins when it is one of
 * those; otherwise the namespaces decide; a manifest with neither is taken as 1.2, the older and by far the most
 * common format of such minimal packages (the same default other LMSs apply).
 */
export const detectScormVersion = (schemaVersion: string | undefined, namespaceUris: readonly string[]): ScormVersion => {
  const declared = (schemaVersion ?? '').toLowerCase();
  if (/^\s*1\.2\b/.test(declared)) return '1.2';
  if (declared.includes('2004') || declared.includes('cam 1.3') || /^\s*1\.3\b/.test(declared)) return '2004';
  if (namespaceUris.some((uri) => uri.includes('adlcp_v1p3') || uri.includes('imscp_v1p1') || uri.includes('imsss'))) return '2004';
  return '1.2';
};

/** The repository object's scormType for a detected version. */
export const scormTypeOfVersion = (version: ScormVersion): ScormType => (version === '1.2' ? 'scorm12' : 'scorm2004');

const URL_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * The file part of a launch address, decoded, or undefined when it would leave the package: an absolute or
 * protocol-relative URL, a rooted path, a drive letter, or any '..' segment (also when percent-encoded or written
 * with backslashes, which browsers treat as slashes).
 */
export const safeLaunchFile = (launch: string): string | undefined => {
  const trimmed = launch.trim();
  if (!trimmed || URL_SCHEME.test(trimmed)) return undefined;
  const pathPart = trimmed.split(/[?#]/, 1)[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathPart);
  } catch {
    return undefined;
  }
  // Composed accents, as the package's file names are kept (zip-names.ts on the server).
  const normalised = decoded.replace(/\\/g, '/').normalize('NFC');
  if (!normalised || normalised.startsWith('/') || URL_SCHEME.test(normalised) || normalised.includes('\0')) return undefined;
  const segments = normalised.split('/');
  if (segments.some((segment) => segment === '..')) return undefined;
  const file = segments.filter((segment) => segment !== '' && segment !== '.').join('/');
  return file || undefined;
};

/**
 * Joins a resource href and an item's parameters as the content packaging spec describes: a leading '?' or '&' is
 * dropped and the rest joined with '?' or '&' depending on whether the href already has a query; a '#' fragment is
 * appended as written.
 */
export const joinLaunchParameters = (href: string, parameters: string | undefined): string => {
  const params = (parameters ?? '').trim();
  if (!params) return href;
  if (params.startsWith('#')) return href.includes('#') ? href : `${href}${params}`;
  const query = params.replace(/^[?&]+/, '');
  if (!query) return href;
  const [beforeHash, hash] = href.split(/#(.*)/s, 2);
  const joined = `${beforeHash}${beforeHash?.includes('?') ? '&' : '?'}${query}`;
  return hash !== undefined ? `${joined}#${hash}` : joined;
};

type Resource = { href: string; launchable: boolean; type: 'sco' | 'asset' };

const readResources = (manifestNode: XmlNode): Map<string, Resource> => {
  const resources = new Map<string, Resource>();
  for (const group of children(manifestNode, 'resources')) {
    // xml:base on <resources> and <resource> prefixes every href below it.
    const groupBase = attr(group, 'base') ?? '';
    for (const resource of children(group, 'resource')) {
      const identifier = attr(resource, 'identifier');
      const href = attr(resource, 'href');
      if (!identifier) continue;
      const scormType = (attr(resource, 'scormtype') ?? '').toLowerCase();
      resources.set(identifier, {
        href: href ? `${groupBase}${attr(resource, 'base') ?? ''}${href}` : '',
        launchable: Boolean(href) && (scormType === 'sco' || scormType === 'asset'),
        type: scormType === 'sco' ? 'sco' : 'asset',
      });
    }
  }
  return resources;
};

/** The item's data for the runtime (ScormItemData), only what is written. */
const readItemData = (item: XmlNode): ScormItemData => {
  const data: ScormItemData = {};
  const put = (key: keyof ScormItemData, value: string | undefined) => {
    if (value) data[key] = value;
  };
  put('masteryScore', text(child(item, 'masteryscore')));
  put('maxTimeAllowed', text(child(item, 'maxtimeallowed')));
  put('timeLimitAction', text(child(item, 'timelimitaction')).toLowerCase());
  put('dataFromLms', text(child(item, 'datafromlms')));
  const threshold = child(item, 'completionthreshold');
  // 2004 3rd edition writes the threshold as text; the 4th as minProgressMeasure (with completedByMeasure).
  if (threshold) put('completionThreshold', attr(threshold, 'minprogressmeasure') ?? text(threshold));
  const sequencing = child(item, 'sequencing');
  if (sequencing) {
    const limit = child(sequencing, 'limitconditions');
    if (limit && !data.maxTimeAllowed) put('maxTimeAllowed', attr(limit, 'attemptabsolutedurationlimit'));
    const primary = child(child(sequencing, 'objectives') ?? {}, 'primaryobjective');
    if (primary && attr(primary, 'satisfiedbymeasure') === 'true') put('scaledPassingScore', text(child(primary, 'minnormalizedmeasure')) || '1.0');
  }
  return data;
};

const readItems = (parent: XmlNode, resources: Map<string, Resource>): ScormItem[] =>
  children(parent, 'item').map((item) => {
    const resource = resources.get(attr(item, 'identifierref') ?? '');
    const data = readItemData(item);
    return {
      identifier: attr(item, 'identifier') ?? '',
      title: text(child(item, 'title')),
      ...(resource?.launchable ? { launch: joinLaunchParameters(resource.href, attr(item, 'parameters')), type: resource.type } : {}),
      ...(Object.keys(data).length > 0 ? { data } : {}),
      children: readItems(item, resources),
    };
  });

/** The organization a learner takes: the one `<organizations default>` names, else the first. */
export const defaultOrganization = (manifest: Pick<ScormManifest, 'organizations' | 'defaultOrganization'>): ScormOrganization | undefined =>
  manifest.organizations.find((org) => org.identifier === manifest.defaultOrganization) ?? manifest.organizations[0];

/** The launchable items (SCOs and assets) in the order a learner meets them: depth first. */
export const launchableItems = (items: readonly ScormItem[]): ScormItem[] => items.flatMap((item) => [...(item.launch ? [item] : []), ...launchableItems(item.children)]);

/**
 * The key of an item's run-time record: '' for the package's first launchable item (the one launched when the
 * package opens, whose record a package kept before it was played item by item), the item's identifier for the others.
 */
export const scormScoIdOf = (launchable: readonly ScormItem[], identifier: string): string => (launchable[0]?.identifier === identifier ? '' : identifier);

/** Depth first, as a learner meets the items: the first one that launches something. */
const firstLaunch = (items: readonly ScormItem[]): string | undefined => {
  for (const item of items) {
    if (item.launch) return item.launch;
    const nested = firstLaunch(item.children);
    if (nested) return nested;
  }
  return undefined;
};

const countItems = (items: readonly ScormItem[]): number => items.reduce((sum, item) => sum + 1 + countItems(item.children), 0);

export const parseScormManifest = (xml: string): ScormManifestResult => {
  const source = xml.replace(/^\uFEFF/, '');
  if (!source.trim() || XMLValidator.validate(source) !== true) return { ok: false, error: 'scorm.notXml' };
  let document: XmlNode;
  try {
    document = parser.parse(source) as XmlNode;
  } catch {
    return { ok: false, error: 'scorm.notXml' };
  }
  const manifestNode = child(document, 'manifest');
  if (!manifestNode) return { ok: false, error: 'scorm.noManifest' };

  const metadata = child(manifestNode, 'metadata');
  const schemaVersion = text(metadata && child(metadata, 'schemaversion')) || undefined;
  const version = detectScormVersion(schemaVersion, namespaces(manifestNode));

  const resources = readResources(manifestNode);
  const organizationsNode = child(manifestNode, 'organizations');
  const organizations: ScormOrganization[] = (organizationsNode ? children(organizationsNode, 'organization') : []).map((organization) => ({
    identifier: attr(organization, 'identifier') ?? '',
    title: text(child(organization, 'title')),
    items: readItems(organization, resources),
  }));
  if (organizations.length === 0) return { ok: false, error: 'scorm.noOrganization' };

  const defaultId = organizationsNode ? attr(organizationsNode, 'default') : undefined;
  const organization = organizations.find((org) => org.identifier === defaultId) ?? organizations[0];
  if (countItems(organization.items) === 0) return { ok: false, error: 'scorm.noItem' };

  const launch = firstLaunch(organization.items);
  if (!launch) return { ok: false, error: 'scorm.noLaunchableResource' };
  const launchFile = safeLaunchFile(launch);
  if (!launchFile) return { ok: false, error: 'scorm.unsafeLaunchPath' };

  const identifier = attr(manifestNode, 'identifier') ?? '';
  const title = organization.title || organization.items[0]?.title || identifier;
  return {
    ok: true,
    manifest: {
      version,
      ...(schemaVersion ? { schemaVersion } : {}),
      identifier,
      title,
      launch: launch.trim(),
      launchFile,
      organizations,
      ...(defaultId && organizations.some((org) => org.identifier === defaultId) ? { defaultOrganization: defaultId } : {}),
    },
  };
};
