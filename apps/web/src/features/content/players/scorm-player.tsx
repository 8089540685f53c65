import { Alert, Badge, Box, Center, Group, Loader, Progress, Stack, Text } from '@mantine/core';
import { isScormContentSource, PROGRESS_COMPLETE, SCORM_READ_DELAY_MS, scormProgress } from '@plataforma/shared/content';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createScormRecord, getScormRecord, updateScormRecord } from './api.ts';
import classes from './players.module.css';
import { cmiFromRecord, readScormFrameMessage, recordFromCmi, recordProgress, scormLaunchOf, scormVersionOf } from './scorm-rules.ts';
import type { PlayerProps, ScormRecord } from './types.ts';
import { useProgressReporter } from './use-progress.ts';

/** How long the bridge still listens after the player closes, for the finish the launch page sends on leaving. */
const FINAL_COMMIT_WAIT_MS = 5_000;

/** What a sandboxed package frame may do: run scripts in its own (content) origin, forms, pop-ups, dialogs — never navigate the platform. */
export const SCORM_FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-modals';

/**
 * SCORM (docs/scorm.md 'Launch'): the package runs on the content origin, never on the platform's, in a sandboxed
 * frame that cannot navigate this page. The frame is the launch page, which installs the scorm-again runtime there
 * (`API` for 1.2, `API_1484_11` for 2004) and frames the package under it. This window is the other end of the
 * bridge: it loads the person's progress record with its own session, sends it as CMI data when the launch page says
 * it is ready (location, suspend data, statuses, entry 'resume' when there is something to resume), and writes the
 * record on each commit the launch page reports. Messages count only from the content origin and from this frame's
 * window; nothing of the session ever goes to the frame. Launch pages of a 'scormcontent' export count as read 1 s
 * after the frame loads. The public view runs the content without any record.
 */
export function ScormPlayer(props: PlayerProps) {
  const { info, context, mode } = props;
  const { t } = useTranslation('content', { keyPrefix: 'players' });
  const version = scormVersionOf(info.scormType);
  const progress = useProgressReporter(props);
  const [state, setState] = useState<'loading' | 'ready'>('loading');
  const [recordError, setRecordError] = useState(false);
  const recordRef = useRef<ScormRecord | null>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const saving = useRef<Promise<unknown>>(Promise.resolve());
  const reportRef = useRef(progress.report);
  reportRef.current = progress.report;
  // The first launch address is kept: a fresh read of the object (a new token) must not reload a lesson under way.
  const [launch, setLaunch] = useState(info.scormScriptUrl);
  if (!launch && info.scormScriptUrl) setLaunch(info.scormScriptUrl);
  const target = launch ? scormLaunchOf(launch) : null;
  const page = target?.page ?? null;
  const origin = target?.origin ?? null;
  const cursoId = context?.cursoId ?? null;
  const formacaoId = context?.formacaoId ?? null;
  const title = info.nome;

  useEffect(() => {
    if (!page || !origin) return;
    let cancelled = false;
    /** The launch page's window, once it said it is ready (kept to hear its finish after the frame is gone). */
    let frameWindow: Window | null = null;
    /** The content's values since its last commit: a frame being removed cannot be asked for them any more. */
    let unsaved: { cmi: object; totalTime?: string } | null = null;

    const persist = (cmi: object, totalTime?: string) => {
      const current = recordRef.current;
      if (!current) {
        const percent = scormProgress(recordFromCmi({ id: '', midiaId: info.id }, version, cmi).status);
        if (percent !== null) reportRef.current(percent);
        return;
      }
      const { record, status } = recordFromCmi(current, version, cmi, totalTime);
      recordRef.current = record;
      const percent = scormProgress(status);
      if (percent !== null) reportRef.current(percent);
      saving.current = saving.current.then(() => updateScormRecord(record).catch(() => setRecordError(true)));
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
        source.postMessage({ type: 'scorm:init', cmi: cmiFromRecord(version, recordRef.current, { browse: mode === 'public' }), title }, origin);
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
      let record: ScormRecord | null = null;
      if (mode !== 'public') {
        try {
          record = (await getScormRecord(info.id, { cursoId, formacaoId })) ?? (await createScormRecord(info.id, { cursoId, formacaoId }));
        } catch {
          if (!cancelled) setRecordError(true);
        }
      }
      if (cancelled) return;
      recordRef.current = record;
      const known = recordProgress(version, record);
      if (known !== null) reportRef.current(known);
      setState('ready');
    })();

    return () => {
      cancelled = true;
      // Leaving saves what the content set, as the finish it may never get to send would.
      if (unsaved) persist(unsaved.cmi, unsaved.totalTime);
      unsaved = null;
      // The launch page finishes an open session when its frame goes away; its last commit arrives after this.
      window.setTimeout(() => window.removeEventListener('message', onMessage), FINAL_COMMIT_WAIT_MS);
    };
  }, [page, origin, version, info.id, mode, cursoId, formacaoId, title]);

  const onFrameLoad = () => {
    if (launch && isScormContentSource(launch)) window.setTimeout(() => reportRef.current(PROGRESS_COMPLETE), SCORM_READ_DELAY_MS);
  };

  if (!launch || !page) {
    return (
      <Alert color="yellow" variant="light" icon={<IconAlertTriangle />} data-testid="player-no-source">
        {t('scorm.notReady')}
      </Alert>
    );
  }

  const done = progress.percent >= PROGRESS_COMPLETE;
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
        </Group>
      )}
      {state === 'loading' ? (
        <Center h={320}>
          <Stack align="center" gap="xs">
            <Loader />
            <Text size="sm" c="dimmed">
              {t('scorm.loading')}
            </Text>
          </Stack>
        </Center>
      ) : (
        <Box>
          <iframe
            ref={frameRef}
            className={classes.scormFrame}
            src={page}
            title={info.nome}
            onLoad={onFrameLoad}
            data-testid="scorm-frame"
            sandbox={SCORM_FRAME_SANDBOX}
            allow="fullscreen; autoplay"
            referrerPolicy="no-referrer"
          />
        </Box>
      )}
    </Stack>
  );
}
