import { ActionIcon, Badge, Button, Group, Image, Input, Paper, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconPhotoX, IconTrash } from '@tabler/icons-react';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { POST_IMAGE_MAX_BYTES, POST_IMAGE_MAX_HEIGHT, POST_IMAGE_MAX_WIDTH, POST_TITLE_MAX, readImageFacts } from '@plataforma/shared/communications';
import { FileDropZone } from '../../../components/file-drop-zone.tsx';
import { RichTextEditor } from '../../../components/rich-text-editor/rich-text-editor.tsx';
import { notifyError } from '../../../lib/notify.ts';
import { uploadPostImage } from '../api.ts';

/** A post being edited; `key` identifies it in the list (drag and drop), `id` is the stored post's. */
export type PostDraft = { key: string; id: string | null; titulo: string; conteudo: string; imagemId: string | null; preview: string | null; file: File | null; link: string };

type Props = {
  post: PostDraft;
  index: number;
  total: number;
  errors: Record<string, unknown>;
  onChange: (post: PostDraft) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  drag: { onDragStart: (e: DragEvent) => void; onDragOver: (e: DragEvent) => void; onDrop: (e: DragEvent) => void; onDragEnd: () => void; dragging: boolean };
};

/** One post of the wizard (3-admin §3 'Post', §5): title, rich text, image (png/jpg, 2 MB, 800x600) and link, in order. */
export function PostEditor({ post, index, total, errors, onChange, onMove, onRemove, drag }: Props) {
  const { t } = useTranslation('communications');
  const [progress, setProgress] = useState<number | null>(null);
  const error = (field: string) => {
    const value = errors[`postagens.${index}.${field}`];
    return typeof value === 'string' ? value : undefined;
  };

  /** The image's bytes, read in the browser, must be a png/jpg of at most 800x600 (the server checks again). */
  const checkContent = async (file: File) => {
    const facts = readImageFacts(new Uint8Array(await file.slice(0, 256 * 1024).arrayBuffer()));
    if (!facts) return t('posts.imageType');
    if (facts.width > POST_IMAGE_MAX_WIDTH || facts.height > POST_IMAGE_MAX_HEIGHT) return t('posts.imageTooLarge');
    return null;
  };

  const pick = async (file: File | null) => {
    if (!file) {
      onChange({ ...post, file: null, imagemId: null, preview: null });
      return;
    }
    setProgress(0);
    try {
      const stored = await uploadPostImage(file, setProgress);
      onChange({ ...post, file, imagemId: stored.imagemId, preview: URL.createObjectURL(file) });
    } catch (err) {
      notifyError(err);
    } finally {
      setProgress(null);
    }
  };

  return (
    <Paper withBorder radius="md" p="sm" onDragOver={drag.onDragOver} onDrop={drag.onDrop} style={{ opacity: drag.dragging ? 0.5 : 1 }} data-testid={`post-${index}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <Tooltip label={t('actions.drag')}>
              <div draggable onDragStart={drag.onDragStart} onDragEnd={drag.onDragEnd} style={{ cursor: 'grab', display: 'flex' }} aria-hidden data-testid={`post-${index}-handle`}>
                <IconGripVertical size={18} />
              </div>
            </Tooltip>
            <Badge variant="light" radius="sm">
              {t('posts.numbered', { n: index + 1 })}
            </Badge>
          </Group>
          <Group gap={2} wrap="nowrap">
            <ActionIcon variant="subtle" color="gray" disabled={index === 0} onClick={() => onMove(index - 1)} aria-label={t('actions.up')} data-testid={`post-${index}-up`}>
              <IconArrowUp size={16} />
            </ActionIcon>
            <ActionIcon variant="subtle" color="gray" disabled={index === total - 1} onClick={() => onMove(index + 1)} aria-label={t('actions.down')} data-testid={`post-${index}-down`}>
              <IconArrowDown size={16} />
            </ActionIcon>
            <ActionIcon variant="subtle" color="red" disabled={total === 1} onClick={onRemove} aria-label={t('actions.remove')} data-testid={`post-${index}-remove`}>
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        </Group>
        <TextInput
          label={t('fields.postTitulo')}
          maxLength={POST_TITLE_MAX}
          value={post.titulo}
          onChange={(e) => onChange({ ...post, titulo: e.currentTarget.value })}
          error={error('titulo')}
          data-testid={`post-${index}-titulo`}
        />
        <RichTextEditor label={t('fields.conteudo')} value={post.conteudo} onChange={(conteudo) => onChange({ ...post, conteudo })} minHeight={140} testId={`post-${index}-conteudo`} />
        <Input.Label htmlFor={undefined} mb={-6}>
          {t('fields.imagem')}
        </Input.Label>
        <FileDropZone
          accept="image/png,image/jpeg"
          check={(file) => (file.size > POST_IMAGE_MAX_BYTES ? t('posts.imageTooBig') : null)}
          checkContent={checkContent}
          file={post.file}
          onFile={(file) => void pick(file)}
          storedName={post.imagemId}
          chosenDetail={progress !== null ? t('posts.uploading') : undefined}
          title={t('posts.imageTitle')}
          hints={[t('posts.imageHints')]}
          removeLabel={t('posts.removeImage')}
          testId={`post-${index}-imagem`}
        />
        {progress !== null && (
          <Text size="xs" c="dimmed" aria-live="polite">
            {t('posts.uploading')} {Math.round(progress * 100)}%
          </Text>
        )}
        {post.preview && (
          <Group align="flex-start" wrap="nowrap">
            <Image src={post.preview} alt={post.titulo || t('fields.imagem')} radius="sm" mah={140} w="auto" fit="contain" style={{ maxWidth: '60%' }} />
            <Button size="xs" variant="subtle" color="red" leftSection={<IconPhotoX size={14} />} onClick={() => onChange({ ...post, file: null, imagemId: null, preview: null })}>
              {t('posts.removeImage')}
            </Button>
          </Group>
        )}
        <TextInput label={t('fields.link')} placeholder="https://" value={post.link} onChange={(e) => onChange({ ...post, link: e.currentTarget.value })} error={error('link')} data-testid={`post-${index}-link`} />
      </Stack>
    </Paper>
  );
}
