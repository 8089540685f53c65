import { Alert, Badge, Button, Center, Group, Loader, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { formatCertificateWorkload, type MyCertificate } from '@plataforma/shared/certificates';
import { IconAlertTriangle, IconAward, IconBook2, IconEye, IconRoute } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/language.ts';
import { useMyCertificates } from './api.ts';
import type { CertificatePreviewSource } from './certificate-preview-modal.tsx';
import { LazyCertificatePreviewModal as CertificatePreviewModal } from './lazy-certificate-preview-modal.tsx';
import { contentIdOf, localDay } from './print.ts';

/** The preview source of one of the caller's certificates. */
export const previewSourceOf = (certificate: MyCertificate): CertificatePreviewSource | null => {
  const contentId = contentIdOf(certificate);
  return contentId ? { certificadoId: certificate.certificadoId, contentId, title: certificate.title } : null;
};

/** The caller's certificates (GET certificadousuario), each with 'Ver' opening the preview dialog. */
export function MyCertificatesList() {
  const { t } = useTranslation('certificatesLearner');
  const query = useMyCertificates();
  const [open, setOpen] = useState<CertificatePreviewSource | null>(null);
  const rows = query.data ?? [];

  let body;
  if (query.isError) {
    body = (
      <Alert color="red" variant="light" icon={<IconAlertTriangle />} data-testid="my-certificates-error">
        <Group justify="space-between">
          <Text size="sm">{t('messages:certificados.listError')}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
            {t('preview.retry')}
          </Button>
        </Group>
      </Alert>
    );
  } else if (query.isPending) {
    body = (
      <Center h={200}>
        <Loader />
      </Center>
    );
  } else if (rows.length === 0) {
    body = (
      <Paper withBorder radius="lg" p="xl" data-testid="my-certificates-empty">
        <Stack align="center" gap="sm" py="xl" ta="center">
          <ThemeIcon size={64} radius="xl" variant="light">
            <IconAward size={32} stroke={1.5} />
          </ThemeIcon>
          <Text fw={700} fz="lg">
            {t('mine.empty')}
          </Text>
          <Text c="dimmed" size="sm" maw={460}>
            {t('mine.emptyHint')}
          </Text>
        </Stack>
      </Paper>
    );
  } else {
    body = (
      <Stack gap="sm" data-testid="my-certificates">
        {rows.map((row) => (
          <MyCertificateCard key={row.id} certificate={row} onOpen={() => setOpen(previewSourceOf(row))} />
        ))}
      </Stack>
    );
  }

  return (
    <>
      {body}
      <CertificatePreviewModal opened={open !== null} onClose={() => setOpen(null)} source={open} />
    </>
  );
}

function MyCertificateCard({ certificate, onOpen }: { certificate: MyCertificate; onOpen: () => void }) {
  const { t } = useTranslation('certificatesLearner');
  const language = useLanguage();
  const KindIcon = certificate.tipo === 'Curso' ? IconBook2 : IconRoute;
  const workload = formatCertificateWorkload(certificate.cargaHoraria, language);
  const details = [t('mine.issuedOn', { date: formatDate(localDay(certificate.dataEmissao), language) }), workload ? t('mine.workload', { value: workload }) : null].filter(Boolean);
  return (
    <Paper withBorder radius="md" p="md" data-testid="my-certificate" data-credential={certificate.credential}>
      <Group wrap="nowrap" gap="md">
        <ThemeIcon size={48} radius="md" variant="light" color="teal" visibleFrom="xs">
          <IconAward size={26} stroke={1.6} />
        </ThemeIcon>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs">
            <Badge variant="light" color="blue" size="sm" leftSection={<KindIcon size={12} />}>
              {t(`mine.kind.${certificate.tipo}`)}
            </Badge>
            <Badge variant="light" color="gray" size="sm" tt="none">
              {certificate.credential}
            </Badge>
          </Group>
          <Text fw={700} lineClamp={2} data-testid="my-certificate-title">
            {certificate.title}
          </Text>
          <Text size="xs" c="dimmed">
            {details.join(' · ')}
          </Text>
        </Stack>
        <Button variant="light" leftSection={<IconEye size={16} />} onClick={onOpen} aria-label={t('mine.seeCertificate', { title: certificate.title })} data-testid="my-certificate-open">
          {t('mine.see')}
        </Button>
      </Group>
    </Paper>
  );
}
