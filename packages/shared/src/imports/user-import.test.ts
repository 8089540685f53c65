import { describe, expect, it } from 'vitest';
import {
  cellCode,
  cellDate,
  cellText,
  describeImportError,
  duplicateRowErrors,
  excelSerialToIso,
  isBlankRow,
  mapHeaders,
  normalizeHeader,
  readUserRow,
  type UserImportField,
} from './user-import.ts';

const HEADER = ['Nome completo *', 'E-mail *', 'CPF/CNPJ/Documento', 'Tipo de pessoa', 'Telefone', 'Data de nascimento', 'Gênero', 'Cargo', 'Avaliador'];
const columns = mapHeaders(HEADER).columns;

describe('mapHeaders', () => {
  it('recognises headers in pt, en and es, ignoring case, accents, spaces and the required mark', () => {
    expect(columns).toEqual(['nomeCompleto', 'email', 'cpf', 'tipoPessoa', 'telefone', 'dataDeNascimento', 'genero', 'cargo', 'avaliador']);
    expect(mapHeaders(['FULL NAME', 'e-mail', 'Birth date', 'genero']).columns).toEqual(['nomeCompleto', 'email', 'dataDeNascimento', 'genero']);
    expect(mapHeaders(['Nombre completo', 'Correo electrónico', 'Fecha de nacimiento']).columns).toEqual(['nomeCompleto', 'email', 'dataDeNascimento']);
  });

  it('ignores unknown columns and reports missing required ones and repeated ones', () => {
    const map = mapHeaders(['Observações', 'E-mail', 'email']);
    expect(map.columns).toEqual([null, 'email', 'email']);
    expect(map.errors).toEqual([
      { linha: 1, campo: 'nomeCompleto', chave: 'imports.missingColumn' },
      { linha: 1, campo: 'email', chave: 'imports.duplicateColumn' },
    ]);
    expect(describeImportError(map.errors[0], 'pt')).toEqual({ linha: 1, coluna: 'Nome completo', mensagem: 'Coluna obrigatória ausente: Nome completo.' });
  });

  it('normalises headers', () => {
    expect(normalizeHeader(' Data de Admissão * ')).toBe('datadeadmissao');
    expect(normalizeHeader(null)).toBe('');
  });
});

describe('cells', () => {
  it('reads whole numbers without exponent', () => {
    expect(cellText(11144477735)).toBe('11144477735');
    expect(cellText(1.5)).toBe('1.5');
    expect(cellText('  x ')).toBe('x');
    expect(cellText(null)).toBe('');
  });

  it('converts Excel serial days, including the 1900 leap-year quirk', () => {
    expect(excelSerialToIso(1)).toBe('1900-01-01');
    expect(excelSerialToIso(59)).toBe('1900-02-28');
    expect(excelSerialToIso(60)).toBeNull();
    expect(excelSerialToIso(61)).toBe('1900-03-01');
    expect(excelSerialToIso(45292)).toBe('2024-01-01');
    expect(excelSerialToIso(2958465)).toBe('9999-12-31');
    expect(excelSerialToIso(2958466)).toBeNull();
    expect(excelSerialToIso(0)).toBeNull();
  });

  it('reads dates typed as text', () => {
    expect(cellDate('15/03/1990')).toBe('1990-03-15');
    expect(cellDate('5/3/1990')).toBe('1990-03-05');
    expect(cellDate('1990-03-15')).toBe('1990-03-15');
    expect(cellDate('31/02/2020')).toBeNull();
    expect(cellDate('29/02/2024')).toBe('2024-02-29');
    expect(cellDate('ontem')).toBeNull();
    expect(cellDate('')).toBe('');
    expect(cellDate(45292)).toBe('2024-01-01');
  });

  it('reads coded values by code or by label in any language', () => {
    expect(cellCode('genero', 'Feminino')).toBe('female');
    expect(cellCode('genero', 'male')).toBe('male');
    expect(cellCode('genero', 'F')).toBe('female');
    expect(cellCode('genero', 'Não binário')).toBe('non-binary');
    expect(cellCode('tipoPessoa', 'Jurídica')).toBe('juridica');
    expect(cellCode('classificacao', 'Gestor')).toBe('manager');
    expect(cellCode('classificacao', 'Administrator')).toBe('admin');
    expect(cellCode('avaliador', 'Sim')).toBe('true');
    expect(cellCode('avaliador', 'Sí')).toBe('true');
    expect(cellCode('avaliador', 'N')).toBe('false');
    expect(cellCode('avaliador', true)).toBe('true');
    expect(cellCode('avaliador', '')).toBe('');
    expect(cellCode('genero', 'outro')).toBeNull();
  });

  it('tells blank rows', () => {
    expect(isBlankRow([null, '', '  ', undefined])).toBe(true);
    expect(isBlankRow([null, 'a'])).toBe(false);
  });
});

