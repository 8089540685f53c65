import { Box, Button } from '@mantine/core';
import { IconArrowLeft, IconClipboardCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../../components/page-header.tsx';
import { classroomPath } from '../../../classroom';
import { AssessmentRunner } from '../components/assessment-runner.tsx';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idParam = (value: string | null) => (value && UUID.test(value) ? value : null);

/**
 * /gestao/avaliacao/{id}/answer?cursoId=&trilhaId= (2-learner §2 'Answering an assessment'): the runner on its own
 * page, with a way back to the classroom of the course or trail it belongs to.
 */
export function AnswerAssessmentPage() {
  const { t } = useTranslation('assessments');
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const cursoId = idParam(search.get('cursoId'));
  const trilhaId = idParam(search.get('trilhaId'));
  const classroom = trilhaId ? classroomPath('formacao', trilhaId) : cursoId ? classroomPath('curso', cursoId) : null;

  const back = () => {
    if (classroom) void navigate(classroom);
    else if (((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0) void navigate(-1);
    else void navigate('/home');
  };

  return (
    <Box maw={960} mx="auto">
      <PageHeader
        icon={<IconClipboardCheck size={26} stroke={1.6} />}
        eyebrow={t('attempt.info.eyebrow')}
        title={t('attempt.page.title')}
        actions={
          <Button variant="default" leftSection={<IconArrowLeft size={18} />} onClick={back} data-testid="answer-page-back">
            {classroom ? t('attempt.page.backToClassroom') : t('attempt.page.back')}
          </Button>
        }
      />
      <AssessmentRunner key={`${id}:${cursoId ?? ''}:${trilhaId ?? ''}`} avaliacaoId={id} cursoId={cursoId} trilhaId={trilhaId} />
    </Box>
  );
}
