import { Alert, Badge, Button, Center, Group, Loader, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconDeviceFloppy, IconPhoto, IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import {
  BANNER_MAX_PER_PLACE,
  BANNER_PLACES,
  bannerCountsByPlace,
  bannerRowInputSchema,
  planBannerSave,
  runBannerSave,
  type BannerRow,
  type BannerSaveError,
} from '@plataforma/shared/settings';
import { useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../../components/confirm.tsx';
import { PageHeader } from '../../../../components/page-header.tsx';
import { errorMessage, notifySuccess } from '../../../../lib/notify.ts';
import { zodFormValidator } from '../../../../lib/zod-form.ts';
import { SettingsTabs } from '../../components/settings-tabs.tsx';
import { ALL_BANNERS_KEY, BANNERS_KEY, deleteBanner, listBannerRows, insertBanner, updateBanner, uploadBannerFile, useBannerRows } from '../api.ts';
import { BannerRowCard } from '../components/banner-row-card.tsx';
import { checkedValues, fromStored, move, newRow, type ScreenRow } from '../drafts.ts';

const validate = zodFormValidator(bannerRowInputSchema);

/**
 * /settings/config/backgrounds-and-banners ('Configurações'): the slides of home and catalog (1-shell §3), edited as a
 * list and saved with the five-step sequence of 1-shell §4 (docs/settings-banners.md): uploads with progress, copied
 * backgrounds, inserts and updates of changed rows, deletions; a failing row is named and the others stay saved.
 */
export function BannersPage() {
  const { t } = useTranslation('settingsBanners');
  const client = useQueryClient();
  const query = useBannerRows();
  const [loaded, setLoaded] = useState<BannerRow[]>([]);
  const [rows, setRows] = useState<ScreenRow[] | null>(null);
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState(0);
  const [failures, setFailures] = useState<BannerSaveError[]>([]);
  const [showErrors, setShowErrors] = useState(false);
  const [dragKey, setDragKey] = useState<string | null>(null);
  const errorsRef = useRef<HTMLDivElement>(null);

  // the list as stored, until the person edits it
  useEffect(() => {
    if (query.data && rows === null) {
      setLoaded(query.data);
      setRows(query.data.map(fromStored));
    }
  }, [query.data, rows]);

  const list = useMemo(() => rows ?? [], [rows]);
  const fieldErrors = useMemo(() => list.map((row) => validate(checkedValues(row))), [list]);
  const counts = bannerCountsByPlace(list);
  const overLimit = BANNER_PLACES.filter((p) => counts[p] > BANNER_MAX_PER_PLACE);
  const plan = useMemo(() => planBannerSave(loaded, list), [loaded, list]);
  const dirty = plan.uploads.length + plan.inserts.length + plan.updates.length + plan.deletes.length > 0;

  const patch = (key: string, change: Partial<ScreenRow>) => setRows((current) => (current ?? []).map((row) => (row.key === key ? { ...row, ...change } : row)));
  const moveRow = (from: number, to: number) => setRows((current) => move(current ?? [], from, to));
  const remove = async (row: ScreenRow) => {
    if (!(await confirmAction({ title: t('row.remove'), message: t('row.removeConfirm'), tone: 'danger', testId: 'banner-remove-confirm' }))) return;
    setRows((current) =>
      (current ?? [])
        .filter((r) => r.key !== row.key)
        // a row copying the removed one's background keeps a copy of its own
        .map((r) => (r.copyBackgroundFrom === row.key ? { ...r, copyBackgroundFrom: null } : r)),
    );
  };

  const save = async () => {
    setShowErrors(true);
    if (overLimit.length > 0 || fieldErrors.some((e) => Object.keys(e).length > 0)) return;
    setSaving(true);
    setFailures([]);
    try {
      const outcome = await runBannerSave(
        loaded,
        list,
        {
          upload: (kind, file) => uploadBannerFile(kind, file),
          insert: (body) => insertBanner(body),
          update: (id, body) => updateBanner(id, body),
          remove: (id) => deleteBanner(id),
        },
        setProgress,
      );
      const fresh = await client.fetchQuery({ queryKey: ALL_BANNERS_KEY, queryFn: listBannerRows, staleTime: 0 });
      await client.invalidateQueries({ queryKey: BANNERS_KEY });
      setLoaded(fresh);
      if (outcome.reload) {
        setRows(fresh.map(fromStored));
        setShowErrors(false);
        notifySuccess(t('saved'));
      } else {
        // stop without reloading the list: the rows saved have their ids, the failing ones keep the edits
        setRows(outcome.rows.map((row, i) => ({ ...list[i], ...row })));
        setFailures(outcome.errors);
        requestAnimationFrame(() => errorsRef.current?.focus());
      }
    } finally {
      setSaving(false);
    }
  };

  const discard = () => {
    setRows(loaded.map(fromStored));
    setFailures([]);
    setShowErrors(false);
  };

  const dragHandlers = (index: number, row: ScreenRow) => ({
    dragging: dragKey === row.key,
    onDragStart: (e: DragEvent) => {
      e.dataTransfer.effectAllowed = 'move';
      e.dataTransfer.setData('text/plain', row.key);
      setDragKey(row.key);
    },
    onDragOver: (e: DragEvent) => {
      if (dragKey) e.preventDefault();
    },
    onDrop: (e: DragEvent) => {
      e.preventDefault();
      const from = list.findIndex((r) => r.key === dragKey);
      if (from >= 0) moveRow(from, index);
      setDragKey(null);
    },
    onDragEnd: () => setDragKey(null),
  });

  return (
    <Stack gap={0} data-testid="banners-page">
      <PageHeader
        icon={<IconPhoto size={26} stroke={1.6} />}
        eyebrow={t('group')}
        title={t('title')}
        description={t('description')}
        actions={
          <Group gap="xs">
            {dirty && !saving && (
              <Button variant="default" onClick={discard} data-testid="banners-discard">
                {t('discard')}
              </Button>
            )}
            <Button variant="light" leftSection={<IconPlus size={18} />} onClick={() => setRows((current) => [...(current ?? []), newRow()])} disabled={saving || rows === null} data-testid="banners-add">
              {t('add')}
            </Button>
            <Button leftSection={<IconDeviceFloppy size={18} />} onClick={() => void save()} loading={saving} disabled={!dirty || rows === null} data-testid="banners-save">
              {t('save')}
            </Button>
          </Group>
        }
      />
      <SettingsTabs />
      {query.isError && rows === null ? (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} data-testid="banners-load-error">
          {errorMessage(query.error, t('loadError'))}
        </Alert>
      ) : rows === null ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : (
        <Stack gap="md">
          <Group gap="xs" wrap="wrap">
            {BANNER_PLACES.map((place) => (
              <Badge key={place} variant="light" color={counts[place] > BANNER_MAX_PER_PLACE ? 'red' : 'gray'} size="lg" radius="sm" data-testid={`banners-count-${place}`}>
                {t(`ambientes.${place}`)}: {counts[place]}/{BANNER_MAX_PER_PLACE}
              </Badge>
            ))}
            {dirty && (
              <Badge variant="light" color="orange" size="lg" radius="sm">
                {t('unsaved')}
              </Badge>
            )}
          </Group>
          {overLimit.map((place) => (
            <Alert key={place} color="red" icon={<IconAlertTriangle size={18} />} data-testid="banners-limit">
              {t('limit', { max: BANNER_MAX_PER_PLACE, place: t(`ambientes.${place}`), count: counts[place] })}
            </Alert>
          ))}
          {saving && plan.uploads.length > 0 && (
            <Stack gap={4} data-testid="banners-progress">
              <Text size="sm">{t('progress', { percent: progress })}</Text>
              <Progress value={progress} animated aria-label={t('progress', { percent: progress })} />
            </Stack>
          )}
          {failures.length > 0 && (
            <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('errorsTitle')} ref={errorsRef} tabIndex={-1} role="alert" data-testid="banners-errors">
              <Stack gap={2}>
                {failures.map((f, i) => (
                  <Text key={i} size="sm">
                    {t(`steps.${f.step}`, { index: f.index + 1, message: f.message })}
                  </Text>
                ))}
              </Stack>
            </Alert>
          )}
          {list.length === 0 && (
            <Text c="dimmed" ta="center" py="xl" data-testid="banners-empty">
              {t('empty')}
            </Text>
          )}
          {list.map((row, index) => (
            <BannerRowCard
              key={row.key}
              row={row}
              index={index}
              total={list.length}
              sources={list.flatMap((other, i) => (other.key !== row.key && !other.copyBackgroundFrom && (other.planoDeFundoUrl || other.backgroundFile) ? [{ key: other.key, index: i }] : []))}
              errors={showErrors ? fieldErrors[index] : {}}
              onChange={(change) => patch(row.key, change)}
              onMove={(to) => moveRow(index, to)}
              onRemove={() => void remove(row)}
              drag={dragHandlers(index, row)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
