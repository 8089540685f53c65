import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiSignIn, signIn } from './helpers.ts';

/**
 * The learner's detail dialog lists what the classroom lists (2-learner §3 'Course or trail detail'; docs/learner.md):
 * the demo course counts its assessment as the classroom does, a course not released yet shows the release date of
 * its items, and a course approved on its own shows complete, with its completion date, in a trail that holds it
 * (docs/classroom.md, 'Completed work counts everywhere').
 */

const SHOTS = process.env.E2E_SHOTS_DIR ?? join(tmpdir(), 'learner-outline-shots');
mkdirSync(SHOTS, { recursive: true });
const DEMO_COURSE = 'Integração de novos colaboradores';

const view = (tipo: 'curso' | 'trilha', id: string) => `/home?view=${Buffer.from(`${tipo}:${id}`).toString('base64url')}`;
const classroomUrl = (tipo: 'curso' | 'trilha', id: string) => `/learning-center/view/${Buffer.from(`${tipo}:${id}`).toString('base64url')}/0`;

async function createdId(response: Awaited<ReturnType<APIRequestContext['post']>>, what: string): Promise<string> {
  expect(response.ok(), `${what}: ${await response.text()}`).toBeTruthy();
  return ((await response.json()) as { id: string }).id;
}

/** dd/MM/yyyy, as the app writes dates in Portuguese (the journeys' browser runs in São Paulo time). */
const ptDate = (d: Date) => new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'America/Sao_Paulo' }).format(d);

test.describe('learner detail outline', () => {
  test.describe.configure({ mode: 'serial' });
  const stamp = Date.now().toString(36);
  const release = new Date(Date.now() + 10 * 86_400_000);
  let demoCourseId = '';
  let laterCourseId = '';
  let doneCourseId = '';
  let trailId = '';
  let headers: Record<string, string> = {};

  test.beforeAll(async ({ request }) => {
    test.setTimeout(180_000);
    const { access } = await apiSignIn(request, 'admin@demo.local');
    headers = { authorization: `Bearer ${access}` };
    // The demo content is created in the background after start-up.
    await expect
      .poll(
        async () => {
          const reply = await request.get('/api/v1/curso', { headers, params: { search: DEMO_COURSE, pageSize: 50 } });
          if (!reply.ok()) return '';
          demoCourseId = ((await reply.json()) as { data: { id: string; titulo: string }[] }).data.find((c) => c.titulo === DEMO_COURSE)?.id ?? '';
          return demoCourseId;
        },
        { timeout: 120_000, intervals: [1_000, 2_000] },
      )
      .not.toBe('');

    const linkId = await createdId(await request.post('/api/v1/midia', { headers, data: { nome: `Leitura ${stamp}`, tipo: 'link', link: 'https://example.com/leitura' } }), 'link');
    laterCourseId = await createdId(
      await request.post('/api/v1/curso', {
        headers,
        data: {
          titulo: `Curso agendado ${stamp}`,
          itens: [{ midiaId: linkId }],
          parametrizacaoConteudo: { controleDeConsumo: { modoLiberacao: 'DataHora', dataHoraLiberacao: release.toISOString() } },
        },
      }),
      'scheduled course',
    );
    doneCourseId = await createdId(await request.post('/api/v1/curso', { headers, data: { titulo: `Curso concluído ${stamp}`, itens: [{ midiaId: linkId }] } }), 'course');
    trailId = await createdId(
      await request.post('/api/v1/formacao', { headers, data: { titulo: `Trilha com curso feito ${stamp}`, etapas: [{ nome: 'Etapa única', itens: [{ tipo: 'curso', id: doneCourseId }] }] } }),
      'trail',
    );

    // The learner approves the course on its own, then is enrolled in the trail that holds it.
    const aluno = await apiSignIn(request, 'aluno@demo.local');
    for (const [tipo, id] of [
      ['curso', doneCourseId],
      ['curso', laterCourseId],
    ] as const) {
      const enrol = await request.post(`/api/v1/${tipo}/inscreverusuarios/${id}`, { headers, data: { usuariosIds: [aluno.userId] } });
      expect(enrol.ok(), await enrol.text()).toBeTruthy();
    }
    const progress = await request.post('/api/v1/midia/progresso', {
      headers: { authorization: `Bearer ${aluno.access}` },
      data: { midiaId: linkId, percentualProgresso: 100, cursoId: doneCourseId },
    });
    expect(progress.ok(), await progress.text()).toBeTruthy();
    const trailEnrol = await request.post(`/api/v1/formacao/inscreverusuarios/${trailId}`, { headers, data: { usuariosIds: [aluno.userId] } });
    expect(trailEnrol.ok(), await trailEnrol.text()).toBeTruthy();
  });

  test('the demo course counts what its classroom lists, its assessment included', async ({ page }) => {
    await signIn(page, 'admin@demo.local');
    await expect(page.getByTestId('main-layout')).toBeVisible();
    await page.goto(view('curso', demoCourseId));
    const dialog = page.getByTestId('item-detail');
    await expect(dialog.getByTestId('detail-title')).toHaveText(DEMO_COURSE);
    const lines = dialog.getByTestId('detail-items').getByTestId('detail-item');
    await expect(lines).toHaveCount(4);
    await expect(dialog.getByTestId('detail-item-count')).toHaveText('4');
    await expect(lines.and(page.locator('[data-kind="avaliacao"]'))).toHaveCount(1);

    if (!(await dialog.getByTestId('detail-action').isVisible())) await dialog.getByTestId('detail-enrol').click();
    await dialog.getByTestId('detail-action').click();
    await expect(page).toHaveURL(/learning-center\/view\//);
    await expect(page.getByTestId('classroom-sidebar').getByTestId('classroom-item')).toHaveCount(4);
    await page.screenshot({ path: join(SHOTS, 'demo-classroom.png'), fullPage: true });
  });

  test('a course not released yet shows the release date of its items', async ({ page }) => {
    await signIn(page, 'aluno@demo.local');
    await expect(page.getByTestId('main-layout')).toBeVisible();
    await page.goto(view('curso', laterCourseId));
    const dialog = page.getByTestId('item-detail');
    await expect(dialog.getByTestId('detail-item')).toHaveCount(1);
    await expect(dialog.getByTestId('detail-item-release')).toHaveText(`Disponível a partir de ${ptDate(release)}`);
    await page.screenshot({ path: join(SHOTS, 'release-date.png'), fullPage: true });
  });

  test('a course approved on its own shows complete in the trail, with the date it was completed', async ({ page }) => {
    await signIn(page, 'aluno@demo.local');
    await expect(page.getByTestId('main-layout')).toBeVisible();
    await page.goto(view('trilha', trailId));
    const dialog = page.getByTestId('item-detail');
    await expect(dialog.getByTestId('detail-progress')).toContainText('100%');
    const step = dialog.getByTestId('detail-steps').getByTestId('detail-item');
    await expect(step).toHaveCount(1);
    await expect(step).toContainText(`Curso concluído ${stamp}`);
    await expect(step.getByTestId('detail-item-completed')).toHaveText(/^Concluído em \d{2}\/\d{2}\/\d{4}$/);

    // The trail's classroom shows the course done as well.
    await page.goto(classroomUrl('trilha', trailId));
    await expect(page.getByTestId('classroom-sidebar').getByTestId('classroom-course-group')).toContainText(`Curso concluído ${stamp}`);
    await expect(page.getByTestId('classroom-progress').first()).toHaveAttribute('data-percent', '100');
    await page.screenshot({ path: join(SHOTS, 'trail-step-done.png'), fullPage: true });
  });
});
