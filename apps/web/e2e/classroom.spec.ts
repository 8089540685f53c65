import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiSignIn, signIn } from './helpers.ts';
import { pdfWithPages } from './media-files.ts';

/**
 * Classroom and my progress (2-learner §2 classroom, §3 Classroom item/info, §4 Media progress): the administrator
 * builds a course of two objects with a mandatory sequence (a link, then a two-page PDF) and enrols the learner; the
 * learner opens the classroom, sees the PDF locked (the item call refuses it too), completes the link (100 on open),
 * the PDF unlocks, reads it to the last page, the course shows completed and 'my progress' lists it at 100%.
 */

const SHOTS = process.env.E2E_SHOTS_DIR ?? join(tmpdir(), 'classroom-shots');
mkdirSync(SHOTS, { recursive: true });

const classroomUrl = (tipo: 'curso' | 'trilha' | 'midia', id: string, step = 0) => `/learning-center/view/${Buffer.from(`${tipo}:${id}`).toString('base64url')}/${step}`;

async function createdId(response: Awaited<ReturnType<APIRequestContext['post']>>, what: string): Promise<string> {
  expect(response.ok(), `${what}: ${await response.text()}`).toBeTruthy();
  return ((await response.json()) as { id: string }).id;
}

test.describe('classroom', () => {
  test.describe.configure({ mode: 'serial' });
  const stamp = Date.now().toString(36);
  const courseTitle = `Curso sala de aula ${stamp}`;
  const linkName = `Artigo de segurança ${stamp}`;
  const pdfName = `Manual da sala ${stamp}`;
  let courseId = '';
  let linkId = '';
  let pdfId = '';
  const openCourseTitle = `Curso com termo ${stamp}`;
  let openCourseId = '';
  const trailTitle = `Trilha sala de aula ${stamp}`;
  const innerCourseTitle = `Curso da trilha ${stamp}`;
  let trailId = '';

  test.beforeAll(async ({ request }) => {
    test.setTimeout(180_000);
    const { access } = await apiSignIn(request, 'admin@demo.local');
    const headers = { authorization: `Bearer ${access}` };
    linkId = await createdId(await request.post('/api/v1/midia', { headers, data: { nome: linkName, tipo: 'link', link: 'https://example.com/artigo-sobre-seguranca' } }), 'link');
    pdfId = await createdId(await request.post('/api/v1/midia', { headers, data: { nome: pdfName, tipo: 'pdf', fileName: 'manual.pdf' } }), 'pdf');
    const upload = await request.post(`/api/v1/midia/big/${pdfId}/fileUpload`, {
      headers,
      multipart: { arquivo: { name: 'manual.pdf', mimeType: 'application/pdf', buffer: await pdfWithPages(2, 'Sala de aula') } },
      timeout: 120_000,
    });
    expect(upload.ok(), await upload.text()).toBeTruthy();
    await expect
      .poll(async () => {
        const info = await request.get(`/api/v1/midia/getMidiaInfo/${pdfId}`, { headers });
        return info.ok() && Boolean(((await info.json()) as { fileUrl: string | null }).fileUrl);
      }, { timeout: 60_000 })
      .toBe(true);

    courseId = await createdId(
      await request.post('/api/v1/curso', {
        headers,
        data: {
          titulo: courseTitle,
          descricao: 'Dois itens em sequência obrigatória.',
          sequenciaObrigatoria: true,
          itens: [{ midiaId: linkId }, { midiaId: pdfId }],
        },
      }),
      'course',
    );
    const { userId: alunoId } = await apiSignIn(request, 'aluno@demo.local');
    const enrol = await request.post(`/api/v1/curso/inscreverusuarios/${courseId}`, { headers, data: { usuariosIds: [alunoId] } });
    expect(enrol.ok(), await enrol.text()).toBeTruthy();

    // a second course, shown to everyone in a section, asking the demo learning term at the introduction and the conclusion
    const terms = await request.get('/api/v1/termoDeUso', { headers, params: { search: 'compromisso', pageNumber: 1, pageSize: 10 } });
    expect(terms.ok(), await terms.text()).toBeTruthy();
    const termId = ((await terms.json()) as { data: { id: string }[] }).data[0].id;
    openCourseId = await createdId(
      await request.post('/api/v1/curso', {
        headers,
        data: { titulo: openCourseTitle, termoDeUsoIntroducaoId: termId, termoDeUsoConclusaoId: termId, itens: [{ midiaId: linkId }] },
      }),
      'course with terms',
    );
    // a trail: step 1 holds a course (the link and the PDF), step 2 the link on its own
    const innerCourseId = await createdId(await request.post('/api/v1/curso', { headers, data: { titulo: innerCourseTitle, itens: [{ midiaId: linkId }, { midiaId: pdfId }] } }), 'inner course');
    trailId = await createdId(
      await request.post('/api/v1/formacao', {
        headers,
        data: {
          titulo: trailTitle,
          etapas: [
            { nome: 'Primeira etapa', itens: [{ tipo: 'curso', id: innerCourseId }] },
            { nome: 'Segunda etapa', itens: [{ tipo: 'midia', id: linkId }] },
          ],
        },
      }),
      'trail',
    );
    const trailEnrol = await request.post(`/api/v1/formacao/inscreverusuarios/${trailId}`, { headers, data: { usuariosIds: [alunoId] } });
    expect(trailEnrol.ok(), await trailEnrol.text()).toBeTruthy();

    const section = await request.post('/api/v1/Secao', { headers, data: { nome: `Sala aberta ${stamp}`, publico: true, itensDaSecao: [{ tipo: 'curso', id: openCourseId }] } });
    expect(section.ok(), await section.text()).toBeTruthy();
  });

  test('the learner follows the sequence to completion and finds the course at 100% in my progress', async ({ page, request }) => {
    test.setTimeout(120_000);
    await signIn(page, 'aluno@demo.local');
    await expect(page.getByTestId('main-layout')).toBeVisible();
    await page.getByRole('button', { name: 'Entendi e aceito' }).click();

    // 1. the classroom opens in focus mode at the PDF: locked by the sequence, the first item untouched
    await page.goto(classroomUrl('curso', courseId, 1));
    const classroom = page.getByTestId('classroom');
    await expect(classroom).toHaveAttribute('data-load-state', '2');
    await expect(page.getByTestId('classroom-title')).toHaveText(courseTitle);
    await expect(page.getByTestId('enrolment-status').first()).toHaveAttribute('data-status', 'not-started');
    const items = page.getByTestId('classroom-item');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText(linkName);
    await expect(items.nth(1)).toContainText(pdfName);
    await expect(items.nth(1)).toHaveAttribute('data-locked', 'true');
    await expect(items.nth(1)).toHaveAttribute('data-lock-reason', 'sequence');
    await expect(items.nth(1)).toBeDisabled();
    await expect(page.getByTestId('classroom-blocked')).toHaveAttribute('data-reason', 'sequence');
    await expect(page.getByTestId('classroom-next')).toBeDisabled();
    await expect(page.getByTestId('classroom-progress')).toHaveAttribute('data-percent', '0');
    await page.screenshot({ path: join(SHOTS, 'classroom-locked.png') });

    // the server refuses the locked item to this learner as well
    const { access } = await apiSignIn(request, 'aluno@demo.local');
    const locked = await request.get(`/api/v1/salaDeAula/curso/${courseId}/item/${pdfId}`, { headers: { authorization: `Bearer ${access}` } });
    expect(locked.status()).toBe(403);

    // the previous button opens the first item
    await page.getByTestId('classroom-previous').click();
    await expect(page).toHaveURL(new RegExp(`${classroomUrl('curso', courseId, 0)}$`));

    // 2. the link counts 100 on open; the classroom reads its info again and the PDF unlocks
    await expect(page.getByTestId('link-player')).toContainText('Você está saindo da plataforma');
    await expect(items.nth(0)).toHaveAttribute('data-progress', '100');
    await expect(items.nth(1)).toHaveAttribute('data-locked', 'false', { timeout: 15_000 });
    await expect(page.getByTestId('classroom-next')).toBeEnabled();
    await expect(page.getByTestId('classroom-progress')).toHaveAttribute('data-percent', '50');
    await expect(page.getByTestId('enrolment-status').first()).toHaveAttribute('data-status', 'on-going');
    await page.screenshot({ path: join(SHOTS, 'classroom-desktop.png') });

    // 3. the PDF: page 1 of 2 is half, the last page completes it and the course
    await page.getByTestId('classroom-next').click();
    await expect(page).toHaveURL(new RegExp(`${classroomUrl('curso', courseId, 1)}$`));
    await expect(page.getByTestId('classroom-item-title')).toHaveText(pdfName);
    const viewer = page.getByTestId('pdf-viewer');
    await expect(viewer).toBeVisible({ timeout: 20_000 });
    await expect(viewer.getByTestId('pdf-page-count')).toHaveText('de 2');
    await viewer.getByTestId('pdf-next').click();
    await expect(viewer.getByTestId('pdf-page-input')).toHaveValue('2');
    await expect(page.getByTestId('classroom-completed')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('classroom-progress')).toHaveAttribute('data-percent', '100');
    await expect(page.getByTestId('enrolment-status').first()).toHaveAttribute('data-status', 'approved');
    await expect(items.nth(1)).toHaveAttribute('data-progress', '100');
    await page.screenshot({ path: join(SHOTS, 'classroom-completed.png') });

    // 'see again' goes back to the first item
    await page.getByTestId('classroom-see-again').click();
    await expect(page).toHaveURL(new RegExp(`${classroomUrl('curso', courseId, 0)}$`));
    await expect(page.getByTestId('classroom-item-title')).toHaveText(linkName);

    // 4. a small screen: no menu, the leave button; the list opens in a drawer
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId('classroom-leave')).toBeVisible();
    await expect(page.getByTestId('classroom-sidebar')).toBeHidden();
    await page.screenshot({ path: join(SHOTS, 'classroom-mobile.png') });
    await page.getByTestId('classroom-contents-toggle').click();
    await expect(page.getByTestId('classroom-drawer').getByTestId('classroom-item')).toHaveCount(2);
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(SHOTS, 'classroom-mobile-drawer.png') });
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 800 });

    // 5. my progress lists the course at 100% with 'see again'
    await page.goto('/gestao/progresso');
    await page.getByTestId('progress-search').fill(courseTitle);
    const row = page.getByTestId('progress-row').filter({ hasText: courseTitle });
    await expect(row).toHaveCount(1);
    await expect(row).toHaveAttribute('data-percent', '100');
    await expect(row.getByTestId('progress-row-percent')).toHaveText('100%');
    await expect(row.getByTestId('progress-row-action')).toHaveText('Ver novamente');
    await page.getByTestId('progress-search').fill('');
    await expect(page.getByTestId('progress-total-approved-value')).not.toHaveText('0');
    await page.screenshot({ path: join(SHOTS, 'my-progress.png'), fullPage: true });

    // the row's button opens the classroom; leaving returns to my progress
    await row.getByTestId('progress-row-action').click();
    await expect(page.getByTestId('classroom')).toHaveAttribute('data-load-state', '2');
    await page.getByTestId('classroom-leave').click();
    await expect(page).toHaveURL(/\/gestao\/progresso$/);
  });

  test('a learner not enrolled enrols from the classroom, accepts the terms at the introduction and at the conclusion', async ({ page }) => {
    await signIn(page, 'aluno@demo.local');
    await expect(page.getByTestId('main-layout')).toBeVisible();
    await page.goto(classroomUrl('curso', openCourseId));
    const classroom = page.getByTestId('classroom');

    // 1. not enrolled: state 3 with the enrolment offer
    await expect(classroom).toHaveAttribute('data-load-state', '3');
    const offer = page.getByTestId('classroom-enrol');
    await expect(offer).toBeVisible();
    const subscribed = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(`/api/v1/curso/${openCourseId}/subscribe`));
    await offer.getByTestId('classroom-enrol-button').click();
    expect((await subscribed).ok()).toBeTruthy();

    // 2. the classroom loads and asks the introduction term; everything is locked until it is accepted
    await expect(classroom).toHaveAttribute('data-load-state', '2');
    await expect(page.getByTestId('classroom-title')).toHaveText(openCourseTitle);
    const term = page.getByTestId('classroom-term');
    await expect(term).toHaveAttribute('data-momento', 'introducao');
    await expect(term.getByTestId('classroom-term-content')).toContainText('Comprometo-me a concluir');
    await expect(page.getByTestId('classroom-item').first()).toHaveAttribute('data-lock-reason', 'term');
    await page.screenshot({ path: join(SHOTS, 'classroom-term.png') });
    // a short term fits without scrolling: it counts as read
    await expect(term.getByTestId('classroom-term-hint')).toHaveAttribute('data-read', 'true');
    await term.getByTestId('classroom-term-accept').click();
    await expect(term).toBeHidden();

    // 3. the only item opens and completes; at 100 the conclusion term is asked
    await expect(page.getByTestId('classroom-item').first()).toHaveAttribute('data-locked', 'false');
    await expect(page.getByTestId('link-player')).toBeVisible();
    await expect(page.getByTestId('classroom-progress')).toHaveAttribute('data-percent', '100', { timeout: 15_000 });
    await expect(term).toHaveAttribute('data-momento', 'conclusao');
    await term.getByTestId('classroom-term-accept').click();
    await expect(term).toBeHidden();
    const done = page.getByTestId('classroom-completed');
    await expect(done).toBeVisible();
    await expect(done.getByTestId('classroom-open-conclusion-term')).toBeHidden();
  });

  test("a trail lists its steps with the course's objects nested; a step's object reports in the trail's context", async ({ page }) => {
    await signIn(page, 'aluno@demo.local');
    await expect(page.getByTestId('main-layout')).toBeVisible();
    // step 2 is the link of the second step: it reports 100 on open, with the trail as its only context
    const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/v1/midia/progresso'));
    await page.goto(classroomUrl('trilha', trailId, 2));
    await expect(page.getByTestId('classroom')).toHaveAttribute('data-load-state', '2');
    await expect(page.getByTestId('classroom-title')).toHaveText(trailTitle);
    const etapas = page.getByTestId('classroom-etapa');
    await expect(etapas).toHaveCount(2);
    await expect(etapas.nth(0)).toContainText('Primeira etapa');
    await expect(etapas.nth(1)).toContainText('Segunda etapa');
    await expect(page.getByTestId('classroom-course-group')).toHaveText(new RegExp(innerCourseTitle));
    const items = page.getByTestId('classroom-item');
    await expect(items).toHaveCount(3);
    await expect(items.nth(0)).toHaveAttribute('data-nested', 'true');
    await expect(items.nth(2)).toHaveAttribute('data-nested', 'false');

    await expect(page.getByTestId('classroom-item-title')).toHaveText(linkName);
    await expect(items.nth(2)).toHaveAttribute('aria-current', 'step');
    const body = (await posted).postDataJSON() as { midiaId: string; formacaoId?: string; cursoId?: string };
    expect(body).toMatchObject({ midiaId: linkId, formacaoId: trailId });
    expect(body.cursoId ?? null).toBeNull();
    // the course inside is still at 0: the trail is at 50
    await expect(page.getByTestId('classroom-progress')).toHaveAttribute('data-percent', '50', { timeout: 15_000 });
    await expect(items.nth(0)).toHaveAttribute('data-progress', '0');
    await page.screenshot({ path: join(SHOTS, 'classroom-trail.png') });
  });
});
