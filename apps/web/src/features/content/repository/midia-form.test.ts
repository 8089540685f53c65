import { describe, expect, it } from 'vitest';
import { MIDIA_ACCEPTED_EXTENSIONS, type Midia } from '@plataforma/shared/content';
import { chapterErrors } from './chapter-rows.ts';
import { repositoryApiQuery } from './list-query.ts';
import { acceptAttribute, acceptedLabel, checkMidiaContent, checkMidiaFile, emptyMidiaValues, midiaToValues, validateMidiaValues, valuesToRequest, type MidiaFormValues } from './midia-form.ts';
import { moveItem } from './move-item.ts';

const values = (patch: Partial<MidiaFormValues>): MidiaFormValues => ({ ...emptyMidiaValues(), nome: 'Boas-vindas', ...patch });

describe('valuesToRequest', () => {
  it('maps a PDF with its watermark and trims the texts', () => {
    const body = valuesToRequest(
      values({
        tipo: 'pdf',
        nome: '  Manual  ',
        descricao: ' ',
        objectCode: ' PDF-1 ',
        fileName: 'manual.pdf',
        watermark: { ...emptyMidiaValues().watermark, enabled: true, userName: true, ip: true },
        duration: '00:10:00',
      }),
    );
    expect(body).toMatchObject({ nome: 'Manual', descricao: null, objectCode: 'PDF-1', tipo: 'pdf', fileName: 'manual.pdf', link: null, scormType: null, duration: null });
    expect(body.watermark).toMatchObject({ enabled: true, userName: true, ip: true, email: false });
    expect(body.sectionsIds).toEqual([]);
  });

  it('drops what does not belong to the kind', () => {
    const body = valuesToRequest(
      values({ tipo: 'link', link: ' https://vimeo.com/123 ', scormType: 'scorm12', disableFastForward: true, fileName: 'x.mp4', watermark: { ...emptyMidiaValues().watermark, enabled: true, email: true } }),
    );
    expect(body).toMatchObject({ link: 'https://vimeo.com/123', scormType: null, disableFastForward: false, fileName: null });
    expect(body.watermark?.enabled).toBe(false);
    expect(body.watermark?.email).toBe(false);
  });

  it('turns the duration into seconds for timed kinds and clears watermark fields when it is off', () => {
    const body = valuesToRequest(values({ tipo: 'video', duration: '01:02:03', disableFastForward: true }));
    expect(body.duration).toBe(3723);
    expect(body.disableFastForward).toBe(true);
    const pdf = valuesToRequest(values({ tipo: 'pdf', watermark: { ...emptyMidiaValues().watermark, enabled: false, email: true } }));
    expect(pdf.watermark?.email).toBe(false);
  });

  it('round-trips an object', () => {
    const midia = {
      tipo: 'video',
      nome: 'Aula',
      descricao: null,
      objectCode: 'V1',
      expirationDate: '2027-01-31T00:00:00.000Z',
      duration: 75,
      categoryId: null,
      competenciesIds: ['a'],
      link: null,
      scormType: null,
      active: true,
      downloadable: false,
      disableFastForward: true,
      embedded: false,
      qrCode: false,
      watermark: emptyMidiaValues().watermark,
    } as unknown as Midia;
    const form = midiaToValues(midia);
    expect(form).toMatchObject({ expirationDate: '2027-01-31', duration: '00:01:15', objectCode: 'V1', fileName: null });
    expect(valuesToRequest(form)).toMatchObject({ duration: 75, objectCode: 'V1', disableFastForward: true, expirationDate: '2027-01-31' });
  });
});

describe('validateMidiaValues', () => {
  it('asks for the kind and the name', () => {
    const errors = validateMidiaValues(values({ tipo: null, nome: '' }), false, 'pt');
    expect(errors.tipo).toBe('Campo obrigatório');
    expect(errors.nome).toBeTruthy();
  });

  it("refuses a file kind without a file, with the server's message", () => {
    expect(validateMidiaValues(values({ tipo: 'pdf' }), false, 'pt').fileName).toBe('O objeto não pode ser salvo sem um arquivo, um link válido ou um tipo de scorm.');
    expect(validateMidiaValues(values({ tipo: 'pdf' }), true, 'pt')).toEqual({});
    expect(validateMidiaValues(values({ tipo: 'pdf', fileName: 'a.pdf' }), false, 'pt')).toEqual({});
  });

  it('checks the link, the SCORM type and the duration format', () => {
    expect(validateMidiaValues(values({ tipo: 'link', link: 'nota link' }), false, 'pt').link).toBe('Informe um link válido.');
    expect(validateMidiaValues(values({ tipo: 'link' }), false, 'en').link).toBe('The object cannot be saved without a file, a valid link or a SCORM type.');
    expect(validateMidiaValues(values({ tipo: 'scorm' }), false, 'pt').scormType).toBe('Informe o tipo do scorm.');
    expect(validateMidiaValues(values({ tipo: 'video', fileName: 'a.mp4', duration: '1:00' }), false, 'pt').duration).toMatch(/HH:MM:SS/);
    expect(validateMidiaValues(values({ tipo: 'carrossel' }), false, 'pt')).toEqual({});
  });
});

