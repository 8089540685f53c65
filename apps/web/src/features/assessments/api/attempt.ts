import type {
  AnswerFile,
  AnswerRequest,
  AnswerResult,
  AssessmentAttempt,
  AssessmentContext,
  AssessmentInfo,
  AssessmentResult,
  AttemptReview,
  MyAssessmentsQuery,
  NextQuestionResponse,
  UploadSegment,
} from '@plataforma/shared/assessments';
import type { Paged } from '@plataforma/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { postWithProgress } from '../../../lib/upload-with-progress.ts';

/**
 * The learner's calls of an assessment (2-learner §7 Assessments; docs/assessments.md "Attempt"): the info page,
 * start or continue, the questions one by one, the answers (and their files), finish, give up, skip, my attempts and
 * the review of one of them.
 */

const BASE = '/api/v1/Avaliacao';
const enc = encodeURIComponent;
export const ATTEMPT_KEY = ['Avaliacao', 'student'] as const;

/** The context without empty ids (the calls take cursoId / trilhaId only when present). */
export const contextQuery = (ctx: AssessmentContext): AssessmentContext => ({
  avaliacaoId: ctx.avaliacaoId,
  ...(ctx.cursoId ? { cursoId: ctx.cursoId } : {}),
  ...(ctx.trilhaId ? { trilhaId: ctx.trilhaId } : {}),
});

/** GET Avaliacao/basic?avaliacaoId&cursoId&trilhaId: the info page. */
export const getAssessmentInfo = (ctx: AssessmentContext, signal?: AbortSignal) => api.get<AssessmentInfo>(`${BASE}/basic`, { query: contextQuery(ctx), signal });

export const assessmentInfoQuery = (ctx: AssessmentContext) =>
  queryOptions({
    queryKey: [...ATTEMPT_KEY, 'basic', ctx.avaliacaoId, ctx.cursoId ?? null, ctx.trilhaId ?? null],
    queryFn: ({ signal }) => getAssessmentInfo(ctx, signal),
    staleTime: 0,
    retry: false,
  });

/** POST student/start: a new attempt, or the open one continued. */
export const startAttempt = (ctx: AssessmentContext) => api.post<AssessmentAttempt>(`${BASE}/student/start`, contextQuery(ctx));

/** GET student/{id}/nextQuestion?index=: the first unanswered question, or question `index` (1-based). */
export const getNextQuestion = (attemptId: string, index: number | null, signal?: AbortSignal) =>
  api.get<NextQuestionResponse>(`${BASE}/student/${enc(attemptId)}/nextQuestion`, { query: index ? { index } : {}, signal });

export const questionQuery = (attemptId: string, index: number | null, version: number) =>
  queryOptions({
    queryKey: [...ATTEMPT_KEY, attemptId, 'question', index ?? 'next', version],
    queryFn: ({ signal }) => getNextQuestion(attemptId, index, signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

/** POST student/answer. */
export const sendAnswer = (body: AnswerRequest) => api.post<AnswerResult>(`${BASE}/student/answer`, body);

/** POST student/{id}/finish. */
export const finishAttempt = (attemptId: string) => api.post<AssessmentResult>(`${BASE}/student/${enc(attemptId)}/finish`);

/** PUT student/{id}/finish/giveup: the answers are dropped. */
export const giveUpAttempt = (attemptId: string) => api.put<AssessmentResult>(`${BASE}/student/${enc(attemptId)}/finish/giveup`);

/** POST student/finish/dontAnswer: skip (reaction and diagnostic assessments, before any attempt). */
export const skipAssessment = (ctx: AssessmentContext) => api.post<AssessmentResult>(`${BASE}/student/finish/dontAnswer`, contextQuery(ctx));

/** GET student: my attempts, paged (query of myAssessmentsQuerySchema). */
export type MyAssessmentsParams = { pageNumber: number; pageSize: number } & Pick<MyAssessmentsQuery, 'search' | 'status'>;
export const listMyAssessments = (query: MyAssessmentsParams, signal?: AbortSignal) =>
  api.get<Paged<AssessmentResult>>(`${BASE}/student`, { query: { pageNumber: query.pageNumber, pageSize: query.pageSize, search: query.search || undefined, status: query.status }, signal });

export const useMyAssessments = (query: MyAssessmentsParams) =>
  useQuery({ queryKey: [...ATTEMPT_KEY, 'mine', query], queryFn: ({ signal }) => listMyAssessments(query, signal), placeholderData: keepPreviousData, staleTime: 0 });

/** GET student/{id}: the review of one of my finished attempts. */
export const getAttemptReview = (attemptId: string, signal?: AbortSignal) => api.get<AttemptReview>(`${BASE}/student/${enc(attemptId)}`, { signal });

export const useAttemptReview = (attemptId: string | undefined) =>
  useQuery({
    queryKey: [...ATTEMPT_KEY, 'review', attemptId],
    queryFn: ({ signal }) => getAttemptReview(attemptId!, signal),
    enabled: Boolean(attemptId),
    staleTime: 0,
    retry: false,
  });

/** A stored file of an answer or a question, read with the session's headers (the address may need them). */
export const getStoredFile = (url: string, signal?: AbortSignal) => api.get<Blob>(url, { responseType: 'blob', signal });

/**
 * POST student/{answerId}/answer/{segment}/upload (multipart `file`, `name`), with the upload's progress (0..1). Fails
 * with the server's ApiError.
 */
export async function uploadAnswerFile(answerId: string, segment: UploadSegment, file: File, onProgress: (share: number) => void): Promise<AnswerFile> {
  const body = () => {
    const form = new FormData();
    form.append('name', file.name);
    form.append('file', file, file.name);
    return form;
  };
  return (await postWithProgress<{ file: AnswerFile }>(`${BASE}/student/${enc(answerId)}/answer/${segment}/upload`, body, onProgress)).file;
}
