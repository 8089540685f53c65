import { Alert, Badge, Box, Button, Center, Flex, Group, Loader, NavLink, Progress, Stack, Text } from '@mantine/core';
import { isScormContentSource, PROGRESS_COMPLETE, SCORM_READ_DELAY_MS, scormAttemptEnded, scormProgress } from '@plataforma/shared/content';
import { IconAlertTriangle, IconChevronLeft, IconChevronRight, IconCircle, IconCircleCheck, IconCircleHalf2 } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createScormRecord, getScormOutline, getScormRecord, updateScormRecord } from './api.ts';
import classes from './players.module.css';
import {
  cmiFromRecord,
  itemCommit,
  navigationTarget,
  packageRoot,
  readScormFrameMessage,
  recordFromCmi,
  recordProgress,
  scormLaunchOf,
  scormVersionOf,
} from './scorm-rules.ts';
import type { PlayerProps, ScormOutline, ScormOutlineItem, ScormRecord } from './types.ts';
import { useProgressReporter } from './use-progress.ts';

/** How long the bridge still listens after the player closes, for the finish the launch page sends on leaving. */
const FINAL_COMMIT_WAIT_MS = 5_000;

/** What a sandboxed package frame may do: run scripts in its own (content) origin, forms, pop-ups, dialogs — never navigate the platform. */
export const SCORM_FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-modals';

const EMPTY_ITEMS: readonly ScormOutlineItem[] = [];

/**
 * SCORM (docs/scorm.md 'Launch', 'Items, records and roll-up'): the package runs on the content origin, never on the
 * platform's, in a sandboxed frame that cannot navigate this page. The frame is the launch page, which installs the
 * scorm-again runtime there (`API` for 1.2, `API_1484_11` for 2004) and frames the launched item under it. This
 * window is the other end of the bridge: it loads the person's record of the item with its own session, sends it as
 * CMI data when the launch page says it is ready (the stored data model, entry 'resume' when there is something to
 * resume, the learner, the manifest's data of the item), and writes the record on each commit the launch page
 * reports. Messages count only from the content origin and from this frame's window; nothing of the session ever
 * goes to the frame.
 *
 * A package with several launchable items shows its organization as a table of contents beside the frame, with the
 * state of each item, previous/next buttons and the content's own navigation requests; each item has its own record,
 * and the object's progress is the roll-up the server makes of them. Assets (no runtime) count as done when opened;
 * launch pages of a 'scormcontent' export count as read 1 s after the frame loads. The public view runs the package's
 * first item without any record.
 */
