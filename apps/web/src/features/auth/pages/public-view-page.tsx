import { Box, Button, Center, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconAlertTriangle, IconFileSearch, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ResultState } from '../../../components/result-state.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { MediaPlayer, publicMidiaInfoQuery } from '../../content';
import { ClientBrand } from '../components/client-brand.tsx';
import { useDocumentTitle } from '../../settings';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /view/:id: public view of a repository object with its QR code on, without signing in (GET midia/public/{id}).
 * The player runs in public mode (no progress, no download); an unknown id or an object without public view shows
 * 'not found', any other failure an error with a retry.
 */
export function PublicViewPage() {
  useDocumentTitle();
  const { id = '' } = useParams();
  const { t } = useTranslation('content', { keyPrefix: 'players' });
  const valid = UUID.test(id);
  const query = useQuery({ ...publicMidiaInfoQuery(id), enabled: valid });
  const notFound = !valid || (query.isError && isApiError(query.error) && (query.error.status === 404 || query.error.status === 400));

  let body;
  if (notFound) {
    body = (
      <ResultState
        data-testid="public-view-not-found"
        icon={<IconFileSearch size={36} stroke={1.5} />}
        title={t('publicView.notFoundTitle')}
        description={valid ? t('publicView.notFound') : t('publicView.invalidLink')}
      />
    );
  } else if (query.isError) {
    body = (
      <ResultState
        data-testid="public-view-error"
        color="red"
        icon={<IconAlertTriangle size={36} stroke={1.5} />}
        title={t('publicView.errorTitle')}
        description={t('publicView.error')}
      >
        <Button variant="light" leftSection={<IconRefresh size={18} />} onClick={() => void query.refetch()}>
          {t('errors.retry')}
        </Button>
      </ResultState>
    );
  } else if (!query.data) {
    body = (
      <Center h={360}>
        <Loader />
      </Center>
    );
  } else {
    const info = query.data;
    body = (
      <Stack gap="md" data-testid="public-view">
        <Stack gap={2}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t(`kinds.${info.tipo}`)}
          </Text>
          <Title order={2} fz={24}>
            {info.nome}
          </Title>
        </Stack>
        <MediaPlayer info={info} mode="public" />
      </Stack>
    );
  }

  return (
    <Box mih="100dvh" bg="var(--mantine-color-body)">
      <Box px="xl" py="lg">
        <ClientBrand />
      </Box>
      <Container size="xl" pb="xl">
        {notFound || query.isError ? (
          <Paper withBorder radius="md" p="xl" mt="xl">
            {body}
          </Paper>
        ) : (
          body
        )}
      </Container>
    </Box>
  );
}
