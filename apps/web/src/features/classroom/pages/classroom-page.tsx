import { ActionIcon, Box, Button, Center, Drawer, Group, Loader, Stack, Text, Title, Tooltip } from '@mantine/core';
import { LANGUAGES, translate } from '@plataforma/shared';
import type { ClassroomInfo, LockReason, SalaTipo, TermoMomento } from '@plataforma/shared/classroom';
import { IconArrowLeft, IconAward, IconChevronLeft, IconChevronRight, IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand, IconListDetails } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useIsPhone } from '../../../lib/breakpoints.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.ts';
import { CertificatePreviewModal } from '../../certificates';
import { CLIENT_MODE_BANNER_HEIGHT } from '../../shell';
import { classroomQuery, useAcceptTerm, useRefreshClassroom, useSubscribe } from '../api/classroom.ts';
import classes from '../classroom.module.css';
import { ClassroomSidebar } from '../components/classroom-sidebar.tsx';
import { ItemStage } from '../components/item-stage.tsx';
import { CompletedBanner, EnrolPanel, LoadFailurePanel, LockPanel, ReadOnlyNotice } from '../components/panels.tsx';
import { ProgressRing } from '../components/progress-ring.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { TermDialog } from '../components/term-dialog.tsx';
import { canOpen, classroomPath, decodeTypeAndId, flattenSteps, isNotEnrolledError, loadStateOf, lockOf, parseStep, resumeStep, type ClassroomLoadState } from '../utils/classroom-steps.ts';

/** The 403 that offers the enrolment, as the server words it in each language. */
const NOT_ENROLLED_MESSAGES = LANGUAGES.map((language) => translate('classroom.notEnrolled', language));

/** Wait after a completion before reading the classroom again (the report is posted at once). */
const AFTER_COMPLETION_MS = [800, 2500];
/** Wait after a partial report (posts are throttled to one per 10 s). */
const AFTER_PARTIAL_MS = 11_000;

/** Leaves the classroom: back where the learner came from, or /home when the classroom was opened directly. */
function useLeave() {
  const navigate = useNavigate();
  return useCallback(() => {
    const state = window.history.state as { idx?: number } | null;
    if (state?.idx && state.idx > 0) void navigate(-1);
    else void navigate('/home');
  }, [navigate]);
}

/**
 * Classroom (2-learner §2 /learning-center/view/{encodedTypeAndId}/{step}): focus mode over the main layout, a top
 * bar (leave, title, status, progress ring), the list of items (max 300 px, collapsible; a drawer on small screens)
 * and the player of the current item with previous / next. Load states 0 initial, 1 loading, 2 loaded, 3 not found or
 * error, -1 failure (§4) are exposed on the frame as data-load-state.
 */
export function ClassroomPage() {
  const { encodedTypeAndId, step } = useParams();
  const target = useMemo(() => decodeTypeAndId(encodedTypeAndId), [encodedTypeAndId]);
  const leave = useLeave();
  if (!target) {
    return (
      <FocusFrame loadState={3} title="" onLeave={leave}>
        <LoadFailurePanel notFound invalidLink onHome={leave} />
      </FocusFrame>
    );
  }
  return <Classroom key={`${target.tipo}:${target.id}`} tipo={target.tipo} id={target.id} stepParam={step} onLeave={leave} />;
}

