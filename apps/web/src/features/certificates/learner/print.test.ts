import { emptyCertificateStructure, type CertificatePrint, type CertificateStructure, type CertificateTextLayer } from '@plataforma/shared/certificates';
import { describe, expect, it } from 'vitest';
import { addToProfileUrl, composePrint, contentIdOf, filesOf, localDay, shareUrl } from './print.ts';

const structure = (backSide: boolean): CertificateStructure => {
  const s = emptyCertificateStructure();
  s.settings.page.backSide = backSide;
  s.layers = [{ ...textLayer('name'), text: '{{nomeUsuario}} — {{title}}' }];
  s.backLayers = [{ ...textLayer('list'), text: '{{course}}' }];
  return s;
};

const textLayer = (id: string): CertificateTextLayer => ({
  id,
  type: 'text',
  x: 10,
  y: 10,
  width: 400,
  height: 100,
  rotation: 0,
  opacity: 1,
  locked: false,
  text: '',
  fontFamily: 'Arial',
  fontSize: 20,
  bold: false,
  italic: false,
  underline: false,
  color: '#000000',
  align: 'left',
  lineHeight: 1.2,
});

const print = (backSide: boolean, items = 3): CertificatePrint => ({
  id: 'p1',
  certificadoId: 'c1',
  tipo: 'Curso',
  cursoId: 'course-1',
  formacaoId: null,
  usuarioId: 'u1',
  jsonCertificado: JSON.stringify(structure(backSide)),
  arquivos: [{ alias: 'fundo', url: '/files/fundo.png', mime: 'image/png', size: 10 }],
  title: 'Integração',
  dataEmissao: '2026-11-20',
  nomeUsuario: 'Maria',
  cpf: null,
  cargo: null,
  cargaHoraria: 90,
  dataInscricao: '2026-11-01',
  credential: 'AB12CD34EF56',
  url: 'https://example.test/certificadousuario/AB12CD34EF56/public',
  course: Array.from({ length: items }, (_, i) => ({ name: `Aula ${i + 1}`, duration: 10 })),
  trail: [],
  empresa: 'Empresa Demo',
  imagemUrl: null,
});

describe('composePrint', () => {
  it('fills the front and gives the back only when the layout has one', () => {
    const both = composePrint(print(true), 'pt', 'both');
    expect(both.ok).toBe(true);
    if (!both.ok) return;
    expect(both.hasBack).toBe(true);
    expect(both.pages.map((p) => p.side)).toEqual(['front', 'back']);
    const front = both.pages[0].layers[0];
    expect(front.type === 'text' && front.text).toBe('Maria — Integração');

    const noBack = composePrint(print(false), 'pt', 'both');
    expect(noBack.ok && noBack.hasBack).toBe(false);
    expect(noBack.ok && noBack.pages.map((p) => p.side)).toEqual(['front']);
  });

  it('repeats the back once per 26-line chunk of a content list', () => {
    const result = composePrint(print(true, 30), 'pt', 'back');
    expect(result.ok && result.pages.map((p) => `${p.side}${p.chunk}`)).toEqual(['back0', 'back1']);
  });

  it('reports a layout that cannot be read', () => {
    expect(composePrint({ ...print(false), jsonCertificado: '{' }, 'pt', 'front').ok).toBe(false);
  });
});

describe('links', () => {
  it('maps files by alias and names the content', () => {
    expect(filesOf(print(false))).toEqual({ fundo: '/files/fundo.png' });
    expect(contentIdOf({ cursoId: null, formacaoId: 't1' })).toBe('t1');
  });

  it('reads an issue day as that local day', () => {
    const day = localDay('2026-11-22') as Date;
    expect([day.getFullYear(), day.getMonth(), day.getDate(), day.getHours()]).toEqual([2026, 10, 22, 0]);
    expect(localDay('22/11/2026')).toBe('22/11/2026');
  });

  it('builds the add-to-profile and share addresses', () => {
    const url = new URL(addToProfileUrl({ ...print(false) }));
    expect(url.origin + url.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Integração',
      organizationName: 'Empresa Demo',
      issueYear: '2026',
      issueMonth: '11',
      certUrl: 'https://example.test/certificadousuario/AB12CD34EF56/public',
      certId: 'AB12CD34EF56',
    });
    expect(shareUrl('https://example.test/a?b=1')).toBe('https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fexample.test%2Fa%3Fb%3D1');
  });
});
