import { ActionIcon, Group, Image, Paper, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconArrowDown, IconArrowUp, IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { MIDIA_IMAGE_EXTENSIONS, MIDIA_IMAGE_MAX_MB, type MidiaArquivo } from '@plataforma/shared/content';
import { confirmAction } from '../../../components/confirm.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { addCarouselItem, deleteCarouselItem, orderCarousel } from './api.ts';
import { useCheckedFile } from './file-drop.tsx';
import { acceptAttribute } from './midia-form.ts';
import { moveItem } from './move-item.ts';

/** The images of a carousel object: add (JPEG, PNG, GIF, WebP up to 5 MB), remove, reorder (POST midiaArquivo/order). */
export function CarouselPanel({ midiaId, items, onChanged }: { midiaId: string; items: MidiaArquivo[]; onChanged: () => void }) {
  const { t } = useTranslation('content');
  const check = useCheckedFile(MIDIA_IMAGE_EXTENSIONS, MIDIA_IMAGE_MAX_MB);
  const [ordered, setOrdered] = useState(() => [...items].sort((a, b) => a.order - b.order));
  const [busy, setBusy] = useState(false);
  const key = items.map((i) => `${i.id}:${i.order}`).join('|');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the items are compared by id and order
  useEffect(() => setOrdered([...items].sort((a, b) => a.order - b.order)), [key]);

  const add = async (files: File[]) => {
    const accepted = files.map((f) => check(f)).filter((f): f is File => f !== null);
    if (accepted.length === 0) return;
    setBusy(true);
    try {
      for (const file of accepted) await addCarouselItem(midiaId, file);
      notifySuccess(t('messages:records.created'));
    } catch (error) {
      notifyError(error, t('messages:midia.uploadFailed'));
    } finally {
      setBusy(false);
      onChanged();
    }
  };

  const move = async (index: number, step: -1 | 1) => {
    const next = moveItem(ordered, index, step);
    const previous = ordered;
    setOrdered(next);
    try {
      await orderCarousel(midiaId, next.map((i) => i.id));
      onChanged();
    } catch (error) {
      setOrdered(previous);
      notifyError(error);
    }
  };

  const remove = async (item: MidiaArquivo) => {
    const ok = await confirmAction({
      title: t('repository.carousel.deleteTitle'),
      message: t('messages:records.confirmDelete'),
      confirmLabel: t('repository.actions.delete'),
      tone: 'danger',
      testId: 'confirm-delete-carousel',
    });
    if (!ok) return;
    try {
      await deleteCarouselItem(item.id);
      notifySuccess(t('messages:records.removed'));
      onChanged();
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Stack gap="sm" data-testid="carousel-panel">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {ordered.map((item, index) => (
          <Paper key={item.id} withBorder radius="md" p={6} data-testid="carousel-item">
            <Image src={item.url} alt={item.fileName} radius="sm" h={96} fit="cover" />
            <Group justify="space-between" mt={6} gap={2} wrap="nowrap">
              <Text size="xs" fw={700} c="dimmed">
                {index + 1}
              </Text>
              <Group gap={2} wrap="nowrap">
                <Tooltip label={t('repository.carousel.up')} withArrow>
                  <ActionIcon size="sm" variant="subtle" color="gray" disabled={index === 0} onClick={() => void move(index, -1)} aria-label={t('repository.carousel.up')}>
                    <IconArrowUp size={14} />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={t('repository.carousel.down')} withArrow>
                  <ActionIcon size="sm" variant="subtle" color="gray" disabled={index === ordered.length - 1} onClick={() => void move(index, 1)} aria-label={t('repository.carousel.down')}>
                    <IconArrowDown size={14} />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={t('repository.actions.delete')} withArrow>
                  <ActionIcon size="sm" variant="subtle" color="red" onClick={() => void remove(item)} aria-label={t('repository.actions.delete')}>
                    <IconTrash size={14} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Group>
          </Paper>
        ))}
        <Dropzone
          onDrop={(files) => void add(files)}
          loading={busy}
          multiple
          useFsAccessApi={false}
          radius="md"
          inputProps={{ accept: acceptAttribute(MIDIA_IMAGE_EXTENSIONS), 'data-testid': 'carousel-input' } as InputHTMLAttributes<HTMLInputElement>}
          data-testid="carousel-drop"
        >
          <Stack align="center" justify="center" gap={4} mih={96} c="dimmed" style={{ pointerEvents: 'none' }}>
            <IconPhotoPlus size={26} stroke={1.5} />
            <Text size="xs" ta="center">
              {t('repository.carousel.add')}
            </Text>
          </Stack>
        </Dropzone>
      </SimpleGrid>
      {ordered.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('repository.carousel.empty')}
        </Text>
      )}
    </Stack>
  );
}