function Classroom({ tipo, id, stepParam, onLeave }: { tipo: SalaTipo; id: string; stepParam: string | undefined; onLeave: () => void }) {
  const { t } = useTranslation('classroom');
  const navigate = useNavigate();
  const location = useLocation();
  const query = useQuery(classroomQuery(tipo, id));
  const refresh = useRefreshClassroom(tipo, id);
  const subscribe = useSubscribe(tipo, id);
  const acceptTerm = useAcceptTerm(tipo, id);
  const isMobile = useIsPhone();
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpened, setDrawerOpened] = useState(false);
  const [termOpen, setTermOpen] = useState<TermoMomento | null>(null);
  const [certificateOpen, setCertificateOpen] = useState(false);
  const [reported, setReported] = useState<Record<number, number>>({});
  const asked = useRef<{ introducao: boolean; conclusao: boolean }>({ introducao: false, conclusao: false });
  const timers = useRef<number[]>([]);
  const resumed = useRef(false);

  const info = query.data;
  const steps = useMemo(() => (info ? flattenSteps(info) : []), [info]);
  const requested = parseStep(stepParam);
  const index = steps.length === 0 ? 0 : Math.min(requested, steps.length - 1);
  const loadState = loadStateOf(query);
  const notEnrolled = isNotEnrolledError(query.error, NOT_ENROLLED_MESSAGES);

  const goTo = useCallback(
    (next: number) => {
      setDrawerOpened(false);
      void navigate(classroomPath(tipo, id, next), { replace: true, state: location.state as unknown });
    },
    [navigate, tipo, id, location.state],
  );

  // 'continue' (from my progress or the catalogue): the first open, unfinished object
  const wantsResume = Boolean((location.state as { resume?: boolean } | null)?.resume);
  useEffect(() => {
    if (!info || resumed.current) return;
    resumed.current = true;
    if (wantsResume) {
      const target = resumeStep(steps);
      if (target !== index) void navigate(classroomPath(tipo, id, target), { replace: true });
    }
  }, [info, steps, wantsResume, index, navigate, tipo, id]);

  // the terms: the introduction one before the first item, the conclusion one at 100 (each asked once per visit)
  useEffect(() => {
    if (!info) return;
    if (info.termoIntroducao && !info.termoIntroducao.aceito && info.liberado && info.prerequisitosPendentes.length === 0 && !asked.current.introducao) {
      asked.current.introducao = true;
      setTermOpen('introducao');
    } else if (info.termoConclusao && info.termoConclusaoPendente && !asked.current.conclusao) {
      asked.current.conclusao = true;
      setTermOpen('conclusao');
    }
  }, [info]);

  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);

  const onProgress = useCallback(
    (percent: number) => {
      setReported((previous) => (percent > (previous[index] ?? 0) ? { ...previous, [index]: percent } : previous));
      const waits = percent >= 100 ? AFTER_COMPLETION_MS : [AFTER_PARTIAL_MS];
      if (percent < 100) {
        timers.current.forEach((timer) => window.clearTimeout(timer));
        timers.current = [];
      }
      waits.forEach((wait) => timers.current.push(window.setTimeout(() => void refresh(), wait)));
    },
    [index, refresh],
  );

  const enrol = () =>
    subscribe.mutate(undefined, {
      onSuccess: () => notifySuccess(t('enrol.done')),
      onError: (error) => notifyError(error),
    });

  const accept = (momento: TermoMomento) =>
    acceptTerm.mutate(momento, {
      onSuccess: () => {
        setTermOpen(null);
        notifySuccess(t('term.accepted'));
      },
      onError: (error) => notifyError(error),
    });

  const title = info?.titulo ?? '';
  let content: ReactNode;
  if (loadState === 0 || loadState === 1) {
    content = (
      <Center h="60vh" data-testid="classroom-loading">
        <Loader />
      </Center>
    );
  } else if (notEnrolled) {
    content = <EnrolPanel title={null} busy={subscribe.isPending} onEnrol={enrol} />;
  } else if (!info) {
    content = <LoadFailurePanel notFound={loadState === 3} onRetry={() => void query.refetch()} onHome={onLeave} />;
  }

  const termo = termOpen === 'introducao' ? info?.termoIntroducao : termOpen === 'conclusao' ? info?.termoConclusao : null;

  return (
    <FocusFrame
      loadState={loadState}
      title={title}
      info={info}
      onLeave={onLeave}
      onOpenCertificate={() => setCertificateOpen(true)}
      sidebarToggle={
        info && steps.length > 0 ? (
          isMobile ? (
            <Tooltip label={t('top.showContents')} openDelay={400}>
              <ActionIcon variant="subtle" color="gray" size={38} onClick={() => setDrawerOpened(true)} aria-label={t('top.showContents')} data-testid="classroom-contents-toggle">
                <IconListDetails size={22} />
              </ActionIcon>
            </Tooltip>
          ) : (
            <Tooltip label={collapsed ? t('top.showContents') : t('top.hideContents')} openDelay={400}>
              <ActionIcon
                variant="subtle"
                color="gray"
                size={38}
                onClick={() => setCollapsed((value) => !value)}
                aria-label={collapsed ? t('top.showContents') : t('top.hideContents')}
                aria-expanded={!collapsed}
                data-testid="classroom-contents-toggle"
              >
                {collapsed ? <IconLayoutSidebarLeftExpand size={22} /> : <IconLayoutSidebarLeftCollapse size={22} />}
              </ActionIcon>
            </Tooltip>
          )
        ) : null
      }
      sidebar={
        info && !isMobile && !collapsed ? <ClassroomSidebar info={info} steps={steps} current={index} reported={reported} onSelect={goTo} /> : null
      }
    >
      {content ??
        (info && (
          <ClassroomMain
            info={info}
            steps={steps}
            index={index}
            tipo={tipo}
            id={id}
            onGoTo={goTo}
            onProgress={onProgress}
            onOpenTerm={setTermOpen}
          />
        ))}
      {info && isMobile && (
        <Drawer opened={drawerOpened} onClose={() => setDrawerOpened(false)} size={300} padding={0} zIndex={300} withCloseButton={false} data-testid="classroom-drawer">
          <ClassroomSidebar info={info} steps={steps} current={index} reported={reported} onSelect={goTo} />
        </Drawer>
      )}
      {info && termOpen && termo && (
        <TermDialog opened momento={termOpen} termo={termo} accepting={acceptTerm.isPending} onAccept={() => accept(termOpen)} onClose={() => setTermOpen(null)} />
      )}
      {info?.certificateId && (
        <CertificatePreviewModal opened={certificateOpen} onClose={() => setCertificateOpen(false)} source={{ certificadoId: info.certificateId, contentId: id, title: info.titulo }} />
      )}
    </FocusFrame>
  );
}

