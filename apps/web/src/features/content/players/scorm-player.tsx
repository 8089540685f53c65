import { Alert, Badge, Box, Center, Group, Loader, Progress, Stack, Text } from '@mantine/core';
import { isScormContentSource, PROGRESS_COMPLETE, SCORM_READ_DELAY_MS, scormProgress } from '@plataforma/shared/content';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { Scorm12API, Scorm2004API } from 'scorm-again';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createScormRecord, getScormRecord, updateScormRecord } from './api.ts';
import classes from './players.module.css';
import { cmiFromRecord, recordFromCmi, recordProgress, scormVersionOf } from './scorm-rules.ts';
import type { PlayerProps, ScormRecord } from './types.ts';
import { useProgressReporter } from './use-progress.ts';

type ScormApi = Scorm12API | Scorm2004API;
type ScormWindow = Window & { API?: ScormApi; API_1484_11?: ScormApi };

/**
 * SCORM: installs the scorm-again runtime on window (`API` for 1.2, `API_1484_11` for 2004) loaded from the person's
 * progress record (location, suspend data, statuses, entry 'resume' when there is something to resume), then loads
 * the launch page in a frame of the same origin. Each commit (and the finish) writes the whole record back; the
 * server derives media progress from it and the player shows it. Launch pages of a 'scormcontent' export count as
 * read 1 s after the frame loads. On leaving, an open session is finished and the API object removed. The public
 * view runs the content without any record.
 */
export function ScormPlayer(props: PlayerProps) {
  const { info, context, mode } = props;
  const { t } = useTranslation('content', { keyPrefix: 'players' });
  const version = scormVersionOf(info.scormType);
  const progress = useProgressReporter(props);
  const [state, setState] = useState<'loading' | 'ready'>('loading');
  const [recordError, setRecordError] = useState(false);
  const recordRef = useRef<ScormRecord | null>(null);
  const apiRef = useRef<ScormApi | null>(null);
  const saving = useRef<Promise<unknown>>(Promise.resolve());
  const reportRef = useRef(progress.report);
  reportRef.current = progress.report;
  const launch = info.scormScriptUrl;
  const cursoId = context?.cursoId ?? null;
  const formacaoId = context?.formacaoId ?? null;

  useEffect(() => {
    if (!launch) return;
    let cancelled = false;
    const win = window as ScormWindow;
    const key = version === '1.2' ? 'API' : 'API_1484_11';

    const persist = () => {
      const api = apiRef.current;
      const current = recordRef.current;
      if (!api) return;
      const cmi = api.renderCMIToJSONObject();
      let totalTime: string | undefined;
      try {
        totalTime = api.cmi.getCurrentTotalTime();
      } catch {
        totalTime = undefined;
      }
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
      const settings = { autocommit: false, lmsCommitUrl: false as const, logLevel: 5 as const, sendFullCommit: true };
      const api: ScormApi = version === '1.2' ? new Scorm12API(settings) : new Scorm2004API(settings);
      api.loadFromJSON(cmiFromRecord(version, record), 'cmi');
      const events = version === '1.2' ? ['LMSCommit', 'LMSFinish'] : ['Commit', 'Terminate'];
      for (const event of events) api.on(event, persist);
      apiRef.current = api;
      win[key] = api;
      const known = recordProgress(version, record);
      if (known !== null) reportRef.current(known);
      setState('ready');
    })();

    return () => {
      cancelled = true;
      const api = apiRef.current;
      if (api) {
        try {
          if (api.isInitialized() && !api.isTerminated()) {
            if (api instanceof Scorm12API) api.LMSFinish('');
            else api.Terminate('');
          }
        } catch {
          // the content may already have finished
        }
      }
      apiRef.current = null;
      if (win[key] === api) delete win[key];
    };
  }, [launch, version, info.id, mode, cursoId, formacaoId]);

  const onFrameLoad = () => {
    if (launch && isScormContentSource(launch)) window.setTimeout(() => reportRef.current(PROGRESS_COMPLETE), SCORM_READ_DELAY_MS);
  };

  if (!launch) {
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
          <iframe className={classes.scormFrame} src={launch} title={info.nome} onLoad={onFrameLoad} data-testid="scorm-frame" allow="fullscreen; autoplay" />
        </Box>
      )}
    </Stack>
  );
}
