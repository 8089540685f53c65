export type { CertificateFiles, DrawableLayer } from './layer-config.ts';
export { CertificatePageView, type CertificatePageViewProps } from './page-view.tsx';
export { BackgroundShape, ImageLayerShape, LayerShape, QrLayerShape, SAMPLE_QR_VALUE, TextLayerShape, type LayerInteraction } from './layer-shapes.tsx';
export { downloadBlob, exportCertificatePdf, exportCertificatePng, renderPageCanvas } from './export.ts';
export { CERTIFICATE_PDF_PAGE, buildCertificatePdf, printOrder } from './pdf.ts';