export function ScormPlayer(props: PlayerProps) {
  const { info, context, mode } = props;
  const { t } = useTranslation('content', { keyPrefix: 'players' });
  const version = scormVersionOf(info.scormType);
  const progress = useProgressReporter(props);
  const [state, setState] = useState<'loading' | 'ready'>('loading');
  const [recordError, setRecordError] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const saving = useRef<Promise<unknown>>(Promise.resolve());
  const reportRef = useRef(progress.report);
  reportRef.current = progress.report;
  // The first launch address is kept: a fresh read of the object (a new token) must not reload a lesson under way.
  const [launch, setLaunch] = useState(info.scormScriptUrl);
  if (!launch && info.scormScriptUrl) setLaunch(info.scormScriptUrl);
  const cursoId = context?.cursoId ?? null;
  const formacaoId = context?.formacaoId ?? null;
  const title = info.nome;

  // The package's table of contents (none on the public view, or when the server cannot read it: first item only).
  const [outline, setOutline] = useState<ScormOutline | null | undefined>(mode === 'public' ? null : undefined);
  const [chosen, setChosen] = useState<string | null>(null);
  const items = outline?.items ?? EMPTY_ITEMS;
  const launchables = items.filter((item) => item.launch !== null && item.scoId !== null);
  const multi = launchables.length > 1;
  // Where the learner left off: the first item not complete, else the first.
  const current = launchables.find((item) => item.identifier === chosen) ?? launchables.find((item) => !item.state?.complete) ?? launchables[0] ?? null;
  // The item opened stays open while the states change under it (a completed item does not move the learner on).
  if (chosen === null && current) setChosen(current.identifier);
  const index = current ? launchables.indexOf(current) : -1;
  const root = launch ? packageRoot(launch) : null;
  const itemAddress = multi && current && root ? `${root}${current.launch}` : launch;
  const target = itemAddress ? scormLaunchOf(itemAddress) : null;
  const page = target?.page ?? null;
  const origin = target?.origin ?? null;
  const scoId = current?.scoId ?? '';
  const itemType = current?.type ?? null;
  const itemData = current?.data;
  const itemDataKey = JSON.stringify(itemData ?? {});

  const refreshOutline = useRef<() => void>(() => undefined);
  refreshOutline.current = () => {
    if (mode === 'public') return;
    void getScormOutline(info.id, { cursoId, formacaoId })
      .then((next) => {
        setOutline(next);
        if (next && next.items.filter((item) => item.launch).length > 1 && next.percent > 0) reportRef.current(next.percent);
      })
      .catch(() => setOutline((known) => known ?? null));
  };
  useEffect(() => {
    refreshOutline.current();
  }, [info.id, mode, cursoId, formacaoId]);

  const goTo = (item: ScormOutlineItem | undefined) => {
    if (item) setChosen(item.identifier);
  };
  const navigateRef = useRef<(request: string) => void>(() => undefined);
  navigateRef.current = (request) => goTo(navigationTarget(request, launchables, index));

  useEffect(() => {
    if (!page || !origin || outline === undefined) return;
    let cancelled = false;
    /** The launch page's window, once it said it is ready (kept to hear its finish after the frame is gone). */
    let frameWindow: Window | null = null;
    /** The content's values since its last commit: a frame being removed cannot be asked for them any more. */
    let unsaved: { cmi: object; totalTime?: string } | null = null;
    /** This item's record: each launch writes its own, even when its last commit arrives after another item opened. */
    let record: ScormRecord | null = null;

    const persist = (cmi: object, totalTime?: string) => {
      if (!record) {
        const percent = scormProgress(recordFromCmi({ id: '', midiaId: info.id }, version, cmi).status);
        if (percent !== null && !multi) reportRef.current(percent);
        return;
      }
      const next = recordFromCmi(record, version, cmi, totalTime);
      record = next.record;
      const percent = scormProgress(next.status);
      if (percent !== null && !multi) reportRef.current(percent);
      const saved = next.record;
      saving.current = saving.current.then(() =>
        updateScormRecord(saved).then(
          () => refreshOutline.current(),
          () => setRecordError(true),
        ),
      );
    };

    /** Whether this item's record was read (or there is none to read); the runtime starts only then. */
    let loaded = false;
    let initialised = false;
    const sendInit = () => {
      if (!frameWindow || initialised) return;
      initialised = true;
      const cmi = cmiFromRecord(version, record, { browse: mode === 'public', item: itemData });
      frameWindow.postMessage({ type: 'scorm:init', cmi, title }, origin);
    };

    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || !event.source) return;
      const source = event.source as Window;
      if (source !== (frameWindow ?? frameRef.current?.contentWindow)) return;
      const message = readScormFrameMessage(event.data);
      if (!message) return;
      if (message.type === 'scorm:ready') {
        if (cancelled) return;
        frameWindow = source;
        // The frame of another item can be ready before this item's record is read: it is started once it is.
        if (loaded) sendInit();
        return;
      }
      if (message.type === 'scorm:navigate') {
        if (!cancelled) navigateRef.current(message.request);
        return;
      }
      if (message.type === 'scorm:state') {
        // Not saved yet: the content may change more before it commits; saved if the player closes first.
        unsaved = message;
        return;
      }
      unsaved = null;
      persist(message.cmi, message.totalTime);
    };
    window.addEventListener('message', onMessage);

    void (async () => {
      if (mode !== 'public') {
        try {
          const known = await getScormRecord(info.id, { cursoId, formacaoId }, scoId);
          record = known && !scormAttemptEnded(known) ? known : await createScormRecord(info.id, { cursoId, formacaoId }, scoId, Boolean(known));
        } catch {
          if (!cancelled) setRecordError(true);
        }
      }
      if (cancelled) return;
      loaded = true;
      sendInit();
      const known = recordProgress(version, record);
      if (known !== null && !multi) reportRef.current(known);
      setState('ready');
      // An asset has no runtime to report it: opening it is doing it.
      if (itemType === 'asset' && record && mode !== 'public') persist(itemCommit(version));
    })();

    return () => {
      cancelled = true;
      // Leaving saves what the content set, as the finish it may never get to send would.
      if (unsaved) persist(unsaved.cmi, unsaved.totalTime);
      unsaved = null;
      // The launch page finishes an open session when its frame goes away; its last commit arrives after this.
      window.setTimeout(() => window.removeEventListener('message', onMessage), FINAL_COMMIT_WAIT_MS);
    };
    // itemData is read through itemDataKey: a new outline with the same data must not reload the item.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page, origin, version, info.id, mode, cursoId, formacaoId, title, scoId, itemType, itemDataKey, multi, outline === undefined]);

  const onFrameLoad = () => {
    if (itemAddress && isScormContentSource(itemAddress) && !multi) window.setTimeout(() => reportRef.current(PROGRESS_COMPLETE), SCORM_READ_DELAY_MS);
  };

  if (!launch || !page) {
    if (launch && outline === undefined) {
      return (
        <Center h={320}>
          <Loader />
        </Center>
      );
    }
    return (
      <Alert color="yellow" variant="light" icon={<IconAlertTriangle />} data-testid="player-no-source">
        {t('scorm.notReady')}
      </Alert>
    );
  }

  const done = progress.percent >= PROGRESS_COMPLETE;
  const frame =
    state === 'loading' || outline === undefined ? (
      <Center h={320}>
        <Stack align="center" gap="xs">
          <Loader />
          <Text size="sm" c="dimmed">
            {t('scorm.loading')}
          </Text>
        </Stack>
      </Center>
    ) : (
      <Box flex={1} miw={0}>
        <iframe
          key={`${scoId}|${page}`}
          ref={frameRef}
          className={classes.scormFrame}
          src={page}
          title={current && multi ? `${info.nome}: ${current.title}` : info.nome}
          onLoad={onFrameLoad}
          data-testid="scorm-frame"
          data-item={current?.identifier ?? ''}
          sandbox={SCORM_FRAME_SANDBOX}
          allow="fullscreen; autoplay"
          referrerPolicy="no-referrer"
        />
      </Box>
    );

  return (
    <Stack gap="xs" data-testid="scorm-player">
      {recordError && (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle />} py={6}>
          {t('scorm.loadFailed')}
        </Alert>
      )}
      {mode !== 'public' && (
        <Group gap="sm" wrap="nowrap" data-testid="scorm-progress">
          {done ? (
            <Badge color="teal" variant="light" leftSection={<IconCircleCheck size={14} />}>
              {t('completed')}
            </Badge>
          ) : (
            <>
              <Progress value={progress.percent} w={160} size="sm" aria-label={t('progress', { percent: progress.percent })} />
              <Text size="sm" c="dimmed">
                {t('progress', { percent: progress.percent })}
              </Text>
            </>
          )}
          {multi && outline?.score !== null && outline?.score !== undefined && (
            <Text size="sm" c="dimmed" data-testid="scorm-score">
              {t('scorm.score', { score: outline.score })}
            </Text>
          )}
        </Group>
      )}
      {multi ? (
        <Flex direction={{ base: 'column', md: 'row' }} gap="md" align="stretch">
          <Stack gap={4} w={{ base: '100%', md: 260 }} data-testid="scorm-toc">
            <Text size="sm" fw={600}>
              {t('scorm.contents')}
            </Text>
            <Box component="nav" aria-label={t('scorm.contents')}>
              {items.map((item) => {
                const launchable = item.launch !== null && item.scoId !== null;
                const status = item.state?.complete ? 'completed' : item.state ? 'started' : 'not-started';
                const icon = !launchable ? undefined : status === 'completed' ? <IconCircleCheck size={16} color="var(--mantine-color-teal-6)" /> : status === 'started' ? <IconCircleHalf2 size={16} /> : <IconCircle size={16} />;
                return (
                  <NavLink
                    key={item.identifier}
                    component="button"
                    type="button"
                    label={item.title}
                    description={launchable ? t(`scorm.itemStatus.${status}`) : undefined}
                    leftSection={icon}
                    active={current?.identifier === item.identifier}
                    disabled={!launchable}
                    onClick={() => goTo(item)}
                    pl={8 + item.level * 16}
                    data-testid="scorm-toc-item"
                    data-item={item.identifier}
                    data-status={launchable ? status : 'group'}
                    aria-current={current?.identifier === item.identifier ? 'page' : undefined}
                  />
                );
              })}
            </Box>
            <Group gap="xs" grow mt="xs">
              <Button variant="default" size="xs" leftSection={<IconChevronLeft size={16} />} disabled={index <= 0} onClick={() => goTo(launchables[index - 1])} data-testid="scorm-previous">
                {t('scorm.previous')}
              </Button>
              <Button variant="default" size="xs" rightSection={<IconChevronRight size={16} />} disabled={index < 0 || index >= launchables.length - 1} onClick={() => goTo(launchables[index + 1])} data-testid="scorm-next">
                {t('scorm.next')}
              </Button>
            </Group>
          </Stack>
          {frame}
        </Flex>
      ) : (
        frame
      )}
    </Stack>
  );
}
