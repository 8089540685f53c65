import { describe, expect, it } from 'vitest';
import { embedUrl } from './link-embed.ts';

describe('embedUrl', () => {
  it('embeds YouTube watch, short and youtu.be links', () => {
    expect(embedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(embedUrl('https://youtu.be/dQw4w9WgXcQ?t=42', 'youtube')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=42');
    expect(embedUrl('https://www.youtube.com/shorts/abcdefgh', 'youtube')).toBe('https://www.youtube-nocookie.com/embed/abcdefgh');
  });

  it('embeds Vimeo and SoundCloud', () => {
    expect(embedUrl('https://vimeo.com/76979871', 'vimeo')).toBe('https://player.vimeo.com/video/76979871');
    expect(embedUrl('https://soundcloud.com/artist/track?si=1', 'soundcloud')).toBe(
      `https://w.soundcloud.com/player/?url=${encodeURIComponent('https://soundcloud.com/artist/track')}&visual=true`,
    );
  });

  it('gives nothing for other links', () => {
    expect(embedUrl('https://example.com/page', null)).toBeNull();
    expect(embedUrl('not a url', 'youtube')).toBeNull();
  });
});
