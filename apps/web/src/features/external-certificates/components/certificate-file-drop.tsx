import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { FileDropZone } from '../../../components/file-drop-zone.tsx';
import { CERTIFICATE_FILE_ACCEPT, CERTIFICATE_FILE_MAX_MB, checkCertificateFile } from '../utils/certificate-form.ts';

type CertificateFileDropProps = {
  file: File | null;
  onFile: (file: File | null) => void;
  /** The file the request holds already (edits). */
  storedName?: string | null;
  error?: ReactNode;
};

/**
 * The certificate's file (2-learner §8: png, jpg or pdf up to 2 MB): a drop zone that checks the file in the browser
 * first (a wrong type or a file too large gives the shared message as an error toast), then the file chosen.
 */
export function CertificateFileDrop({ file, onFile, storedName, error }: CertificateFileDropProps) {
  const { t } = useTranslation('external-certificates');
  const check = (chosen: File) => {
    const problem = checkCertificateFile(chosen);
    return problem ? t(`messages:${problem}`) : null;
  };
  return (
    <FileDropZone
      accept={CERTIFICATE_FILE_ACCEPT}
      check={check}
      file={file}
      onFile={onFile}
      storedName={storedName}
      storedDetail={t('form.stored')}
      title={t('form.drop')}
      hints={[t('form.accepted', { size: CERTIFICATE_FILE_MAX_MB })]}
      removeLabel={t('form.removeFile')}
      label={t('form.file')}
      error={error}
      testId="certificate-file"
    />
  );
}
