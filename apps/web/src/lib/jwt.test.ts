import { describe, expect, it } from 'vitest';
import { fakeJwt } from '../test/memory-storage.ts';
import { decodeTokenClaims } from './jwt.ts';

const claims = { sub: 'login-1', Level: 'N1', Tenant: 't-1', IdDoUsuario: 'u-1', method: 'local', exp: 1_900_000_000 };

describe('decodeTokenClaims', () => {
  it('reads Level, Tenant and IdDoUsuario from the token body', () => {
    expect(decodeTokenClaims(fakeJwt(claims))).toEqual(claims);
  });

  it('decodes base64url bodies with non-ASCII characters', () => {
    const token = fakeJwt({ ...claims, sub: 'joão-ñ-😀' });
    expect(decodeTokenClaims(token)?.sub).toBe('joão-ñ-😀');
  });

  it('defaults method to local and missing sub/exp to null', () => {
    const { sub: _sub, exp: _exp, method: _method, ...rest } = claims;
    expect(decodeTokenClaims(fakeJwt(rest))).toEqual({ ...rest, sub: null, exp: null, method: 'local' });
  });

  it.each([
    ['empty', ''],
    ['null', null],
    ['two parts', 'a.b'],
    ['not base64 json', 'a.%%%.c'],
    ['unknown level', fakeJwt({ ...claims, Level: 'N9' })],
    ['missing tenant', fakeJwt({ ...claims, Tenant: undefined })],
    ['array body', fakeJwt({ 0: 1 }).replace(/\..*\./, `.${Buffer.from('[1]').toString('base64')}.`)],
  ])('returns null for %s', (_label, token) => {
    expect(decodeTokenClaims(token)).toBeNull();
  });
});
