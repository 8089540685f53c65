import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiSignIn, rows, signIn } from './helpers.ts';

/**
 * Taking an assessment (2-learner §2 classroom assessment taking, §3, §4 Assessment flow): the learner
 * (avaliador@demo.local, so the demo learner's own journeys keep the demo course untouched) enrols in the demo course, opens its last item, the demo 'Avaliação de boas-vindas', reads the
 * info page, answers the single-choice question and sees the feedback with the right option, answers the multiple
 * choice and the true/false, writes the essay, reviews an answered question from the navigator, finishes and is left
 * pending correction; 'Minhas avaliações' lists the attempt and its review shows the answers.
 */

const SHOTS = process.env.E2E_SHOTS_DIR ?? join(tmpdir(), 'assessments-attempt-shots');
mkdirSync(SHOTS, { recursive: true });

const COURSE = 'Integração de novos colaboradores';
const ASSESSMENT = 'Avaliação de boas-vindas';
const ESSAY = 'Quero conhecer as pessoas do meu time, entender os nossos produtos e concluir a trilha de boas-vindas.';

const classroomUrl = (id: string, step = 0) => `/learning-center/view/${Buffer.from(`curso:${id}`).toString('base64url')}/${step}`;

/** The demo course (the demo content is created in the background after start-up). */
async function demoCourseId(request: APIRequestContext): Promise<string> {
  const headers = { authorization: `Bearer ${(await apiSignIn(request, 'admin@demo.local')).access}` };
  let id: string | null = null;
  await expect
    .poll(
      async () => {
        const reply = await request.get('/api/v1/curso', { headers, params: { search: COURSE, pageSize: 50 } });
        if (!reply.ok()) return false;
        id = ((await reply.json()) as { data: { id: string; titulo: string }[] }).data.find((row) => row.titulo === COURSE)?.id ?? null;
        return Boolean(id);
      },
      { timeout: 120_000, intervals: [1_000, 2_000] },
    )
    .toBe(true);
  return id as unknown as string;
}

/** The cookie banner, when it is still there (it covers the bottom of the page). */
async function acceptCookies(page: Page) {
  const accept = page.getByRole('button', { name: 'Entendi e aceito' });
  if (await accept.isVisible({ timeout: 3_000 }).catch(() => false)) await accept.click();
}

