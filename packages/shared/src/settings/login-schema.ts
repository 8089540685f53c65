import { z } from 'zod';
import { LOGIN_ALIGNS, MAX_LOGIN_BACKGROUNDS, MAX_LOGIN_SLIDES, isPlatformFileAddress, slideMedia } from './login-slides.ts';

const address = z.string().refine(isPlatformFileAddress, 'settings.loginInvalidFile');
const optionalAddress = address.nullable().optional();

const loginSlideSchema = z
  .object({
    image: optionalAddress,
    video: z
      .object({ url: address.optional(), mp4: address.optional(), webm: address.optional(), ogv: address.optional(), avi: address.optional() })
      .nullable()
      .optional(),
    file: optionalAddress,
  })
  .refine((slide) => slideMedia(slide) !== null, 'settings.loginSlideEmpty');

/**
 * A whole `login` group as PUT Parametro/update takes it: alignment, backgrounds and at most 10 slides (over every
 * carousel), every file an address of this platform. Issue messages are shared message keys.
 */
export const loginSettingsSchema = z
  .object({
    backgrounds: z.array(address).max(MAX_LOGIN_BACKGROUNDS),
    align: z.enum(LOGIN_ALIGNS),
    carousels: z.array(z.object({ slides: z.array(loginSlideSchema) })),
  })
  .superRefine((login, ctx) => {
    const total = login.carousels.reduce((sum, carousel) => sum + carousel.slides.length, 0);
    // a too_big issue of an array reads 'Limite de 10 item(ns) atingido' (core/validation-issue.ts)
    if (total > MAX_LOGIN_SLIDES) ctx.addIssue({ code: 'too_big', origin: 'array', maximum: MAX_LOGIN_SLIDES, inclusive: true, path: ['carousels'], input: total });
  });
