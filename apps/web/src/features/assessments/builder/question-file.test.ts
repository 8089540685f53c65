import { describe, expect, it } from 'vitest';
import { avaliacoesQuery } from './list-query.ts';
import { base64OfDataUrl, checkQuestionFile, questionFileUrl } from './question-file.ts';

const MB = 1048576;

describe('question files', () => {
  it('accepts png, jpeg, gif and webp images up to 2 MB', () => {
    expect(checkQuestionFile({ type: 'image/png', size: 2 * MB }, 'image')).toBeNull();
    expect(checkQuestionFile({ type: 'image/webp', size: 10 }, 'image')).toBeNull();
    expect(checkQuestionFile({ type: 'image/svg+xml', size: 10 }, 'image')).toMatchObject({ key: 'validation.fileType' });
    expect(checkQuestionFile({ type: 'image/jpeg', size: 2 * MB + 1 }, 'image')).toEqual({ ok: false, key: 'validation.fileSizeExceeds', params: { size: 2, unit: 'MB' } });
  });

  it('accepts any attachment up to 10 MB', () => {
    expect(checkQuestionFile({ type: 'application/pdf', size: 10 * MB }, 'attachment')).toBeNull();
    expect(checkQuestionFile({ type: '', size: 10 * MB + 1 }, 'attachment')).toMatchObject({ key: 'validation.fileSizeExceeds', params: { size: 10 } });
  });

  it('takes the base64 of a data URL and shows a chosen file as one', () => {
    expect(base64OfDataUrl('data:image/png;base64,QUJD')).toBe('QUJD');
    expect(questionFileUrl({ data: 'QUJD', mime: 'image/png', name: 'a.png', size: 3 })).toBe('data:image/png;base64,QUJD');
    expect(questionFileUrl({ id: '1', name: 'a.png', size: 3, url: '/files/1' })).toBe('/files/1');
  });
});

describe('list query', () => {
  it('sends the title filter as search and leaves the rest', () => {
    expect(avaliacoesQuery({ pageNumber: 1, title: 'prova', type: 'Reacao' })).toEqual({ pageNumber: 1, search: 'prova', type: 'Reacao' });
    expect(avaliacoesQuery({ pageNumber: 1, title: '' })).toEqual({ pageNumber: 1 });
  });
});