test.describe('assessments: taking an assessment', () => {
  test.describe.configure({ mode: 'serial' });
  let courseId = '';

  test.beforeAll(async ({ request }) => {
    test.setTimeout(180_000);
    courseId = await demoCourseId(request);
  });

  test('the learner takes the welcome assessment in the classroom and is left pending correction', async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, 'avaliador@demo.local');
    await expect(page.getByTestId('main-layout')).toBeVisible();
    await acceptCookies(page);

    // enrol from the classroom, then open the assessment (the course's last item)
    await page.goto(classroomUrl(courseId));
    await expect(page.getByTestId('classroom')).toHaveAttribute('data-load-state', /^[23]$/, { timeout: 20_000 });
    const enrol = page.getByTestId('classroom-enrol-button');
    if (await enrol.isVisible()) await enrol.click();
    await expect(page.getByTestId('classroom')).toHaveAttribute('data-load-state', '2', { timeout: 20_000 });
    await page.getByTestId('classroom-item').filter({ hasText: ASSESSMENT }).click();
    await expect(page.getByTestId('classroom-item-title')).toHaveText(ASSESSMENT);

    // the info page
    const runner = page.getByTestId('assessment-runner');
    const info = runner.getByTestId('assessment-info');
    await expect(info).toBeVisible({ timeout: 20_000 });
    await expect(info.getByTestId('assessment-title')).toHaveText(ASSESSMENT);
    await expect(info.getByTestId('assessment-fact-questions')).toContainText('4');
    await expect(info.getByTestId('assessment-fact-minimum')).toContainText('70%');
    await expect(info.getByTestId('assessment-fact-attempts')).toContainText('0 de 3');
    await expect(info).toContainText('As respostas são definitivas depois de enviadas');
    await page.screenshot({ path: join(SHOTS, '01-info.png') });
    await info.getByTestId('assessment-start').click();

    // 1. single choice: right, with the question's feedback and the right option in green
    const question = runner.getByTestId('assessment-question');
    await expect(question.getByTestId('question-position')).toHaveText('Questão 1 de 4');
    await expect(question.getByTestId('question-statement')).toContainText('Com quem você deve falar primeiro');
    await expect(runner.getByTestId('answer-send')).toBeDisabled();
    await question.getByRole('radio', { name: 'Com a sua liderança direta' }).check();
    await runner.getByTestId('answer-send').click();
    const feedback = question.getByTestId('answer-feedback');
    await expect(feedback).toHaveAttribute('data-feedback', 'correct');
    await expect(feedback).toContainText('Isso mesmo: a sua liderança direta é o primeiro contato.');
    await expect(question.locator('[data-testid="question-option"][data-state="right"]')).toContainText('Com a sua liderança direta');
    await expect(question).toHaveAttribute('data-answered', 'true');
    await expect(runner.getByTestId('assessment-answered-count')).toHaveText('1 de 4 respondidas');
    await page.screenshot({ path: join(SHOTS, '02-feedback.png') });
    await runner.getByTestId('question-next').click();

    // 2. multiple choice: one wrong choice among the right ones (partly right, the right options shown)
    await expect(question.getByTestId('question-position')).toHaveText('Questão 2 de 4');
    for (const name of ['Respeito', 'Colaboração', 'Competição entre colegas']) await question.getByRole('checkbox', { name }).check();
    await runner.getByTestId('answer-send').click();
    await expect(question.getByTestId('answer-feedback')).toHaveAttribute('data-feedback', /partial|wrong/);
    await expect(question.locator('[data-testid="question-option"][data-state="wrong"]')).toContainText('Competição entre colegas');
    await expect(question.locator('[data-testid="question-option"][data-state="missed"]')).toContainText('Aprendizagem contínua');
    await runner.getByTestId('question-next').click();

    // 3. true or false
    await expect(question.getByTestId('question-position')).toHaveText('Questão 3 de 4');
    await question.getByRole('radio', { name: 'Verdadeiro' }).check();
    await runner.getByTestId('answer-send').click();
    await expect(question.getByTestId('answer-feedback')).toHaveAttribute('data-feedback', 'correct');
    await runner.getByTestId('question-next').click();

    // 4. the essay: sent for correction; every question answered
    await expect(question.getByTestId('question-position')).toHaveText('Questão 4 de 4');
    await question.getByTestId('answer-text').fill(ESSAY);
    await runner.getByTestId('answer-send').click();
    await expect(runner.getByTestId('assessment-all-answered')).toBeVisible();
    await expect(runner.getByTestId('assessment-answered-count')).toHaveText('4 de 4 respondidas');

    // the navigator opens an answered question read-only
    const navigator = runner.getByTestId('question-navigator');
    await expect(navigator.locator('[data-testid="navigator-item"][data-answered="true"]')).toHaveCount(4);
    await navigator.getByTestId('navigator-item').first().click();
    await expect(question.getByTestId('question-position')).toHaveText('Questão 1 de 4');
    await expect(question).toHaveAttribute('data-answered', 'true');
    await expect(runner.getByTestId('answer-send')).toHaveCount(0);
    await navigator.getByTestId('navigator-item').nth(3).click();
    await expect(question.getByTestId('answer-text-readonly')).toHaveText(ESSAY);
    await page.screenshot({ path: join(SHOTS, '03-read-only.png') });

    // finish: pending correction
    await runner.getByTestId('assessment-finish').click();
    const result = runner.getByTestId('assessment-result');
    await expect(result).toHaveAttribute('data-view', 'pending', { timeout: 20_000 });
    await expect(result).toHaveAttribute('data-status', 'PendenteDeCorrecao');
    await expect(result).toContainText('Aguardando correção');
    await page.screenshot({ path: join(SHOTS, '04-pending-correction.png') });

    // the info page now says why a new attempt cannot start
    await page.reload();
    await expect(page.getByTestId('classroom-item-title')).toHaveText(ASSESSMENT);
    await expect(page.getByTestId('assessment-blocked')).toContainText('Sua tentativa aguarda a correção do avaliador.');
    await expect(page.getByTestId('assessment-start')).toBeDisabled();
  });

  test('my assessments lists the attempt and its review shows the answers', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, 'avaliador@demo.local');
    await expect(page.getByTestId('main-layout')).toBeVisible();
    await acceptCookies(page);

    await page.goto('/gestao/minhas-avaliacoes');
    const row = rows(page.getByTestId('my-assessments-table')).filter({ hasText: ASSESSMENT });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('attempt-status')).toHaveAttribute('data-status', 'PendenteDeCorrecao');
    await page.waitForTimeout(800);
    await page.screenshot({ path: join(SHOTS, '05-my-assessments.png') });

    await row.getByTestId('row-action-open').click();
    await expect(page).toHaveURL(/\/gestao\/minhas-avaliacoes\/[0-9a-f-]{36}$/);
    const review = page.getByTestId('attempt-review');
    await expect(review).toHaveAttribute('data-status', 'PendenteDeCorrecao');
    await expect(review.getByTestId('review-item')).toHaveCount(4);
    await expect(review.getByTestId('review-item').nth(3).getByTestId('answer-text-readonly')).toHaveText(ESSAY);
    await expect(review.getByTestId('review-item').nth(3)).toContainText('Aguardando correção');
    await page.screenshot({ path: join(SHOTS, '06-review.png'), fullPage: true });
  });

  test('on the answer page: the timer, giving up, a new attempt and the time running out; a reaction skipped', async ({ page, request }) => {
    test.setTimeout(200_000);
    const stamp = Date.now().toString(36);
    const { access } = await apiSignIn(request, 'admin@demo.local');
    const headers = { authorization: `Bearer ${access}` };
    const { userId: alunoId } = await apiSignIn(request, 'aluno@demo.local');
    const create = async (data: object) => {
      const reply = await request.post('/api/v1/Avaliacao', { headers, data });
      expect(reply.ok(), await reply.text()).toBeTruthy();
      return ((await reply.json()) as { id: string }).id;
    };
    const choice = (statement: string) => ({
      type: 'Objetiva',
      statement,
      options: [
        { text: 'Sim', isTrue: true },
        { text: 'Não', isTrue: false },
      ],
    });
    const timedId = await create({
      title: `Avaliação cronometrada ${stamp}`,
      type: 'Aprendizagem',
      showTimer: true,
      duration: '00:01:00',
      score: 50,
      canRetry: true,
      maxRetries: 1,
      questions: [choice('Você leu o regulamento?'), choice('Você conhece o código de conduta?')],
    });
    const reactionId = await create({ title: `Pesquisa de reação ${stamp}`, type: 'Reacao', questions: [{ type: 'Escala', statement: 'Quanto você recomenda o curso?', scale: 5 }] });
    const course = await request.post('/api/v1/curso', {
      headers,
      data: { titulo: `Curso com prova cronometrada ${stamp}`, itens: [{ tipo: 'avaliacao', avaliacaoId: timedId }, { tipo: 'avaliacao', avaliacaoId: reactionId }] },
    });
    expect(course.ok(), await course.text()).toBeTruthy();
    const cursoId = ((await course.json()) as { id: string }).id;
    const enrol = await request.post(`/api/v1/curso/inscreverusuarios/${cursoId}`, { headers, data: { usuariosIds: [alunoId] } });
    expect(enrol.ok(), await enrol.text()).toBeTruthy();

    await signIn(page, 'aluno@demo.local');
    await expect(page.getByTestId('main-layout')).toBeVisible();
    await acceptCookies(page);

    // the timed assessment on its own page: the timer is announced, then counts down
    await page.goto(`/gestao/avaliacao/${timedId}/answer?cursoId=${cursoId}`);
    const runner = page.getByTestId('assessment-runner');
    const info = runner.getByTestId('assessment-info');
    await expect(info.getByTestId('assessment-fact-timer')).toContainText('1 min');
    await expect(info).toContainText('O tempo começa a contar quando você inicia');
    await info.getByTestId('assessment-start').click();
    const timer = runner.getByTestId('assessment-timer');
    await expect(timer).toHaveText(/^00:[0-5]\d$/);

    // an answer without feedback moves on to the next question
    const question = runner.getByTestId('assessment-question');
    await expect(question.getByTestId('question-position')).toHaveText('Questão 1 de 2');
    await question.getByRole('radio', { name: 'Sim' }).check();
    await runner.getByTestId('answer-send').click();
    await expect(question.getByTestId('question-position')).toHaveText('Questão 2 de 2');
    await page.screenshot({ path: join(SHOTS, '07-timer.png') });

    // give up: confirmed, the progress is lost, a new attempt remains
    await runner.getByTestId('assessment-give-up').click();
    await expect(page.getByTestId('confirm-give-up')).toBeVisible();
    await page.getByTestId('confirm-give-up-confirm').click();
    const result = runner.getByTestId('assessment-result');
    await expect(result).toHaveAttribute('data-view', 'gaveUp');
    await expect(result.getByTestId('result-retries-left')).toHaveText('Resta 1 tentativa.');
    await page.screenshot({ path: join(SHOTS, '08-gave-up.png') });

    // the new attempt runs out of time: the result is computed from what was sent
    await result.getByTestId('result-retry').click();
    await expect(question.getByTestId('question-position')).toHaveText('Questão 1 de 2');
    await question.getByRole('radio', { name: 'Sim' }).check();
    await runner.getByTestId('answer-send').click();
    await expect(question.getByTestId('question-position')).toHaveText('Questão 2 de 2');
    await expect(result).toHaveAttribute('data-view', 'timeOver', { timeout: 80_000 });
    // the server recorded that the time ran out, and the result says so
    await expect(result.getByTestId('result-time-over')).toHaveText('O tempo acabou. O resultado foi calculado com as respostas enviadas.');
    await expect(result.getByTestId('result-score')).toContainText('50%');
    await expect(result.getByTestId('result-retry')).toHaveCount(0);
    await page.screenshot({ path: join(SHOTS, '09-time-over.png') });

    // the reaction survey is skipped for good
    await page.goto(`/gestao/avaliacao/${reactionId}/answer?cursoId=${cursoId}`);
    await runner.getByTestId('assessment-skip').click();
    await expect(page.getByTestId('confirm-skip')).toBeVisible();
    await page.getByTestId('confirm-skip-confirm').click();
    await expect(result).toHaveAttribute('data-view', 'skipped');
    await page.screenshot({ path: join(SHOTS, '10-skipped.png') });

    // back to the classroom of the course
    await page.getByTestId('answer-page-back').click();
    await expect(page.getByTestId('classroom')).toHaveAttribute('data-load-state', '2');
  });
});