describe('readUserRow', () => {
  it('turns a good row into the form input with names left to resolve', () => {
    const { row, errors } = readUserRow(['Ana Souza', ' ANA@Exemplo.com ', '111.444.777-35', 'Física', '(11) 98765-4321', 32947, 'Feminino', 'Analista', 'Sim'], columns, 2);
    expect(errors).toEqual([]);
    expect(row).toMatchObject({
      linha: 2,
      cargo: 'Analista',
      departamento: null,
      input: {
        nomeCompleto: 'Ana Souza',
        email: 'ana@exemplo.com',
        cpf: '11144477735',
        tipoPessoa: 'fisica',
        telefone: '5511987654321',
        dataDeNascimento: '1990-03-15',
        genero: 'female',
        avaliador: true,
        classificacao: 'student',
        ativo: true,
        senha: null,
      },
    });
  });

  it('puts back the leading zeros of a CPF typed as a number', () => {
    // 012.345.678-90 typed as a number becomes 1234567890 in the sheet.
    const { row } = readUserRow(['Zero', 'z@x.com', 1234567890], columns, 3);
    expect(row?.input.cpf).toBe('01234567890');
  });

  it('reports every problem of a row with its column, using the form rules', () => {
    const { row, errors } = readUserRow(['', 'nao-e-email', '123.456.789-00', 'Física', '1234', 'amanhã', 'outro', '', 'talvez'], columns, 7);
    expect(row).toBeNull();
    const described = errors.map((e) => describeImportError(e, 'pt'));
    const byColumn = Object.fromEntries(described.map((d) => [d.coluna, d.mensagem]));
    expect(described.every((d) => d.linha === 7)).toBe(true);
    expect(byColumn['Nome completo']).toBe('Campo obrigatório');
    expect(byColumn['E-mail']).toBe('E-mail inválido');
    expect(byColumn['CPF/CNPJ/Documento']).toMatch(/CPF/);
    expect(byColumn.Telefone).toBeTruthy();
    expect(byColumn['Data de nascimento']).toBe('Data "amanhã" inválida. Use o formato DD/MM/AAAA.');
    expect(byColumn['Gênero']).toBe('Valor "outro" inválido. Use um destes: Masculino, Feminino, Não binário.');
    expect(byColumn.Avaliador).toBe('Valor "talvez" inválido. Use um destes: Sim, Não.');
    expect(describeImportError(errors.find((e) => e.campo === 'genero')!, 'en').mensagem).toBe('Invalid value "outro". Use one of: Male, Female, Non-binary.');
  });

  it('refuses a birth date in the future', () => {
    const future = `01/01/${new Date().getFullYear() + 1}`;
    const { errors } = readUserRow(['Ana', 'a@x.com', '', '', '', future], columns, 2);
    expect(errors.map((e) => e.campo)).toEqual(['dataDeNascimento' satisfies UserImportField]);
  });
});

describe('duplicateRowErrors', () => {
  it('flags a repeated e-mail or document against its first row', () => {
    const read = (cells: unknown[], linha: number) => readUserRow(cells as never, columns, linha).row!;
    const rows = [read(['A', 'a@x.com', '11144477735'], 2), read(['B', 'A@X.com'], 3), read(['C', 'c@x.com', '111.444.777-35'], 4)];
    expect(duplicateRowErrors(rows)).toEqual([
      { linha: 3, campo: 'email', chave: 'imports.duplicateInFile', params: { row: 2 } },
      { linha: 4, campo: 'cpf', chave: 'imports.duplicateInFile', params: { row: 2 } },
    ]);
  });
});
