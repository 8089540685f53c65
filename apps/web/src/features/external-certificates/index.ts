export { MyExternalCertificatesPage } from './pages/my-external-certificates-page.tsx';
export { ExternalCertificatesAdminPage } from './pages/external-certificates-admin-page.tsx';
