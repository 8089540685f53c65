import { Anchor, Button, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowLeft, IconCertificate, IconCircleCheck, IconFileUnknown } from '@tabler/icons-react';
import { certificatePublicPath, formatCertificateDate, formatCertificateWorkload } from '@plataforma/shared/certificates';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResultState } from '../../../components/result-state.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useValidateCertificateMutation, type CertificateValidation } from '../api/validate-certificate.ts';

type Outcome = { kind: 'valid'; code: string; certificate: CertificateValidation } | { kind: 'invalid'; code: string };

/** /cert: certificate validation by credential code. A 404 shows the 'Página não encontrada' toast (1-shell §8). */
export function CertPage() {
  const { t } = useTranslation('auth');
  const mutation = useValidateCertificateMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const form = useForm<{ code: string }>({
    mode: 'controlled',
    initialValues: { code: '' },
    validate: { code: (value) => (value.trim() ? null : t('messages:validation.required')) },
  });

  const submit = form.onSubmit(async ({ code }) => {
    try {
      const certificate = await mutation.mutateAsync(code);
      setOutcome(certificate?.valido ? { kind: 'valid', code: code.trim(), certificate } : { kind: 'invalid', code: code.trim() });
    } catch (error) {
      // An unknown code is an answer, not a failure: the result screen says so, once.
      if (isApiError(error) && error.status === 404) setOutcome({ kind: 'invalid', code: code.trim() });
      else notifyError(error);
    }
  });

  const reset = () => {
    setOutcome(null);
    form.reset();
  };

  if (outcome?.kind === 'valid') return <ValidCertificate code={outcome.code} certificate={outcome.certificate} onAnother={reset} />;
  if (outcome?.kind === 'invalid') {
    return (
      <ResultState
        data-testid="cert-invalid"
        color="red"
        icon={<IconFileUnknown size={36} stroke={1.6} />}
        title={t('cert.invalidTitle')}
        description={t('cert.invalidText')}
      >
        <Button size="md" fullWidth mt="sm" onClick={reset}>
          {t('cert.another')}
        </Button>
      </ResultState>
    );
  }

  return (
    <Stack gap="xl">
      <Stack gap={6}>
        <Title order={1} fz={28} lh={1.2}>
          {t('cert.title')}
        </Title>
        <Text c="dimmed">{t('cert.subtitle')}</Text>
      </Stack>
      <form onSubmit={submit} noValidate data-testid="cert-form">
        <Stack gap="md">
          <TextInput
            label={t('cert.code')}
            placeholder={t('cert.codePlaceholder')}
            size="md"
            autoComplete="off"
            leftSection={<IconCertificate size={18} stroke={1.6} />}
            data-autofocus
            {...form.getInputProps('code')}
          />
          <Button type="submit" size="md" fullWidth loading={mutation.isPending}>
            {t('cert.submit')}
          </Button>
          <Anchor component={Link} to="/login" size="sm" ta="center" fw={500}>
            <IconArrowLeft size={14} style={{ verticalAlign: -2 }} /> {t('common:actions.backToLogin')}
          </Anchor>
        </Stack>
      </form>
    </Stack>
  );
}

function ValidCertificate({ code, certificate, onAnother }: { code: string; certificate: CertificateValidation; onAnother: () => void }) {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const credential = certificate.credencial || code;
  const rows: [string, ReactNode][] = [
    [t('cert.holder'), certificate.nomeUsuario],
    [t('cert.course'), certificate.titulo],
    [t('cert.company'), certificate.empresa],
    [t('cert.workload'), formatCertificateWorkload(certificate.cargaHoraria, language)],
    [t('cert.issued'), formatCertificateDate(certificate.dataConclusao || certificate.dataEmissao, language)],
    [t('cert.credential'), credential],
  ];
  return (
    <ResultState
      data-testid="cert-valid"
      color="teal"
      icon={<IconCircleCheck size={40} stroke={1.6} />}
      title={t('cert.validTitle')}
      description={t('cert.validText')}
    >
      <Paper withBorder radius="md" p="md" w="100%" ta="left">
        <SimpleGrid cols={1} spacing="sm">
          {rows
            .filter(([, value]) => value !== null && value !== undefined && value !== '')
            .map(([label, value]) => (
              <Stack key={label} gap={0}>
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  {label}
                </Text>
                <Text fw={500}>{value}</Text>
              </Stack>
            ))}
        </SimpleGrid>
      </Paper>
      <Button component={Link} to={certificatePublicPath(credential)} size="md" fullWidth leftSection={<IconCertificate size={18} />} data-testid="cert-see-certificate">
        {t('cert.seeCertificate')}
      </Button>
      <Button variant="light" size="md" fullWidth onClick={onAnother}>
        {t('cert.another')}
      </Button>
    </ResultState>
  );
}
