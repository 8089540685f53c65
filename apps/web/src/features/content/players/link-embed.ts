import type { LinkKind } from '@plataforma/shared/content';

/** The embed address of a YouTube, Vimeo or SoundCloud link (2-learner §7: their embed sources), or null. */
export function embedUrl(link: string, kind: LinkKind | null): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (kind === 'youtube') {
    const host = url.hostname.replace(/^(www|m|music)\./, '');
    let id: string | null = null;
    if (host === 'youtu.be') id = url.pathname.split('/')[1] ?? null;
    else if (url.pathname === '/watch') id = url.searchParams.get('v');
    else {
      const match = /^\/(?:embed|shorts|live|v)\/([\w-]+)/.exec(url.pathname);
      id = match ? match[1] : null;
    }
    if (!id || !/^[\w-]{6,}$/.test(id)) return null;
    const start = url.searchParams.get('t') ?? url.searchParams.get('start');
    const seconds = start ? Number.parseInt(start, 10) : NaN;
    return `https://www.youtube-nocookie.com/embed/${id}${Number.isFinite(seconds) && seconds > 0 ? `?start=${seconds}` : ''}`;
  }
  if (kind === 'vimeo') {
    const match = /(\d{5,})/.exec(url.pathname);
    return match ? `https://player.vimeo.com/video/${match[1]}` : null;
  }
  if (kind === 'soundcloud') {
    return `https://w.soundcloud.com/player/?url=${encodeURIComponent(`${url.origin}${url.pathname}`)}&visual=true`;
  }
  return null;
}
