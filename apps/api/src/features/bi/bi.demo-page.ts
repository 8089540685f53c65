import type { EmbedClaims } from '@plataforma/shared/bi';

/**
 * The built-in demonstration panel (docs/bi.md): a page this server serves at
 * `/api/v1/PainelVistraBI/demo/embed/dashboard/<token>`, the address the demo panel's `/api/v1/PainelVistraBI/demo`
 * leads to. It is the verifying side of the signed embedding, as a BI tool would be: it checks the token and shows the
 * dashboard code and the locked parameters it received — nothing else, no figures of its own.
 */

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const page = (title: string, body: string) => `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>
:root { color-scheme: light dark; font-family: system-ui, sans-serif; }
body { margin: 0; padding: 16px; background: Canvas; color: CanvasText; }
h1 { font-size: 1.1rem; margin: 0 0 8px; }
p { margin: 0 0 12px; }
table { border-collapse: collapse; width: 100%; max-width: 640px; }
th, td { text-align: left; padding: 6px 8px; border-bottom: 1px solid color-mix(in srgb, CanvasText 25%, transparent); }
td { overflow-wrap: anywhere; }
code { font-size: 0.9em; }
</style></head><body>${body}</body></html>`;

export const demoPanelPage = (claims: EmbedClaims) => {
  const rows = Object.entries(claims.params)
    .map(([id, value]) => `<tr><th scope="row"><code>${escape(id)}</code></th><td data-param="${escape(id)}">${value === '' ? '—' : escape(value)}</td></tr>`)
    .join('');
  const expires = new Date(claims.exp * 1000).toISOString();
  return page(
    `Painel ${claims.resource.dashboard}`,
    `<h1>Painel de demonstração: <code>${escape(claims.resource.dashboard)}</code></h1>
<p>Token verificado. Parâmetros travados pelo servidor para quem está vendo (válido até <time datetime="${expires}">${expires}</time>):</p>
<table><thead><tr><th scope="col">Parâmetro</th><th scope="col">Valor</th></tr></thead><tbody>${rows || '<tr><td colspan="2">Nenhum parâmetro</td></tr>'}</tbody></table>`,
  );
};

export const demoRefusalPage = (reason: 'expired' | 'invalid') =>
  page('Painel indisponível', `<h1>Painel indisponível</h1><p>${reason === 'expired' ? 'O token do painel expirou. Recarregue a página.' : 'O token do painel é inválido.'}</p>`);
