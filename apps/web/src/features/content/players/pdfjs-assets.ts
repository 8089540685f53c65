import { version } from 'pdfjs-dist';

/**
 * Where the web app's build keeps pdf.js's data files (apps/web/vite/pdfjs-assets-plugin.ts copies them to
 * `assets/pdfjs-<version>/`): the image decoders, the CJK CMaps, the standard fonts and the ICC profiles. pdf.js
 * fetches from them only what the open document needs.
 */
const base = new URL(`${import.meta.env.BASE_URL}assets/pdfjs-${version}/`, window.location.origin).href;

export const pdfjsAssets = {
  wasmUrl: `${base}wasm/`,
  cMapUrl: `${base}cmaps/`,
  cMapPacked: true,
  standardFontDataUrl: `${base}standard_fonts/`,
  iccUrl: `${base}iccs/`,
} as const;
