import type Konva from 'konva';
import type { KonvaEventObject } from 'konva/lib/Node';
import { useEffect, useMemo, useRef } from 'react';
import { Layer, Stage, Transformer } from 'react-konva';
import { CERTIFICATE_PAGE, type CertificateBackground, type CertificateLayer } from '@plataforma/shared/certificates';
import { BackgroundShape, LayerShape, type CertificateFiles, type DrawableLayer, type LayerInteraction } from '../render/index.ts';
import { clampFrame } from './structure-ops.ts';

export type DesignerCanvasProps = {
  /** Width in screen pixels (the page keeps its 1122 x 793 proportions). */
  width: number;
  background: CertificateBackground;
  /** The side's layers (raw) or, in preview, the composed ones. */
  layers: readonly DrawableLayer[];
  files: CertificateFiles;
  /** Read-only drawing (the preview with sample data). */
  readOnly: boolean;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  onChange: (id: string, change: Partial<CertificateLayer>) => void;
};

/**
 * The page being designed: the renderer's shapes (what prints), each layer draggable, resizable and rotatable with a
 * transformer when selected; locked layers are selected but neither move nor resize.
 */
export function DesignerCanvas({ width, background, layers, files, readOnly, selectedId, onSelect, onChange }: DesignerCanvasProps) {
  const scale = width / CERTIFICATE_PAGE.width;
  const transformer = useRef<Konva.Transformer>(null);
  const selected = readOnly ? undefined : layers.find((l) => l.id === selectedId);
  const locked = selected?.locked ?? false;

  useEffect(() => {
    const tr = transformer.current;
    if (!tr) return;
    const node = selected ? tr.getStage()?.findOne(`#${CSS.escape(selected.id)}`) : undefined;
    tr.nodes(node ? [node] : []);
    tr.getLayer()?.batchDraw();
  });

  const interaction = useMemo((): ((layer: DrawableLayer) => LayerInteraction) | undefined => {
    if (readOnly) return undefined;
    const frameOf = (node: Konva.Node) => clampFrame({ x: node.x(), y: node.y(), width: node.width(), height: node.height(), rotation: node.rotation() });
    return (layer) => ({
      draggable: true,
      onMouseDown: (event) => {
        event.cancelBubble = true;
        onSelect(layer.id);
      },
      onTap: () => onSelect(layer.id),
      onDragEnd: (event) => {
        const { x, y } = frameOf(event.target);
        onChange(layer.id, { x, y });
      },
      onTransform: (event) => {
        // sizes stay in width and height (text re-wraps instead of stretching)
        const node = event.target;
        node.setAttrs({ width: Math.max(5, node.width() * node.scaleX()), height: Math.max(5, node.height() * node.scaleY()), scaleX: 1, scaleY: 1 });
      },
      onTransformEnd: (event) => onChange(layer.id, frameOf(event.target)),
    });
  }, [readOnly, onSelect, onChange]);

  const deselect = (event: KonvaEventObject<MouseEvent>) => {
    if (event.target === event.target.getStage() || event.target.name() === 'certificate-background') onSelect(null);
  };

  return (
    <Stage width={width} height={Math.round(CERTIFICATE_PAGE.height * scale)} scaleX={scale} scaleY={scale} onMouseDown={readOnly ? undefined : deselect}>
      <Layer>
        <BackgroundShape background={background} files={files} onMouseDown={readOnly ? undefined : deselect} />
        {layers.map((layer) => (
          <LayerShape key={layer.id} layer={layer} files={files} interaction={interaction?.(layer)} placeholders={!readOnly} />
        ))}
        {!readOnly && (
          <Transformer
            ref={transformer}
            rotateEnabled={!locked}
            resizeEnabled={!locked}
            borderStroke={locked ? '#fa5252' : '#228be6'}
            anchorStroke="#228be6"
            anchorSize={9}
            keepRatio={selected?.type === 'object'}
            enabledAnchors={selected?.type === 'object' ? ['top-left', 'top-right', 'bottom-left', 'bottom-right'] : undefined}
            rotationSnaps={[0, 90, 180, 270]}
            ignoreStroke
            boundBoxFunc={(oldBox, newBox) => (newBox.width < 5 || newBox.height < 5 ? oldBox : newBox)}
          />
        )}
      </Layer>
    </Stage>
  );
}
