import { describe, expect, it } from 'vitest';
import { activeColumn, categoryColumn, dayColumn } from './common-columns.tsx';

type Row = { active: boolean; categoria: string | null; updatedAt: string };
const row = (over: Partial<Row> = {}): Row => ({ active: true, categoria: 'Vendas', updatedAt: '2024-05-10T13:45:00.000Z', ...over });

describe('common list columns', () => {
  it('activeColumn filters yes/no with the status labels and exports the label', () => {
    const column = activeColumn<Row>('Status', { active: 'Ativo', inactive: 'Inativo' });
    expect(column.key).toBe('active');
    expect(column.filter).toEqual({ type: 'boolean', trueLabel: 'Ativo', falseLabel: 'Inativo' });
    expect(column.exportValue?.(row())).toBe('Ativo');
    expect(column.exportValue?.(row({ active: false }))).toBe('Inativo');
  });

  it('categoryColumn filters by the given options and exports the name or nothing', () => {
    const options = [{ value: 'c1', label: 'Vendas' }];
    const column = categoryColumn<Row>('categoriaIds', 'Categoria', options, (r) => r.categoria);
    expect(column.key).toBe('categoriaIds');
    expect(column.filter).toEqual({ type: 'select', options });
    expect(column.exportValue?.(row())).toBe('Vendas');
    expect(column.exportValue?.(row({ categoria: null }))).toBe('');
  });

  it('dayColumn is sortable and exports a date', () => {
    const column = dayColumn<Row>('lastUpdatedAt', 'Atualizado em', 'pt', (r) => r.updatedAt);
    expect(column).toMatchObject({ key: 'lastUpdatedAt', title: 'Atualizado em', sortable: true });
    expect(column.exportValue?.(row())).toEqual(new Date('2024-05-10T13:45:00.000Z'));
  });
});
