/** A home banner of the customisation (1-shell §3 banners). */
export type BannerImage = { image: string; link: string | null };

const str = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * The banners of the customisation's `banners.items` that can be shown: an address, or an object with an image
 * (image, imagem, url, src) and an optional link (link, href, linkDeRedirecionamento). Anything else is skipped.
 */
export function bannerImages(items: readonly unknown[]): BannerImage[] {
  const out: BannerImage[] = [];
  for (const item of items) {
    if (typeof item === 'string') {
      if (str(item)) out.push({ image: item.trim(), link: null });
      continue;
    }
    if (!item || typeof item !== 'object') continue;
    const record = item as Record<string, unknown>;
    const image = str(record.image) ?? str(record.imagem) ?? str(record.src) ?? str(record.url);
    if (!image) continue;
    const link = str(record.link) ?? str(record.href) ?? str(record.linkDeRedirecionamento);
    out.push({ image, link: link && link !== image ? link : null });
  }
  return out;
}
