import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiSignIn, expectToast, rows, signIn, waitForMail } from './helpers.ts';

/**
 * The assessments journey (issue 6): the administrator (admin@demo.local, an evaluator) builds a mixed assessment (a
 * single-choice question and an essay) with themself as its evaluator, puts it after a link object in a course shown
 * to everyone in a section; the learner (aluno@demo.local) enrols, studies the link, takes the assessment in the
 * classroom and is left pending correction; the administrator corrects the essay in /gestao/correcoes-avaliacoes and
 * finishes; the learner is told by e-mail, sees the approval in /gestao/minhas-avaliacoes and the course completed.
 */

const SHOTS = process.env.E2E_SHOTS_DIR ?? join(tmpdir(), 'assessment-journey-shots');
mkdirSync(SHOTS, { recursive: true });

const classroomUrl = (tipo: 'curso' | 'trilha', id: string, step = 0) => `/learning-center/view/${Buffer.from(`${tipo}:${id}`).toString('base64url')}/${step}`;

async function createdId(response: Awaited<ReturnType<APIRequestContext['post']>>, what: string): Promise<string> {
  expect(response.ok(), `${what}: ${await response.text()}`).toBeTruthy();
  return ((await response.json()) as { id: string }).id;
}

/** The cookie banner, when it is still there (it covers the bottom of the page). */
async function acceptCookies(page: Page) {
  const accept = page.getByRole('button', { name: 'Entendi e aceito' });
  if (await accept.isVisible({ timeout: 3_000 }).catch(() => false)) await accept.click();
}

