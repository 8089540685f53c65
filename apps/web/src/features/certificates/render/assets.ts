import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/**
 * Images and QR codes of certificate pages, loaded once per address and shared by every drawing. Images are loaded
 * with crossOrigin 'anonymous' so that exported canvases are not tainted.
 */
const images = new Map<string, Promise<HTMLImageElement>>();

export function loadImage(url: string): Promise<HTMLImageElement> {
  let found = images.get(url);
  if (!found) {
    found = new Promise<HTMLImageElement>((resolve, reject) => {
      const image = new window.Image();
      if (!url.startsWith('data:') && !url.startsWith('blob:')) image.crossOrigin = 'anonymous';
      image.onload = () => resolve(image);
      image.onerror = () => reject(new Error(`image ${url}`));
      image.src = url;
    });
    found.catch(() => images.delete(url));
    images.set(url, found);
  }
  return found;
}

export type QrOptions = { value: string; color: string; background: string; pixels: number };

/** The QR code of a value in the given colours (margin 1), drawn by the `qrcode` package as a PNG image. */
export function loadQrImage({ value, color, background, pixels }: QrOptions): Promise<HTMLImageElement> {
  const key = `qr:${color}:${background}:${pixels}:${value}`;
  let found = images.get(key);
  if (!found) {
    found = QRCode.toDataURL(value || ' ', { margin: 1, width: pixels, errorCorrectionLevel: 'M', color: { dark: color, light: background } }).then(loadImage);
    found.catch(() => images.delete(key));
    images.set(key, found);
  }
  return found;
}

/** The loaded image of an address (undefined while loading, null when absent or failed). */
export function useLoadedImage(url: string | null | undefined): HTMLImageElement | null | undefined {
  const [state, setState] = useState<{ url: string | null | undefined; image: HTMLImageElement | null | undefined }>({ url, image: undefined });
  useEffect(() => {
    if (!url) return;
    let live = true;
    loadImage(url).then(
      (image) => live && setState({ url, image }),
      () => live && setState({ url, image: null }),
    );
    return () => {
      live = false;
    };
  }, [url]);
  if (!url) return null;
  // while another address loads, the previous image stays (no flicker when a file is replaced)
  return state.url === url || state.image ? state.image : undefined;
}

/** The loaded QR image of a value (undefined while first drawing). */
export function useQrImage(options: QrOptions): HTMLImageElement | null | undefined {
  const { value, color, background, pixels } = options;
  const key = `${color}:${background}:${pixels}:${value}`;
  const [state, setState] = useState<{ key: string; image: HTMLImageElement | null | undefined }>({ key, image: undefined });
  useEffect(() => {
    let live = true;
    loadQrImage({ value, color, background, pixels }).then(
      (image) => live && setState({ key, image }),
      () => live && setState({ key, image: null }),
    );
    return () => {
      live = false;
    };
  }, [key, value, color, background, pixels]);
  // while other colours or sizes draw, the previous code stays (no flicker while editing)
  return state.image;
}
