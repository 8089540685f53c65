import { describe, expect, it } from 'vitest';
import { readsOn, shellSurface, surfaceText } from './shell-colors.ts';

const auto = { textColor: '#ffffff', autoFontColor: true };

describe('shell surfaces (top bar and menu colours)', () => {
  it('leaves the platform surface without a colour or with a colour that is not hex', () => {
    expect(shellSurface(null, auto)).toBeNull();
    expect(shellSurface(undefined, auto)).toBeNull();
    expect(shellSurface('', auto)).toBeNull();
    expect(shellSurface('blue', auto)).toBeNull();
    expect(shellSurface('#12345', auto)).toBeNull();
  });

  it('normalises the colour and picks black or white text by contrast', () => {
    expect(shellSurface('#1D4ED8', auto)).toEqual({ background: '#1d4ed8', text: '#ffffff' });
    expect(shellSurface('#fc0', auto)).toEqual({ background: '#ffcc00', text: '#000000' });
    expect(shellSurface('#000', auto)).toEqual({ background: '#000000', text: '#ffffff' });
    expect(shellSurface('#ffffff', auto)).toEqual({ background: '#ffffff', text: '#000000' });
  });

  it('uses the configured text colour when automatic font colour is off', () => {
    expect(surfaceText('#1d4ed8', { textColor: '#FFEE00', autoFontColor: false })).toBe('#ffee00');
    // a text colour that is not hex falls back to the automatic one
    expect(surfaceText('#1d4ed8', { textColor: 'nope', autoFontColor: false })).toBe('#ffffff');
  });

  it('tells whether a text colour reads at 4.5:1', () => {
    expect(readsOn('#ffffff', '#1d4ed8')).toBe(true);
    expect(readsOn('#ffffff', '#c191ff')).toBe(false);
    expect(readsOn('#000000', null)).toBe(true); // the default primary #c191ff
    expect(readsOn('#777777', '#ffffff')).toBe(false); // 4.48:1
    expect(readsOn('#767676', '#ffffff')).toBe(true); // 4.54:1
    expect(readsOn('bad', '#ffffff')).toBe(false);
  });
});
