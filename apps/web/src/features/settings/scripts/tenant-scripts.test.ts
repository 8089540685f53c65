import { describe, expect, it } from 'vitest';
import { contentVersion, mayRunTenantScripts, tenantScriptSources } from './tenant-scripts.ts';

const learner = { authenticated: true, elevated: false, clientMode: false, tenantId: 't1', pathname: '/home' };

describe('where the client scripts run', () => {
  it("runs for the tenant's own signed-in users on its pages", () => {
    expect(mayRunTenantScripts(learner)).toBe(true);
    expect(mayRunTenantScripts({ ...learner, pathname: '/catalog/abc' })).toBe(true);
    expect(mayRunTenantScripts({ ...learner, pathname: '/settings/termos-uso' })).toBe(true);
  });

  it('never before sign-in, in admin mode, in client mode or without a tenant', () => {
    expect(mayRunTenantScripts({ ...learner, authenticated: false })).toBe(false);
    expect(mayRunTenantScripts({ ...learner, elevated: true })).toBe(false);
    expect(mayRunTenantScripts({ ...learner, clientMode: true })).toBe(false);
    expect(mayRunTenantScripts({ ...learner, tenantId: null })).toBe(false);
  });

  it("never on the platform's administration pages nor the customisation screens", () => {
    for (const pathname of ['/conta/pessoa', '/conta/contrato/', '/CONTA/Contrato', '/settings/config', '/settings/config/', '/settings/config/parameterization']) {
      expect(mayRunTenantScripts({ ...learner, pathname }), pathname).toBe(false);
    }
    expect(mayRunTenantScripts({ ...learner, pathname: '/settings/configuracoes-extra' })).toBe(true);
  });
});

describe('script addresses', () => {
  it('serves content from this origin with a version of its text, and keeps https links only', () => {
    const sources = tenantScriptSources('t1', [
      { name: 'a', content: 'console.log(1)', isLink: false },
      { name: 'b', content: '   ', isLink: false },
      { name: 'c', content: 'https://cdn.example.com/w.js', isLink: true },
      { name: 'd', content: 'http://cdn.example.com/w.js', isLink: true },
      { name: 'e', content: 'javascript:alert(1)', isLink: true },
    ]);
    expect(sources).toEqual([
      { key: `0-${contentVersion('console.log(1)')}`, src: `/api/v1/Parametro/script/t1/0?v=${contentVersion('console.log(1)')}` },
      { key: 'link-https://cdn.example.com/w.js', src: 'https://cdn.example.com/w.js' },
    ]);
  });

  it('changes the version when the text changes', () => {
    expect(contentVersion('a')).not.toBe(contentVersion('b'));
    expect(contentVersion('same')).toBe(contentVersion('same'));
  });
});
