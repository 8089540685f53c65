import { Box, Button, Group, Modal, ScrollArea, Text, ThemeIcon, Typography } from '@mantine/core';
import type { ClassroomTermo, TermoMomento } from '@plataforma/shared/classroom';
import { IconArrowDown, IconCircleCheck, IconFileText } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeHtml } from '../../../components/terms-viewer/index.ts';
import { isScrolledToEnd } from '../../../components/terms-viewer/scroll.ts';

type TermDialogProps = {
  opened: boolean;
  momento: TermoMomento;
  termo: ClassroomTermo;
  accepting: boolean;
  onAccept: () => void;
  onClose: () => void;
};

/**
 * A content's terms of use at the introduction or the conclusion (2-learner §5): Accept is enabled only once the text
 * was scrolled to the end (a text that fits counts as read). 'Not now' closes; the classroom keeps asking.
 */
export function TermDialog({ opened, momento, termo, accepting, onAccept, onClose }: TermDialogProps) {
  const { t } = useTranslation('classroom');
  const html = useMemo(() => sanitizeHtml(termo.conteudo), [termo.conteudo]);
  const viewport = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const [readToEnd, setReadToEnd] = useState(false);

  const check = useCallback(() => {
    const box = viewport.current;
    if (box && isScrolledToEnd(box)) setReadToEnd(true);
  }, []);

  useEffect(() => {
    setReadToEnd(false);
  }, [termo.id, momento]);

  useEffect(() => {
    if (!opened) return;
    const frame = requestAnimationFrame(check);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(check);
    if (content.current) observer?.observe(content.current);
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
    };
  }, [opened, html, check]);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      size={720}
      radius="lg"
      padding={0}
      zIndex={300}
      title={
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
            <IconFileText size={22} stroke={1.7} />
          </ThemeIcon>
          <div>
            <Text fw={700} fz="lg" lh={1.25}>
              {termo.titulo || t(`term.${momento}`)}
            </Text>
            <Text size="sm" c="dimmed">
              {momento === 'introducao' ? t('term.introHint') : t('term.conclusionHint')}
            </Text>
          </div>
        </Group>
      }
      styles={{ header: { padding: 'var(--mantine-spacing-md) var(--mantine-spacing-lg)', borderBottom: '1px solid var(--mantine-color-default-border)' } }}
      attributes={{ content: { 'data-testid': 'classroom-term', 'data-momento': momento } }}
    >
      <ScrollArea.Autosize mah="min(56vh, 520px)" viewportRef={viewport} onScrollPositionChange={check} type="auto" offsetScrollbars data-testid="classroom-term-scroll">
        <Box ref={content} px="lg" py="md">
          {html ? (
            <Typography fz="sm" lh={1.7} data-testid="classroom-term-content" dangerouslySetInnerHTML={{ __html: html }} />
          ) : (
            <Text c="dimmed" ta="center" py="xl">
              {t('term.empty')}
            </Text>
          )}
        </Box>
      </ScrollArea.Autosize>
      <Group justify="space-between" px="lg" py="md" gap="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
        <Group gap={6} c={readToEnd ? 'teal' : 'dimmed'} wrap="nowrap" data-testid="classroom-term-hint" data-read={readToEnd}>
          {readToEnd ? <IconCircleCheck size={16} /> : <IconArrowDown size={16} />}
          <Text size="sm" c="inherit">
            {readToEnd ? t('term.read') : t('term.scroll')}
          </Text>
        </Group>
        <Group gap="sm" ml="auto">
          <Button variant="default" onClick={onClose} disabled={accepting}>
            {t('term.later')}
          </Button>
          <Button onClick={onAccept} disabled={!readToEnd} loading={accepting} data-testid="classroom-term-accept">
            {t('term.accept')}
          </Button>
        </Group>
      </Group>
    </Modal>
  );
}