/**
 * Acertos / Erros / Pendentes and the attempt number of each row (issue 18): the learner gives up a first attempt,
 * answers the second with one right choice, one wrong choice and an essay; the result counts the essay as pending (not
 * as a miss), and 'Minhas avaliações' shows each row with its own attempt number.
 */
test.describe('assessments: pending answers and attempt numbers', () => {
  test('the result counts the essay as pending and each row of my assessments shows its own attempt', async ({ page, request }) => {
    test.setTimeout(180_000);
    const stamp = Date.now().toString(36);
    const title = `Avaliação com dissertativa ${stamp}`;
    const { access } = await apiSignIn(request, 'admin@demo.local');
    const headers = { authorization: `Bearer ${access}` };
    const { userId: alunoId } = await apiSignIn(request, 'aluno@demo.local');
    const choice = (statement: string) => ({ type: 'Objetiva', statement, options: [{ text: 'Sim', isTrue: true }, { text: 'Não', isTrue: false }] });
    const created = await request.post('/api/v1/Avaliacao', {
      headers,
      data: {
        title,
        type: 'Aprendizagem',
        score: 60,
        canRetry: true,
        maxRetries: 2,
        questions: [choice('Você leu o regulamento?'), choice('Você faltou ao treinamento?'), { type: 'Dissertativa', statement: 'Conte o que aprendeu.' }],
      },
    });
    expect(created.ok(), await created.text()).toBeTruthy();
    const avaliacaoId = ((await created.json()) as { id: string }).id;
    const course = await request.post('/api/v1/curso', { headers, data: { titulo: `Curso da dissertativa ${stamp}`, itens: [{ tipo: 'avaliacao', avaliacaoId }] } });
    expect(course.ok(), await course.text()).toBeTruthy();
    const cursoId = ((await course.json()) as { id: string }).id;
    const enrol = await request.post(`/api/v1/curso/inscreverusuarios/${cursoId}`, { headers, data: { usuariosIds: [alunoId] } });
    expect(enrol.ok(), await enrol.text()).toBeTruthy();

    await signIn(page, 'aluno@demo.local');
    // the first page after start-up may take a while while the demo content is still being created
    await expect(page.getByTestId('main-layout')).toBeVisible({ timeout: 30_000 });
    await acceptCookies(page);

    // attempt 1: given up at once
    await page.goto(`/gestao/avaliacao/${avaliacaoId}/answer?cursoId=${cursoId}`);
    const runner = page.getByTestId('assessment-runner');
    await runner.getByTestId('assessment-info').getByTestId('assessment-start').click();
    const question = runner.getByTestId('assessment-question');
    await expect(question.getByTestId('question-position')).toHaveText('Questão 1 de 3');
    await runner.getByTestId('assessment-give-up').click();
    await page.getByTestId('confirm-give-up-confirm').click();
    const result = runner.getByTestId('assessment-result');
    await expect(result).toHaveAttribute('data-view', 'gaveUp');

    // attempt 2: one right, one wrong, the essay for correction
    await result.getByTestId('result-retry').click();
    await expect(question.getByTestId('question-position')).toHaveText('Questão 1 de 3');
    await question.getByRole('radio', { name: 'Sim' }).check();
    await runner.getByTestId('answer-send').click();
    await expect(question.getByTestId('question-position')).toHaveText('Questão 2 de 3');
    await question.getByRole('radio', { name: 'Não' }).check();
    await runner.getByTestId('answer-send').click();
    await expect(question.getByTestId('question-position')).toHaveText('Questão 3 de 3');
    await question.getByTestId('answer-text').fill('Aprendi as regras da casa.');
    await runner.getByTestId('answer-send').click();
    await expect(runner.getByTestId('assessment-all-answered')).toBeVisible();
    await runner.getByTestId('assessment-finish').click();

    // the result: the essay is pending, not a miss; this is attempt 2 of 3
    await expect(result).toHaveAttribute('data-view', 'pending', { timeout: 20_000 });
    await expect(result.getByTestId('result-hits')).toHaveText(/^Acertos\s*1$/);
    await expect(result.getByTestId('result-misses')).toHaveText(/^Erros\s*1$/);
    await expect(result.getByTestId('result-pending')).toHaveText(/^Pendentes\s*1$/);
    await expect(result.getByTestId('result-attempts')).toContainText('2 de 3');
    await expect(result.getByTestId('result-time-over')).toHaveCount(0);
    await page.screenshot({ path: join(SHOTS, '11-pending-counted.png') });

    // my assessments: each row with its own attempt number and its own counts
    await page.goto('/gestao/minhas-avaliacoes');
    const table = page.getByTestId('my-assessments-table');
    const mine = rows(table).filter({ hasText: title });
    await expect(mine).toHaveCount(2);
    const second = mine.filter({ has: page.locator('[data-testid="attempt-status"][data-status="PendenteDeCorrecao"]') });
    const first = mine.filter({ has: page.locator('[data-testid="attempt-status"][data-status="Desistencia"]') });
    await expect(second.getByTestId('my-assessment-attempt')).toHaveText('2 de 3');
    await expect(first.getByTestId('my-assessment-attempt')).toHaveText('1 de 3');
    await expect(second.getByTestId('my-assessment-hit')).toHaveText('1');
    await expect(second.getByTestId('my-assessment-miss')).toHaveText('1');
    await expect(second.getByTestId('my-assessment-pending')).toHaveText('1');
    await expect(first.getByTestId('my-assessment-pending')).toHaveText('0');
    await expect(second.getByTestId('my-assessment-pending')).toHaveAttribute('aria-label', 'Pendentes: 1');
    await expect(second.getByTestId('my-assessment-miss')).toHaveAttribute('aria-label', 'Erros: 1');
    await page.screenshot({ path: join(SHOTS, '12-my-assessments-attempts.png') });

    // at 1280 and 1440 px the attempt, the counts and the row's action are on screen, with no sideways scrolling
    for (const size of [
      { width: 1280, height: 800 },
      { width: 1440, height: 900 },
    ]) {
      await page.setViewportSize(size);
      for (const testId of ['my-assessment-attempt', 'my-assessment-pending', 'row-action-open']) await expect(second.getByTestId(testId)).toBeInViewport({ ratio: 1 });
      await page.screenshot({ path: join(SHOTS, `13-my-assessments-${size.width}.png`) });
    }
  });
});