describe('checkMidiaFile', () => {
  it('accepts by extension, else by MIME subtype', () => {
    expect(checkMidiaFile({ name: 'aula.MP4', type: 'video/mp4', size: 10 }, ['mp4', 'webm'], 1024)).toBeNull();
    expect(checkMidiaFile({ name: 'foto.jpeg', type: '', size: 10 }, ['jpg', 'png'], 5)).toBeNull();
    expect(checkMidiaFile({ name: 'planilha.xls', type: 'application/vnd.ms-excel', size: 10 }, ['docx', 'cfb'], 5)).toBeNull();
    expect(checkMidiaFile({ name: 'sem-extensao', type: 'video/quicktime', size: 10 }, ['mov'], 5)).toBeNull();
  });

  it('lists the accepted files for a wrong type and gives the limit in MB for a big file', () => {
    expect(checkMidiaFile({ name: 'a.exe', type: 'application/x-msdownload', size: 10 }, ['pdf'], 5)).toEqual({ key: 'validation.fileType', params: { accepted: '.pdf' } });
    expect(checkMidiaFile({ name: 'a.pdf', type: 'application/pdf', size: 5 * 1048576 + 1 }, ['pdf'], 5)).toEqual({ key: 'validation.fileSizeExceeds', params: { size: 5, unit: 'MB' } });
    expect(checkMidiaFile({ name: 'a.pdf', type: 'application/pdf', size: 5 * 1048576 }, ['pdf'], 5)).toBeNull();
  });

  it('builds the input accept list', () => {
    expect(acceptAttribute(['jpg', 'cfb'])).toBe('.jpg,.jpeg,.doc,.xls,.ppt');
  });
});

describe('repositoryApiQuery', () => {
  it('renames the column filters to the query names of GET midia', () => {
    expect(repositoryApiQuery({ pageNumber: 1, pageSize: 10, tipo: 'video', categoryName: 'c1', active: 'true', search: 'aula', origin: '' })).toEqual({
      pageNumber: 1,
      pageSize: 10,
      types: 'video',
      categoryIds: 'c1',
      active: 'true',
      search: 'aula',
    });
  });
});

describe('chapter rows', () => {
  it('reports unreadable times and chapters past the duration', () => {
    const problems = chapterErrors(
      [
        { title: 'Intro', start: '00:00:00', end: '00:00:30' },
        { title: 'Fim', start: 'abc', end: '00:02:00' },
      ],
      90,
    );
    expect(problems.map((p) => [p.index, p.field, p.key])).toEqual([
      [1, 'start', 'chapters.invalidTime'],
      [1, 'end', 'chapters.endBeyondDuration'],
    ]);
    expect(chapterErrors([{ title: 'A', start: '00:00:00', end: '00:01:00' }], 60)).toEqual([]);
  });
});

describe('moveItem', () => {
  it('swaps with the neighbour and keeps the ends', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
  });
});

describe('checkMidiaContent', () => {
  const ftyp = () => {
    const box = Buffer.alloc(24);
    box.writeUInt32BE(24, 0);
    box.write('ftypisom', 4, 'latin1');
    box.writeUInt32BE(0x200, 12);
    box.write('isomiso2', 16, 'latin1');
    return box;
  };

  it('accepts a file whose first bytes are of an accepted kind, whatever its name', async () => {
    expect(await checkMidiaContent(new Blob([Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n')]), ['pdf'])).toBeNull();
    expect(await checkMidiaContent(new Blob([ftyp(), Buffer.alloc(4096)]), MIDIA_ACCEPTED_EXTENSIONS.video)).toBeNull();
  });

  it('refuses a text file named .mp4, and a PDF offered as a video, with the accepted kinds', async () => {
    expect(await checkMidiaContent(new Blob(['apenas texto, não é um vídeo\n'.repeat(100)]), MIDIA_ACCEPTED_EXTENSIONS.video)).toEqual({
      key: 'validation.fileType',
      params: { accepted: acceptedLabel(MIDIA_ACCEPTED_EXTENSIONS.video) },
    });
    expect(await checkMidiaContent(new Blob([Buffer.from('%PDF-1.4\n')]), MIDIA_ACCEPTED_EXTENSIONS.video)).not.toBeNull();
  });
});