/** The lock that stops the whole content (the sidebar shows it on every item; the main area explains it). */
function contentGate(info: ClassroomInfo): LockReason | null {
  if (!info.liberado) return 'release';
  if (info.prerequisitosPendentes.length > 0) return 'prerequisite';
  if (info.termoIntroducao && !info.termoIntroducao.aceito) return 'term';
  return null;
}

function ClassroomMain({
  info,
  steps,
  index,
  tipo,
  id,
  onGoTo,
  onProgress,
  onOpenTerm,
}: {
  info: ClassroomInfo;
  steps: ReturnType<typeof flattenSteps>;
  index: number;
  tipo: SalaTipo;
  id: string;
  onGoTo: (index: number) => void;
  onProgress: (percent: number) => void;
  onOpenTerm: (momento: TermoMomento) => void;
}) {
  const { t } = useTranslation('classroom');
  const current = steps[index] ?? null;
  const gate = contentGate(info);
  const completed = info.porcentagemDeConclusao >= 100;
  const previous = index > 0 ? steps[index - 1] : null;
  const next = index + 1 < steps.length ? steps[index + 1] : null;
  const nextLocked = next ? !canOpen(next.leaf) : false;

  let stage: ReactNode;
  if (gate) stage = <LockPanel reason={gate} info={info} onOpenTerm={gate === 'term' ? () => onOpenTerm('introducao') : undefined} />;
  else if (!current)
    stage = (
      <Text c="dimmed" ta="center" py="xl">
        {t('player.noItems')}
      </Text>
    );
  else if (!canOpen(current.leaf)) stage = <LockPanel reason={lockOf(current.leaf) ?? 'sequence'} info={info} />;
  else stage = <ItemStage key={`${current.leaf.cursoId ?? ''}:${current.leaf.id}:${index}`} tipo={tipo} id={id} step={current} readOnly={info.somenteLeitura} onProgress={onProgress} />;

  return (
    <Stack gap="md">
      {completed && <CompletedBanner termPending={info.termoConclusaoPendente && Boolean(info.termoConclusao)} onSeeAgain={() => onGoTo(0)} onOpenTerm={() => onOpenTerm('conclusao')} />}
      {info.somenteLeitura && !gate && <ReadOnlyNotice info={info} />}
      {current && !gate && (
        <Group justify="space-between" align="flex-end" gap="xs" wrap="nowrap">
          <Box style={{ minWidth: 0 }}>
            <Text size="xs" c="dimmed" fw={600} tt="uppercase" lts={0.4}>
              {t('player.itemOf', { index: index + 1, total: steps.length })}
              {current.course ? ` · ${current.course.name}` : current.etapa ? ` · ${current.etapa.nome}` : ''}
            </Text>
            <Title order={2} fz={{ base: 'lg', sm: 22 }} lineClamp={2} data-testid="classroom-item-title">
              {current.leaf.name}
            </Title>
          </Box>
        </Group>
      )}
      <Box className={classes.player}>{stage}</Box>
      {steps.length > 1 && !gate && (
        <Group justify="space-between" gap="sm" data-testid="classroom-nav">
          <Button variant="default" leftSection={<IconChevronLeft size={18} />} disabled={!previous || !canOpen(previous.leaf)} onClick={() => onGoTo(index - 1)} data-testid="classroom-previous">
            {t('player.previous')}
          </Button>
          <Tooltip label={t('player.nextLocked')} disabled={!nextLocked} openDelay={200} withArrow zIndex={400}>
            <Box>
              <Button rightSection={<IconChevronRight size={18} />} disabled={!next || nextLocked} onClick={() => onGoTo(index + 1)} data-testid="classroom-next">
                {t('player.next')}
              </Button>
            </Box>
          </Tooltip>
        </Group>
      )}
    </Stack>
  );
}

