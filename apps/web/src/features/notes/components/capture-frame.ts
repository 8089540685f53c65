/**
 * The current frame of a <video> as a PNG, at the video's own size. HLS through MSE and the stored file are
 * same-origin, so the canvas is not tainted; null when there is no frame yet or the browser refuses.
 */
export async function captureFrame(video: HTMLVideoElement): Promise<Blob | null> {
  const { videoWidth: width, videoHeight: height } = video;
  if (!width || !height || video.readyState < 2) return null;
  try {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(video, 0, 0, width, height);
    return await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  } catch {
    return null;
  }
}
