import { describe, expect, it } from 'vitest';
import { CERTIFICATE_ALIAS_PATTERN, certificateStructureSchema, emptyCertificateStructure } from '@plataforma/shared/certificates';
import { addLayer, alignOnPage, appendTag, duplicateLayer, layersOf, moveLayer, newAlias, newQrLayer, newTextLayer, removeLayer, setBackSide, updateBackground, updateLayer } from './structure-ops.ts';

describe('designer structure changes', () => {
  it('adds, updates, orders, duplicates and removes layers on one side, keeping a valid structure', () => {
    let s = emptyCertificateStructure();
    const text = newTextLayer(s, '{{nomeUsuario}}');
    s = addLayer(s, 'front', text);
    const qr = newQrLayer(s);
    s = addLayer(s, 'front', qr);
    s = updateLayer(s, 'front', text.id, { x: 10, fontSize: 40 } as never);
    expect(layersOf(s, 'front').map((l) => l.id)).toEqual([text.id, qr.id]);
    expect(layersOf(s, 'front')[0]).toMatchObject({ x: 10, fontSize: 40 });
    s = moveLayer(s, 'front', text.id, 'forward');
    expect(layersOf(s, 'front').map((l) => l.id)).toEqual([qr.id, text.id]);
    expect(moveLayer(s, 'front', text.id, 'forward')).toBe(s);
    const copy = duplicateLayer(s, 'front', qr.id);
    expect(copy.id).not.toBe(qr.id);
    expect(layersOf(copy.structure, 'front')[1]).toMatchObject({ x: qr.x + 20, y: qr.y + 20, type: 'object' });
    s = removeLayer(copy.structure, 'front', text.id);
    expect(layersOf(s, 'front')).toHaveLength(2);
    expect(layersOf(s, 'back')).toHaveLength(0);
    s = setBackSide(updateBackground(s, 'back', { color: '#eeeeee', mirror: true }), true);
    expect(s.settings.page.backBackground).toMatchObject({ color: '#eeeeee', mirror: true });
    expect(certificateStructureSchema.safeParse(JSON.parse(JSON.stringify(s))).success).toBe(true);
  });

  it('aligns a layer on the 1122 x 793 page', () => {
    const box = { x: 50, y: 50, width: 122, height: 93 };
    expect(alignOnPage(box, 'left')).toEqual({ x: 0 });
    expect(alignOnPage(box, 'center')).toEqual({ x: 500 });
    expect(alignOnPage(box, 'right')).toEqual({ x: 1000 });
    expect(alignOnPage(box, 'top')).toEqual({ y: 0 });
    expect(alignOnPage(box, 'middle')).toEqual({ y: 350 });
    expect(alignOnPage(box, 'bottom')).toEqual({ y: 700 });
  });

  it('appends placeholder tags and makes valid aliases', () => {
    expect(appendTag('', '{{cpf}}')).toBe('{{cpf}}');
    expect(appendTag('CPF:', '{{cpf}}')).toBe('CPF: {{cpf}}');
    expect(appendTag('CPF: ', '{{cpf}}')).toBe('CPF: {{cpf}}');
    expect(newAlias('img')).toMatch(CERTIFICATE_ALIAS_PATTERN);
    expect(newAlias('bg')).toMatch(/^bg-/);
  });
});
