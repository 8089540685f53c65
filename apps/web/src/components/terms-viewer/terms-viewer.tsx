import { Alert, Box, Button, Group, Modal, ScrollArea, Skeleton, Stack, Text, ThemeIcon, Typography } from '@mantine/core';
import { IconAlertCircle, IconArrowDown, IconCircleCheck, IconFileText, IconRefresh } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getActiveTenant, useSession } from '../../lib/session.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { confirmAction } from '../confirm.tsx';
import { decideTerm, termQueryOptions, type TermDecisionReply } from './api.ts';
import { TERMS_VIEWER_NS } from './locales.ts';
import { sanitizeHtml } from './sanitize-html.ts';
import { isScrolledToEnd } from './scroll.ts';
import classes from './terms-viewer.module.css';
import { dialogAttributes } from '../../lib/dialog-attributes.ts';

/**
 * Terms-of-use viewer (1-shell §2): modes `accept` and `preview`.
 * - accept: cannot be closed; Accept is enabled only once the content was scrolled to the end; Accept -> PUT
 *   usuario/termoDeUso/accept/{id} then `onAccepted(reply)`; Decline asks for confirmation, -> PUT .../decline/{id}
 *   (a failure is ignored: the person is signed out anyway) then `onDeclined()` (the caller goes to /logout).
 * - preview: read only, closable.
 * The HTML content is sanitised (DOMPurify) before it is rendered.
 */
export type TermsViewerMode = 'accept' | 'preview';

export type TermsViewerProps = {
  opened: boolean;
  termId: string | null;
  mode: TermsViewerMode;
  onClose?: () => void;
  onAccepted?: (reply: TermDecisionReply) => void;
  onDeclined?: () => void;
};

export function TermsViewer({ opened, termId, mode, onClose, onAccepted, onDeclined }: TermsViewerProps) {
  const { t } = useTranslation(TERMS_VIEWER_NS);
  const { t: tm } = useTranslation('messages');
  const session = useSession();
  const tenant = getActiveTenant(session);
  const query = useQuery({ ...termQueryOptions(termId ?? '', tenant), enabled: opened && Boolean(termId) });
  const html = useMemo(() => sanitizeHtml(query.data?.conteudo), [query.data?.conteudo]);

  const viewport = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const [readToEnd, setReadToEnd] = useState(false);

  const check = useCallback(() => {
    const box = viewport.current;
    if (box && isScrolledToEnd(box)) setReadToEnd(true);
  }, []);

  useEffect(() => {
    setReadToEnd(false);
  }, [termId]);

  // Short content needs no scrolling: check once it is laid out, and again whenever it changes size (images).
  useEffect(() => {
    if (!opened || !query.data) return;
    const frame = requestAnimationFrame(check);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(check);
    if (content.current) observer?.observe(content.current);
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
    };
  }, [opened, query.data, check]);

  const accept = useMutation({
    mutationFn: () => decideTerm('accept', termId ?? ''),
    onSuccess: (reply) => {
      notifySuccess(t('accepted'));
      onAccepted?.(reply);
    },
    onError: () => notifyError(undefined, tm('terms.acceptError')),
  });

  const decline = useMutation({
    mutationFn: async () => {
      try {
        await decideTerm('decline', termId ?? '');
      } catch {
        // declining signs the person out whatever the server answered
      }
    },
    onSuccess: () => onDeclined?.(),
  });

  const askDecline = async () => {
    const confirmed = await confirmAction({
      title: t('declineTitle'),
      message: t('declineMessage'),
      confirmLabel: t('declineConfirm'),
      tone: 'danger',
      testId: 'terms-decline-dialog',
    });
    if (confirmed) decline.mutate();
  };

  const accepting = mode === 'accept';
  const busy = accept.isPending || decline.isPending;

  return (
    <Modal
      opened={opened}
      onClose={() => (accepting ? undefined : onClose?.())}
      withCloseButton={!accepting}
      closeOnClickOutside={!accepting}
      closeOnEscape={!accepting}
      centered
      size={760}
      radius="lg"
      padding={0}
      zIndex={accepting ? 300 : undefined}
      overlayProps={{ backgroundOpacity: accepting ? 0.65 : 0.45, blur: accepting ? 3 : 0 }}
      classNames={{ header: classes.header, title: classes.titleSlot }}
      title={
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
            <IconFileText size={22} stroke={1.7} />
          </ThemeIcon>
          <div>
            <Text fw={700} fz="lg" lh={1.25}>
              {query.data?.nome ?? t(accepting ? 'acceptTitle' : 'previewTitle')}
            </Text>
            {accepting && (
              <Text size="sm" c="dimmed">
                {t('acceptIntro')}
              </Text>
            )}
          </div>
        </Group>
      }
      attributes={dialogAttributes({ 'data-testid': 'terms-viewer', 'data-mode': mode })}
    >
      <Box className={classes.body}>
        {query.isError ? (
          <Box p="lg">
            <Alert color="red" variant="light" radius="md" icon={<IconAlertCircle size={20} />} data-testid="terms-load-error">
              <Stack gap="sm" align="flex-start">
                <Text size="sm">{tm('terms.loadError')}</Text>
                <Button size="xs" variant="light" color="red" leftSection={<IconRefresh size={14} />} onClick={() => void query.refetch()} loading={query.isFetching}>
                  {t('retry')}
                </Button>
              </Stack>
            </Alert>
          </Box>
        ) : (
          <ScrollArea h="min(56vh, 560px)" viewportRef={viewport} onScrollPositionChange={check} type="auto" offsetScrollbars data-testid="terms-scroll">
            <Box ref={content} className={classes.inner}>
              {query.isPending && opened ? (
                <Stack gap="sm" aria-busy="true">
                  <Skeleton h={22} w="55%" />
                  {Array.from({ length: 9 }, (_, index) => (
                    <Skeleton key={index} h={12} w={index % 3 === 2 ? '70%' : '100%'} />
                  ))}
                </Stack>
              ) : html ? (
                <Typography className={classes.content} data-testid="terms-content" dangerouslySetInnerHTML={{ __html: html }} />
              ) : (
                <Text c="dimmed" ta="center" py="xl">
                  {t('emptyContent')}
                </Text>
              )}
            </Box>
          </ScrollArea>
        )}
      </Box>
      <Group justify="space-between" className={classes.footer} gap="sm">
        {accepting ? (
          <>
            <Group gap={6} c={readToEnd ? 'teal' : 'dimmed'} wrap="nowrap" data-testid="terms-scroll-hint" data-read={readToEnd}>
              {readToEnd ? <IconCircleCheck size={16} /> : <IconArrowDown size={16} className={classes.bounce} />}
              <Text size="sm" c="inherit">
                {readToEnd ? t('readHint') : t('scrollHint')}
              </Text>
            </Group>
            <Group gap="sm" ml="auto">
              <Button variant="default" onClick={() => void askDecline()} disabled={busy} loading={decline.isPending} data-testid="terms-decline">
                {t('decline')}
              </Button>
              <Button
                onClick={() => accept.mutate()}
                disabled={!readToEnd || !query.data || decline.isPending}
                loading={accept.isPending}
                data-testid="terms-accept"
              >
                {t('accept')}
              </Button>
            </Group>
          </>
        ) : (
          <Button ml="auto" variant="default" onClick={onClose} data-testid="terms-close">
            {t('close')}
          </Button>
        )}
      </Group>
    </Modal>
  );
}
