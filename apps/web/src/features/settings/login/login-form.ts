import { loginFileAddresses, type LoginAlign, type LoginSettings, type LoginSlide } from '@plataforma/shared/settings';

/** What the sign-in page screen edits: one background (the page shows the first), the slides of one carousel, the alignment. */
export type LoginValues = { background: string | null; slides: LoginSlide[]; align: LoginAlign };

export const toLoginValues = (login: LoginSettings): LoginValues => ({
  background: login.backgrounds[0] ?? null,
  slides: login.carousels.flatMap((carousel) => carousel.slides),
  align: login.align,
});

/** The whole `login` group PUT Parametro/update takes (other backgrounds the list may hold are dropped with the first's replacement). */
export const toLoginSettings = (values: LoginValues): LoginSettings => ({
  backgrounds: values.background ? [values.background] : [],
  align: values.align,
  carousels: values.slides.length > 0 ? [{ slides: values.slides }] : [],
});

export const sameLoginValues = (a: LoginValues, b: LoginValues) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The files to delete after a save: those the previous settings or this visit's uploads used that the saved settings
 * no longer use.
 */
export const filesNoLongerUsed = (before: LoginSettings, uploaded: Iterable<string>, saved: LoginSettings): string[] => {
  const kept = new Set(loginFileAddresses(saved));
  return [...new Set([...loginFileAddresses(before), ...uploaded])].filter((address) => !kept.has(address));
};
