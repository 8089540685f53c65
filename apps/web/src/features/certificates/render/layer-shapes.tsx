import type { KonvaEventObject } from 'konva/lib/Node';
import { Image as KonvaImage, Rect, Text } from 'react-konva';
import type { CertificateBackground } from '@plataforma/shared/certificates';
import { useLoadedImage, useQrImage } from './assets.ts';
import { backgroundImageConfig, backgroundRectConfig, frameConfig, qrPixelsOf, qrValueOf, textConfig, type CertificateFiles, type DrawableLayer } from './layer-config.ts';

/**
 * One component per kind of layer, used by the read-only view and by the editor: the editor passes `interaction`
 * (dragging, selection, transform) and `placeholders` (a light box for an image whose file is missing).
 */
export type LayerInteraction = {
  draggable?: boolean;
  onMouseDown?: (event: KonvaEventObject<MouseEvent>) => void;
  onTap?: (event: KonvaEventObject<Event>) => void;
  onDragEnd?: (event: KonvaEventObject<DragEvent>) => void;
  onTransform?: (event: KonvaEventObject<Event>) => void;
  onTransformEnd?: (event: KonvaEventObject<Event>) => void;
};

type ShapeProps<L> = { layer: L; files: CertificateFiles; interaction?: LayerInteraction; placeholders?: boolean };

/** What QR code layers encode while the layout is edited (the real one is the issued certificate's address). */
export const SAMPLE_QR_VALUE = 'https://plataforma.example/certificadousuario/AB12CD34EF56/public';

const common = (layer: DrawableLayer, interaction: LayerInteraction | undefined) => ({
  id: layer.id,
  name: 'certificate-layer',
  listening: Boolean(interaction),
  ...interaction,
  draggable: Boolean(interaction?.draggable) && !layer.locked,
});

export function TextLayerShape({ layer, interaction }: ShapeProps<Extract<DrawableLayer, { type: 'text' }>>) {
  return <Text {...textConfig(layer)} {...common(layer, interaction)} />;
}

export function ImageLayerShape({ layer, files, interaction, placeholders }: ShapeProps<Extract<DrawableLayer, { type: 'image' }>>) {
  const image = useLoadedImage(files[layer.src]);
  if (image) return <KonvaImage image={image} {...frameConfig(layer)} {...common(layer, interaction)} />;
  if (!placeholders) return null;
  return <Rect {...frameConfig(layer)} fill="#f1f3f5" stroke="#adb5bd" strokeWidth={2} dash={[10, 6]} strokeScaleEnabled={false} {...common(layer, interaction)} />;
}

export function QrLayerShape({ layer, interaction }: ShapeProps<Extract<DrawableLayer, { type: 'object' }>>) {
  const image = useQrImage({ value: qrValueOf(layer, SAMPLE_QR_VALUE), color: layer.color, background: layer.background, pixels: qrPixelsOf(layer) });
  if (image) return <KonvaImage image={image} {...frameConfig(layer)} {...common(layer, interaction)} />;
  return <Rect {...frameConfig(layer)} fill={layer.background} {...common(layer, interaction)} />;
}

/** A layer of any kind. */
export function LayerShape(props: ShapeProps<DrawableLayer>) {
  const { layer } = props;
  if (layer.type === 'text') return <TextLayerShape {...props} layer={layer} />;
  if (layer.type === 'image') return <ImageLayerShape {...props} layer={layer} />;
  return <QrLayerShape {...props} layer={layer} />;
}

/** The page's background: its colour, then its image (stretched, with its opacity, mirrored when asked). */
export function BackgroundShape({ background, files, onMouseDown }: { background: CertificateBackground; files: CertificateFiles; onMouseDown?: (event: KonvaEventObject<MouseEvent>) => void }) {
  const image = useLoadedImage(background.image ? files[background.image] : null);
  return (
    <>
      <Rect {...backgroundRectConfig(background)} name="certificate-background" listening={Boolean(onMouseDown)} onMouseDown={onMouseDown} />
      {image && <KonvaImage image={image} {...backgroundImageConfig(background)} listening={false} />}
    </>
  );
}