test.describe('assessment journey', () => {
  test.describe.configure({ mode: 'serial' });
  const stamp = Date.now().toString(36);
  const assessmentTitle = `Avaliação da jornada ${stamp}`;
  const courseTitle = `Curso com avaliação ${stamp}`;
  const sectionName = `Avaliações para todos ${stamp}`;
  const linkName = `Leitura preparatória ${stamp}`;
  const essayAnswer = 'Revisar o código com calma, testar cada mudança e pedir ajuda quando preciso.';
  let courseId = '';

  test.beforeAll(async ({ request }) => {
    test.setTimeout(120_000);
    const { access } = await apiSignIn(request, 'admin@demo.local');
    const headers = { authorization: `Bearer ${access}` };
    await createdId(await request.post('/api/v1/midia', { headers, data: { nome: linkName, tipo: 'link', link: 'https://example.com/leitura-preparatoria' } }), 'link');
  });

  test('the administrator builds a mixed assessment, evaluates it and puts it in a course of a section', async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, 'admin@demo.local');
    await expect(page.getByTestId('main-layout')).toBeVisible();
    await acceptCookies(page);

    // the assessment, in the builder: a single-choice question and an essay, minimum score 60, the administrator as
    // its evaluator (admin@demo.local is flagged as an evaluator in the demo data)
    await page.goto('/conteudo/avaliacao');
    await expect(page.getByTestId('assessments-table')).toBeVisible();
    await page.getByTestId('assessments-new').click();
    const form = page.getByTestId('assessment-form');
    await expect(form).toBeVisible();
    await page.getByTestId('assessment-title').fill(assessmentTitle);
    await page.getByTestId('assessment-observation').fill('Responda com atenção: as respostas são definitivas.');
    await page.getByTestId('assessment-score').fill('60');
    const evaluators = page.getByTestId('assessment-evaluators');
    await evaluators.click();
    await evaluators.fill('Ana');
    await page.getByRole('option', { name: /Ana Administradora/ }).first().click();
    await evaluators.press('Escape');
    await page.getByTestId('assessment-wizard-next').click();
    await expect(page.getByTestId('assessment-wizard-content')).toHaveAttribute('data-step', 'questions');
    await page.getByTestId('question-add').click();
    await page.getByTestId('question-add-Objetiva').click();
    let editor = page.getByTestId('question-editor');
    await expect(editor).toHaveAttribute('data-type', 'Objetiva');
    await editor.getByTestId('question-statement').fill('Quanto é 2 + 2?');
    await editor.getByTestId('question-option-text').nth(0).fill('4');
    await editor.getByTestId('question-option-text').nth(1).fill('5');
    await editor.getByTestId('question-option-correct').nth(0).check();
    await page.getByTestId('question-add').click();
    await page.getByTestId('question-add-Dissertativa').click();
    editor = page.getByTestId('question-editor');
    await expect(editor).toHaveAttribute('data-type', 'Dissertativa');
    await editor.getByTestId('question-statement').fill('Descreva como você trabalha com qualidade.');
    await expect(page.getByTestId('question-row')).toHaveCount(2);
    await page.screenshot({ path: join(SHOTS, '00-builder.png') });
    await page.getByTestId('assessment-wizard-finish').click();
    await expectToast(page, 'Registro cadastrado com sucesso');
    await expect(form).toBeHidden();
    await expect(rows(page.getByTestId('assessments-table')).filter({ hasText: assessmentTitle })).toBeVisible();

    // the course, in the course wizard: the link object, then the assessment
    await page.goto('/conteudo/curso');
    const courses = page.getByTestId('courses-table');
    await expect(courses).toBeVisible();
    await page.getByTestId('courses-new').click();
    const wizard = page.getByTestId('content-form');
    await expect(wizard).toBeVisible();
    await page.getByTestId('content-titulo').fill(courseTitle);
    await page.getByTestId('content-sinopse').fill('Uma leitura e uma avaliação corrigida por um avaliador.');
    await page.getByTestId('content-cargaHoraria').fill('00:30');
    await page.getByTestId('content-wizard-next').click();
    await expect(page.getByTestId('content-wizard-content')).toHaveAttribute('data-step', 'rules');
    await page.getByTestId('content-wizard-next').click();
    await expect(page.getByTestId('content-wizard-content')).toHaveAttribute('data-step', 'objects');
    await page.getByTestId('objects-search').fill(linkName.slice(0, 20));
    await page.getByTestId('objects-result').filter({ hasText: linkName }).getByTestId('objects-add').click();
    await page.getByTestId('course-item-source').getByText('Avaliações', { exact: true }).click();
    await page.getByTestId('assessments-search').fill(assessmentTitle.slice(0, 24));
    await page.getByTestId('assessments-result').filter({ hasText: assessmentTitle }).getByTestId('assessments-add').click();
    await expect(page.getByTestId('course-item-title')).toHaveText([linkName, assessmentTitle]);
    await page.screenshot({ path: join(SHOTS, '00-course-items.png') });
    await page.getByTestId('content-wizard-next').click();
    await page.getByTestId('content-wizard-finish').click();
    await expectToast(page, 'Registro cadastrado com sucesso');
    await expect(wizard).toBeHidden();
    await expect(rows(courses).filter({ hasText: courseTitle }).getByTestId('content-count')).toHaveText('2');

    const { access } = await apiSignIn(page.request, 'admin@demo.local');
    const headers = { authorization: `Bearer ${access}` };
    const found = await page.request.get('/api/v1/curso', { headers, params: { search: courseTitle } });
    courseId = ((await found.json()) as { data: { id: string; titulo: string }[] }).data.find((c) => c.titulo === courseTitle)?.id ?? '';
    expect(courseId).toBeTruthy();

    // a section shown to everyone holding the course
    const section = await page.request.post('/api/v1/Secao', { headers, data: { nome: sectionName, publico: true, itensDaSecao: [{ tipo: 'curso', id: courseId }] } });
    expect(section.ok(), await section.text()).toBeTruthy();
  });

  test('the learner enrols, studies the course and takes the assessment: pending correction', async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, 'aluno@demo.local');
    await expect(page.getByTestId('main-layout')).toBeVisible();
    await acceptCookies(page);
    await page.goto('/home');
    const block = page.locator('section').filter({ has: page.getByRole('heading', { name: sectionName }) });
    await expect(block).toBeVisible({ timeout: 20_000 });
    const card = block.locator(`[data-testid="content-card"][data-id="${courseId}"]`);
    await card.getByTestId('content-card-open').click();
    const detail = page.getByTestId('item-detail');
    await expect(detail).toBeVisible();
    await detail.getByTestId('detail-enrol').click();
    await expect(detail.getByTestId('detail-unenrol')).toBeVisible();
    await detail.getByTestId('detail-action').click();

    // the classroom: the link completes when opened, then the assessment
    const classroom = page.getByTestId('classroom');
    await expect(classroom).toHaveAttribute('data-load-state', '2');
    const items = page.getByTestId('classroom-item');
    await expect(items).toHaveCount(2);
    await expect(page.getByTestId('classroom-item-title')).toHaveText(linkName);
    await expect(items.nth(0)).toHaveAttribute('data-progress', '100', { timeout: 30_000 });
    await page.getByTestId('classroom-next').click();
    await expect(page.getByTestId('classroom-item-title')).toHaveText(assessmentTitle);

    // the runner: start, the objective question (right), the essay, finish
    const runner = page.getByTestId('assessment-runner');
    await expect(runner.getByTestId('assessment-info')).toBeVisible({ timeout: 20_000 });
    await page.screenshot({ path: join(SHOTS, '01-assessment-info.png') });
    await runner.getByTestId('assessment-start').click();
    await expect(runner.getByTestId('question-statement')).toContainText('Quanto é 2 + 2?');
    await runner.getByTestId('question-option').filter({ hasText: '4' }).click();
    await runner.getByTestId('answer-send').click();
    await expect(runner.getByTestId('question-statement')).toContainText('Descreva como você trabalha');
    await runner.getByTestId('answer-text').fill(essayAnswer);
    await runner.getByTestId('answer-send').click();
    await expect(runner.getByTestId('assessment-all-answered')).toBeVisible();
    await runner.getByTestId('assessment-finish').click();
    const result = runner.getByTestId('assessment-result');
    await expect(result).toHaveAttribute('data-status', 'PendenteDeCorrecao', { timeout: 20_000 });
    await page.screenshot({ path: join(SHOTS, '02-pending-correction.png') });
    await expect(page.getByTestId('classroom-completed')).toHaveCount(0);
  });

  test('the evaluator corrects the essay and finishes the correction: approved', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, 'admin@demo.local');
    await expect(page.getByTestId('main-layout')).toBeVisible();
    await acceptCookies(page);

    // the pending list: the learner's attempt with one pending answer
    await page.goto('/gestao/correcoes-avaliacoes');
    const table = page.getByTestId('corrections-table');
    await expect(table).toBeVisible();
    await page.getByTestId('corrections-search').fill('aluno@demo.local');
    const row = rows(table).filter({ hasText: assessmentTitle });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(courseTitle);
    await expect(row.getByTestId('correction-row-pending')).toHaveText('1');
    await expect(row.getByTestId('attempt-status')).toHaveAttribute('data-status', 'PendenteDeCorrecao');
    await page.screenshot({ path: join(SHOTS, '03-corrections-list.png') });
    await row.getByTestId('correction-row-open').click();

    // the correction view: the objective answer marked right with its automatic score, the essay's text
    await expect(page).toHaveURL(/\/gestao\/correcoes-avaliacoes\/[0-9a-f-]{36}$/);
    const header = page.getByTestId('correction-header');
    await expect(header).toHaveAttribute('data-status', 'PendenteDeCorrecao');
    await expect(page.getByTestId('correction-person')).toHaveText('Alice Aluna');
    const questions = page.getByTestId('correction-question');
    await expect(questions).toHaveCount(2);
    const objective = questions.filter({ hasText: 'Quanto é 2 + 2?' });
    await expect(objective.locator('[data-testid="answer-option"][data-mark="hit"]')).toContainText('4');
    await expect(objective.getByTestId('answer-automatic-score')).toContainText('1 de 1');
    const essay = questions.filter({ hasText: 'Descreva como você trabalha' });
    await expect(essay.getByTestId('answer-text')).toHaveText(essayAnswer);
    await expect(essay.getByTestId('question-correction-state')).toHaveText('Aguardando correção');
    await expect(page.getByTestId('finish-correction')).toBeDisabled();
    await expect(page.getByTestId('finish-pending')).toBeVisible();
    await expect(page.getByTestId('other-attempts').getByTestId('other-attempt')).toHaveCount(1);

    // a score above the question's maximum is refused; then the right one is saved
    await essay.getByTestId('correction-score').fill('3');
    await essay.getByTestId('correction-save').click();
    await expect(essay.getByText('A nota vai de 0 à pontuação máxima da questão (1).')).toBeVisible();
    await essay.getByTestId('correction-score').fill('1');
    await essay.getByTestId('correction-observations').fill('Boa resposta, com exemplos concretos.');
    await essay.getByTestId('correction-save').click();
    await expectToast(page, 'Correção salva.');
    await expect(essay.getByTestId('question-correction-state')).toHaveText('Corrigida');
    await expect(essay.getByTestId('correction-save')).toHaveText('Atualizar correção');
    await expect(page.getByTestId('finish-pending')).toHaveCount(0);
    await page.screenshot({ path: join(SHOTS, '04-correction-view.png'), fullPage: true });

    // finish: confirm, the grade is released
    const mailSince = Date.now();
    await page.getByTestId('finish-considerations').fill('Parabéns pelo empenho!');
    await page.getByTestId('finish-correction').click();
    await page.getByTestId('confirm-finish-correction-confirm').click();
    await expectToast(page, 'Correção finalizada.');
    const result = page.getByTestId('correction-result');
    await expect(result).toHaveAttribute('data-status', 'Aprovado');
    await expect(result.getByTestId('correction-result-score')).toHaveText('Aprovado com nota 100%');
    await expect(header).toHaveAttribute('data-status', 'Aprovado');
    await expect(page.getByTestId('correction-save')).toHaveCount(0);
    await page.screenshot({ path: join(SHOTS, '05-correction-finished.png'), fullPage: true });

    // the learner is told by e-mail
    const mail = await waitForMail('aluno@demo.local', mailSince);
    expect(mail).toContain(assessmentTitle);

    // the corrected tab lists it; the pending one no longer does
    await page.goto('/gestao/correcoes-avaliacoes');
    await page.getByTestId('corrections-search').fill('aluno@demo.local');
    await expect(rows(table).filter({ hasText: assessmentTitle })).toHaveCount(0);
    await page.getByTestId('corrections-status').getByText('Corrigidas', { exact: true }).click();
    await expect(rows(table).filter({ hasText: assessmentTitle }).getByTestId('attempt-status')).toHaveAttribute('data-status', 'Aprovado');
  });

  test('the learner sees the approval and the course completed', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, 'aluno@demo.local');
    await expect(page.getByTestId('main-layout')).toBeVisible();
    await acceptCookies(page);

    await page.goto('/gestao/minhas-avaliacoes');
    const mine = rows(page.getByTestId('my-assessments-table')).filter({ hasText: assessmentTitle });
    await expect(mine).toHaveCount(1);
    await expect(mine.getByTestId('attempt-status')).toHaveAttribute('data-status', 'Aprovado');
    await page.screenshot({ path: join(SHOTS, '06-my-assessments.png') });

    await page.goto(classroomUrl('curso', courseId, 1));
    await expect(page.getByTestId('classroom')).toHaveAttribute('data-load-state', '2');
    await expect(page.getByTestId('classroom-completed')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('classroom-progress')).toHaveAttribute('data-percent', '100');
    await expect(page.getByTestId('enrolment-status').first()).toHaveAttribute('data-status', /approved|completed/);
    await page.screenshot({ path: join(SHOTS, '07-course-completed.png') });
  });
});
