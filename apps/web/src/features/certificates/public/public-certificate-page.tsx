import { Anchor, Box, Button, Center, Container, Group, Loader, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title, useComputedColorScheme } from '@mantine/core';
import { formatCertificateDate, formatCertificateWorkload, type CertificatePrint } from '@plataforma/shared/certificates';
import { IconAlertTriangle, IconCertificate, IconCircleCheck, IconFileTypePdf, IconFileUnknown, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { BrandMark } from '../../../components/brand-mark.tsx';
import { ColorSchemeToggle } from '../../../components/color-scheme-toggle.tsx';
import { LanguagePicker } from '../../../components/language-picker.tsx';
import { ResultState } from '../../../components/result-state.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useClientSettings, useDocumentTitle } from '../../settings';
import { publicCertificateQuery } from '../learner/api.ts';
import { CertificatePages } from '../learner/certificate-pages.tsx';
import { composePrint, filesOf } from '../learner/print.ts';
import { downloadBlob, exportCertificatePdf } from '../render/index.ts';

/**
 * /certificadousuario/:credential/public (1-shell §7 'Certificate public URL'): an issued certificate without signing
 * in: 'Certificado válido' with its facts (holder, course or trail, workload, issue date, company, credential), the
 * certificate drawn (front, back below), the PDF and a link to /cert. An unknown credential shows the invalid state
 * (one message, no toast beside it).
 */
export function PublicCertificatePage() {
  useDocumentTitle();
  const { credential = '' } = useParams();
  const { t } = useTranslation('certificatesLearner');
  const query = useQuery({ ...publicCertificateQuery(credential), enabled: Boolean(credential) });
  const notFound = !credential || (query.isError && isApiError(query.error) && (query.error.status === 404 || query.error.status === 400));

  let body: ReactNode;
  if (notFound) {
    body = (
      <Paper withBorder radius="md" p="xl" maw={560} mx="auto" mt="xl">
        <ResultState data-testid="public-certificate-invalid" color="red" icon={<IconFileUnknown size={36} stroke={1.6} />} title={t('publicPage.invalid')} description={t('publicPage.invalidText')}>
          <Button component={Link} to="/cert" variant="light" mt="sm">
            {t('publicPage.validate')}
          </Button>
        </ResultState>
      </Paper>
    );
  } else if (query.isError) {
    body = (
      <Paper withBorder radius="md" p="xl" maw={560} mx="auto" mt="xl">
        <ResultState data-testid="public-certificate-error" color="red" icon={<IconAlertTriangle size={36} stroke={1.5} />} title={t('publicPage.errorTitle')} description={t('publicPage.error')}>
          <Button variant="light" leftSection={<IconRefresh size={18} />} onClick={() => void query.refetch()}>
            {t('publicPage.retry')}
          </Button>
        </ResultState>
      </Paper>
    );
  } else if (!query.data) {
    body = (
      <Center h={420}>
        <Loader />
      </Center>
    );
  } else body = <IssuedCertificate print={query.data} />;

  return (
    <Box mih="100dvh" bg="var(--mantine-color-body)">
      <Group justify="space-between" px={{ base: 'md', sm: 'xl' }} py="lg" wrap="nowrap">
        <ClientMark />
        <Group gap={4} wrap="nowrap">
          <LanguagePicker compact />
          <ColorSchemeToggle />
        </Group>
      </Group>
      <Container size="xl" pb="xl">
        {body}
      </Container>
    </Box>
  );
}

function ClientMark() {
  const settings = useClientSettings();
  const scheme = useComputedColorScheme('light');
  const logo = scheme === 'dark' ? (settings.logos.loginDark ?? settings.logos.loginLight) : (settings.logos.loginLight ?? settings.logos.loginDark);
  return (
    <Anchor component={Link} to="/" underline="never" c="inherit" aria-label={settings.page.title}>
      <BrandMark logo={logo ?? settings.logos.menu} title={settings.page.title} height={logo ? 44 : 36} />
    </Anchor>
  );
}

function IssuedCertificate({ print }: { print: CertificatePrint }) {
  const { t } = useTranslation('certificatesLearner');
  const language = useLanguage();
  const [busy, setBusy] = useState(false);
  const files = useMemo(() => filesOf(print), [print]);
  const composed = useMemo(() => composePrint(print, language, 'both'), [print, language]);

  useEffect(() => {
    if (!composed.ok) notifyError(null, t('messages:certificados.generationError'), { id: `certificate-${print.id}` });
  }, [composed.ok, print.id, t]);

  const downloadPdf = async () => {
    if (!composed.ok) return;
    setBusy(true);
    try {
      downloadBlob(await exportCertificatePdf(composed.pages, files), 'certificado.pdf');
    } catch {
      notifyError(null, t('messages:certificados.generationError'));
    } finally {
      setBusy(false);
    }
  };

  const facts: [string, string | null, string][] = [
    [t('publicPage.holder'), print.nomeUsuario, 'holder'],
    [print.tipo === 'Formacao' ? t('publicPage.trail') : t('publicPage.course'), print.title, 'title'],
    [t('publicPage.workload'), formatCertificateWorkload(print.cargaHoraria, language) || null, 'workload'],
    [t('publicPage.issued'), formatCertificateDate(print.dataEmissao, language), 'issued'],
    [t('publicPage.company'), print.empresa, 'company'],
    [t('publicPage.credential'), print.credential, 'credential'],
    [t('publicPage.cpf'), print.cpf, 'cpf'],
  ];

  return (
    <Stack gap="xl" data-testid="public-certificate" data-credential={print.credential}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Group justify="space-between" align="flex-start" gap="lg" wrap="wrap">
          <Group gap="md" wrap="nowrap" align="flex-start" style={{ flex: 1, minWidth: 260 }}>
            <ThemeIcon size={52} radius="xl" color="teal" variant="light">
              <IconCircleCheck size={30} stroke={1.6} />
            </ThemeIcon>
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text size="xs" c="dimmed" fw={600} tt="uppercase" lts={0.4}>
                {t('publicPage.eyebrow')}
              </Text>
              <Title order={1} fz={{ base: 22, sm: 28 }} lh={1.2} c="teal.7" data-testid="public-certificate-valid">
                {t('publicPage.valid')}
              </Title>
              <Text c="dimmed" size="sm">
                {t('publicPage.validText')}
              </Text>
            </Stack>
          </Group>
          <Group gap="sm">
            <Button component={Link} to="/cert" variant="default" leftSection={<IconCertificate size={16} />} data-testid="public-certificate-validate">
              {t('publicPage.validate')}
            </Button>
            <Button leftSection={<IconFileTypePdf size={16} />} loading={busy} disabled={!composed.ok} onClick={() => void downloadPdf()} data-testid="public-certificate-pdf">
              {t('publicPage.downloadPdf')}
            </Button>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" mt="xl" data-testid="public-certificate-facts">
          {facts
            .filter(([, value]) => Boolean(value))
            .map(([label, value, key]) => (
              <Stack key={key} gap={0}>
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  {label}
                </Text>
                <Text fw={600} data-testid={`public-certificate-${key}`} style={{ overflowWrap: 'anywhere' }}>
                  {value}
                </Text>
              </Stack>
            ))}
        </SimpleGrid>
      </Paper>

      {composed.ok && <CertificatePages pages={composed.pages} files={files} />}
    </Stack>
  );
}
