import { describe, expect, it } from 'vitest';
import { defaultOrganization, detectScormVersion, joinLaunchParameters, launchableItems, parseScormManifest, safeLaunchFile, scormScoIdOf, scormTypeOfVersion } from './scorm-manifest.ts';

const SCORM12_NS = `xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"`;
const SCORM2004_NS = `xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3"`;

type ManifestParts = { ns?: string; metadata?: string; organizations?: string; resources?: string };

const manifest = ({ ns = SCORM12_NS, metadata = '', organizations, resources }: ManifestParts = {}) => `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="com.example.course" version="1" ${ns}>
  ${metadata}
  ${
    organizations ??
    `<organizations default="org_1">
      <organization identifier="org_1">
        <title>Segurança no trabalho</title>
        <item identifier="item_1" identifierref="res_1"><title>Módulo 1</title></item>
      </organization>
    </organizations>`
  }
  ${resources ?? `<resources><resource identifier="res_1" type="webcontent" adlcp:scormtype="sco" href="index.html"/></resources>`}
</manifest>`;

const parsed = (xml: string) => {
  const result = parseScormManifest(xml);
  if (!result.ok) throw new Error(`refused: ${result.error}`);
  return result.manifest;
};

describe('parseScormManifest', () => {
  it('reads a minimal SCORM 1.2 manifest', () => {
    const m = parsed(manifest({ metadata: '<metadata><schema>ADL SCORM</schema><schemaversion>1.2</schemaversion></metadata>' }));
    expect(m).toMatchObject({
      version: '1.2',
      schemaVersion: '1.2',
      identifier: 'com.example.course',
      title: 'Segurança no trabalho',
      launch: 'index.html',
      launchFile: 'index.html',
    });
    expect(m.organizations).toEqual([
      { identifier: 'org_1', title: 'Segurança no trabalho', items: [{ identifier: 'item_1', title: 'Módulo 1', launch: 'index.html', type: 'sco', children: [] }] },
    ]);
  });

  it('reads SCORM 2004 from its schemaversion and its namespaces', () => {
    const resources = `<resources><resource identifier="res_1" type="webcontent" adlcp:scormType="sco" href="shared/launchpage.html"/></resources>`;
    const m = parsed(manifest({ ns: SCORM2004_NS, metadata: '<metadata><schemaversion>2004 4th Edition</schemaversion></metadata>', resources }));
    expect(m.version).toBe('2004');
    expect(m.schemaVersion).toBe('2004 4th Edition');
    expect(m.launchFile).toBe('shared/launchpage.html');
    // Without metadata the adlcp namespace decides.
    expect(parsed(manifest({ ns: SCORM2004_NS, resources })).version).toBe('2004');
  });

  it('detects the version from metadata first, then the namespaces, else 1.2', () => {
    expect(detectScormVersion('1.2', [])).toBe('1.2');
    expect(detectScormVersion('CAM 1.3', [])).toBe('2004');
    expect(detectScormVersion('2004 3rd Edition', [])).toBe('2004');
    expect(detectScormVersion(undefined, ['http://www.adlnet.org/xsd/adlcp_v1p3'])).toBe('2004');
    expect(detectScormVersion(undefined, ['http://www.adlnet.org/xsd/adlcp_rootv1p2'])).toBe('1.2');
    expect(detectScormVersion(undefined, [])).toBe('1.2');
    expect(scormTypeOfVersion('1.2')).toBe('scorm12');
    expect(scormTypeOfVersion('2004')).toBe('scorm2004');
  });

  it('does not depend on the prefix the author bound to adlcp, nor on a byte order mark', () => {
    const xml = manifest({
      ns: `xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2" xmlns:scorm="http://www.adlnet.org/xsd/adlcp_rootv1p2"`,
      resources: `<resources><resource identifier="res_1" type="webcontent" scorm:scormtype="asset" href="start.htm"/></resources>`,
    });
    expect(parsed(`\uFEFF${xml}`).launch).toBe('start.htm');
  });

  it('launches the default organization, depth first, skipping items without a launchable resource', () => {
    const organizations = `<organizations default="org_b">
      <organization identifier="org_a"><title>A</title><item identifier="a1" identifierref="res_a"><title>A1</title></item></organization>
      <organization identifier="org_b"><title>B</title>
        <item identifier="chapter"><title>Capítulo</title>
          <item identifier="b0" identifierref="res_file"><title>Só arquivo</title></item>
          <item identifier="b1" identifierref="res_b" parameters="?lesson=2"><title>B1</title></item>
        </item>
      </organization>
    </organizations>`;
    const resources = `<resources xml:base="content/">
      <resource identifier="res_a" type="webcontent" adlcp:scormtype="sco" href="a.html"/>
      <resource identifier="res_file" type="webcontent" adlcp:scormtype="asset"><file href="x.css"/></resource>
      <resource identifier="res_b" type="webcontent" adlcp:scormtype="sco" href="b.html?mode=x"/>
    </resources>`;
    const m = parsed(manifest({ organizations, resources }));
    expect(m.title).toBe('B');
    expect(m.launch).toBe('content/b.html?mode=x&lesson=2');
    expect(m.launchFile).toBe('content/b.html');
    expect(m.organizations).toHaveLength(2);
  });

  it('lists every launchable item with its kind and the data the runtime needs (1.2)', () => {
    const organizations = `<organizations default="o"><organization identifier="o"><title>Curso</title>
      <item identifier="m1"><title>Módulo</title>
        <item identifier="s1" identifierref="r1"><title>Aula 1</title><adlcp:masteryscore>80</adlcp:masteryscore><adlcp:datafromlms>nivel=2</adlcp:datafromlms>
          <adlcp:maxtimeallowed>00:30:00</adlcp:maxtimeallowed><adlcp:timelimitaction>exit,message</adlcp:timelimitaction></item>
        <item identifier="s2" identifierref="r2"><title>Aula 2</title></item>
      </item>
      <item identifier="a1" identifierref="r3"><title>Glossário</title></item>
    </organization></organizations>`;
    const resources = `<resources>
      <resource identifier="r1" type="webcontent" adlcp:scormtype="sco" href="s1.html"/>
      <resource identifier="r2" type="webcontent" adlcp:scormtype="sco" href="s2.html"/>
      <resource identifier="r3" type="webcontent" adlcp:scormtype="asset" href="glossario.pdf"/>
    </resources>`;
    const m = parsed(manifest({ organizations, resources }));
    const items = launchableItems(defaultOrganization(m)!.items);
    expect(items.map((i) => [i.identifier, i.type, i.launch])).toEqual([
      ['s1', 'sco', 's1.html'],
      ['s2', 'sco', 's2.html'],
      ['a1', 'asset', 'glossario.pdf'],
    ]);
    expect(items[0].data).toEqual({ masteryScore: '80', dataFromLms: 'nivel=2', maxTimeAllowed: '00:30:00', timeLimitAction: 'exit,message' });
    expect(items.map((i) => scormScoIdOf(items, i.identifier))).toEqual(['', 's2', 'a1']);
  });

  it('reads the 2004 completion threshold, passing score by measure and time limit', () => {
    const organizations = `<organizations default="o"><organization identifier="o"><title>C</title>
      <item identifier="s1" identifierref="r1"><title>S1</title><adlcp:completionThreshold>0.75</adlcp:completionThreshold><adlcp:dataFromLMS>x=1</adlcp:dataFromLMS>
        <adlcp:timeLimitAction>continue,no message</adlcp:timeLimitAction>
        <imsss:sequencing><imsss:limitConditions attemptAbsoluteDurationLimit="PT1H"/>
          <imsss:objectives><imsss:primaryObjective objectiveID="p" satisfiedByMeasure="true"><imsss:minNormalizedMeasure>0.6</imsss:minNormalizedMeasure></imsss:primaryObjective></imsss:objectives>
        </imsss:sequencing></item>
      <item identifier="s2" identifierref="r1"><title>S2</title><adlcp:completionThreshold completedByMeasure="true" minProgressMeasure="0.5"/></item>
    </organization></organizations>`;
    const m = parsed(
      manifest({
        ns: `${SCORM2004_NS} xmlns:imsss="http://www.imsglobal.org/xsd/imsss"`,
        organizations,
        resources: `<resources><resource identifier="r1" type="webcontent" adlcp:scormType="sco" href="s.html"/></resources>`,
      }),
    );
    const items = launchableItems(defaultOrganization(m)!.items);
    expect(items[0].data).toEqual({ completionThreshold: '0.75', dataFromLms: 'x=1', timeLimitAction: 'continue,no message', maxTimeAllowed: 'PT1H', scaledPassingScore: '0.6' });
    expect(items[1].data).toEqual({ completionThreshold: '0.5' });
  });

  it.each([
    ['', 'scorm.notXml'],
    ['not xml at all', 'scorm.notXml'],
    ['<?xml version="1.0" encoding="UTF-8"?>', 'scorm.notXml'],
    ['<manifest><organizations></manifest>', 'scorm.notXml'],
    ['<?xml version="1.0"?><package identifier="x"/>', 'scorm.noManifest'],
    [manifest({ organizations: '<organizations/>' }), 'scorm.noOrganization'],
    [manifest({ organizations: '<organizations default="o"><organization identifier="o"><title>T</title></organization></organizations>' }), 'scorm.noItem'],
    [manifest({ resources: '<resources><resource identifier="res_1" type="webcontent" href="index.html"/></resources>' }), 'scorm.noLaunchableResource'],
    [manifest({ resources: '<resources><resource identifier="res_1" type="webcontent" adlcp:scormtype="sco"/></resources>' }), 'scorm.noLaunchableResource'],
    [manifest({ resources: '<resources><resource identifier="other" type="webcontent" adlcp:scormtype="sco" href="a.html"/></resources>' }), 'scorm.noLaunchableResource'],
  ])('refuses %#: %s', (xml, error) => {
    expect(parseScormManifest(xml)).toEqual({ ok: false, error });
  });

  it.each(['../outside.html', 'lesson/../../outside.html', '/etc/passwd', 'https://evil.example/x.html', '//evil.example/x.html', 'javascript:alert(1)', '%2e%2e/outside.html', '..\\outside.html', 'C:/x.html'])(
    'refuses the launch path %s',
    (href) => {
      const xml = manifest({ resources: `<resources><resource identifier="res_1" type="webcontent" adlcp:scormtype="sco" href="${href}"/></resources>` });
      expect(parseScormManifest(xml)).toEqual({ ok: false, error: 'scorm.unsafeLaunchPath' });
    },
  );
});

describe('launch helpers', () => {
  it('keeps safe relative paths and decodes them as the archive names them', () => {
    expect(safeLaunchFile('./a/b%20c.html?x=1#p')).toBe('a/b c.html');
    expect(safeLaunchFile('a/..b/c.html')).toBe('a/..b/c.html');
    expect(safeLaunchFile('%E0%A4%A')).toBeUndefined();
    expect(safeLaunchFile('')).toBeUndefined();
  });

  it('joins item parameters as content packaging describes', () => {
    expect(joinLaunchParameters('a.html', undefined)).toBe('a.html');
    expect(joinLaunchParameters('a.html', '?x=1')).toBe('a.html?x=1');
    expect(joinLaunchParameters('a.html', 'x=1')).toBe('a.html?x=1');
    expect(joinLaunchParameters('a.html?y=2', '&x=1')).toBe('a.html?y=2&x=1');
    expect(joinLaunchParameters('a.html', '#page3')).toBe('a.html#page3');
    expect(joinLaunchParameters('a.html#top', '?x=1')).toBe('a.html?x=1#top');
  });
});
