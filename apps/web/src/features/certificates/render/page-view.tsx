import { Layer, Stage } from 'react-konva';
import { CERTIFICATE_PAGE, type ComposedPage } from '@plataforma/shared/certificates';
import type { CertificateFiles } from './layer-config.ts';
import { BackgroundShape, LayerShape } from './layer-shapes.tsx';

export type CertificatePageViewProps = { page: ComposedPage; files: CertificateFiles; width: number };

/** One composed page of a certificate, read-only, scaled to `width` pixels (the page is 1122 x 793). */
export function CertificatePageView({ page, files, width }: CertificatePageViewProps) {
  const scale = width / CERTIFICATE_PAGE.width;
  return (
    <Stage width={width} height={Math.round(CERTIFICATE_PAGE.height * scale)} scaleX={scale} scaleY={scale} listening={false} data-testid="certificate-page-view">
      <Layer listening={false}>
        <BackgroundShape background={page.background} files={files} />
        {page.layers.map((layer) => (
          <LayerShape key={layer.id} layer={layer} files={files} />
        ))}
      </Layer>
    </Stage>
  );
}