/** Focus mode: covers the main layout's menu and bar; the classroom's own top bar with leave, title, status, progress. */
function FocusFrame({
  loadState,
  title,
  info,
  onLeave,
  onOpenCertificate,
  sidebarToggle,
  sidebar,
  children,
}: {
  loadState: ClassroomLoadState;
  title: string;
  info?: ClassroomInfo;
  onLeave: () => void;
  /** Opens the certificate preview (shown once the enrolment is approved and the content gives a certificate). */
  onOpenCertificate?: () => void;
  sidebarToggle?: ReactNode;
  sidebar?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('classroom');
  const session = useSession();
  const isMobile = useIsPhone();
  const top = session.clientMode ? CLIENT_MODE_BANNER_HEIGHT : 0;
  const certificate = info?.status === 'approved' && info.certificateId && onOpenCertificate ? onOpenCertificate : null;
  return (
    <Box className={classes.focus} style={{ '--classroom-top': `${top}px` } as CSSProperties} data-testid="classroom" data-load-state={loadState}>
      <header className={classes.topBar} data-testid="classroom-top-bar">
        {isMobile ? (
          <ActionIcon variant="subtle" color="gray" size={38} onClick={onLeave} aria-label={t('top.leave')} data-testid="classroom-leave">
            <IconArrowLeft size={22} />
          </ActionIcon>
        ) : (
          <Button variant="subtle" color="gray" leftSection={<IconArrowLeft size={18} />} onClick={onLeave} className={classes.topFixed} data-testid="classroom-leave">
            {t('top.leave')}
          </Button>
        )}
        {sidebarToggle}
        <Box className={classes.topTitle}>
          <Text fw={700} truncate data-testid="classroom-title">
            {title}
          </Text>
        </Box>
        {info && (
          <Group gap="sm" wrap="nowrap" className={classes.topFixed}>
            {certificate &&
              (isMobile ? (
                <ActionIcon variant="light" color="teal" size={38} onClick={certificate} aria-label={t('certificatesLearner:mine.certificate')} data-testid="classroom-certificate">
                  <IconAward size={22} />
                </ActionIcon>
              ) : (
                <Button variant="light" color="teal" leftSection={<IconAward size={18} />} onClick={certificate} data-testid="classroom-certificate">
                  {t('certificatesLearner:mine.certificate')}
                </Button>
              ))}
            {info.status && !isMobile && <StatusBadge status={info.status} />}
            <ProgressRing percent={info.porcentagemDeConclusao} size={isMobile ? 38 : 44} />
          </Group>
        )}
      </header>
      <div className={classes.body}>
        {sidebar && <aside className={classes.sidebar}>{sidebar}</aside>}
        <div className={classes.main}>
          <div className={classes.mainInner}>
            {info?.status && isMobile && (
              <Group mb="sm">
                <StatusBadge status={info.status} />
              </Group>
            )}
            {children}
          </div>
        </div>
      </div>
    </Box>
  );
}
