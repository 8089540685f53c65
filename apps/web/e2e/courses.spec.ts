import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, expectToast, rows, signIn } from './helpers.ts';

/**
 * Courses /conteudo/curso and trails /conteudo/trilha (3-admin §2, §3, §8): the administrator creates a course with
 * two demo repository objects, reorders them, sets its rules, saves and edits it (adding the demo assessment); creates
 * a trail of two steps (the new course, then an object and the assessment), sees a repeated step name refused, saves;
 * sees the course's bonds (the trail) and removes the trail.
 */

const SHOTS = process.env.E2E_SHOTS_DIR ?? join(tmpdir(), 'courses-e2e-shots');

const shot = async (page: Page, name: string) => {
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: false });
};

const itemTitles = (page: Page) => page.getByTestId('course-item-title').allTextContents();

async function addObject(page: Page, search: string, name: string) {
  await page.getByTestId('objects-search').fill(search);
  const result = page.getByTestId('objects-result').filter({ hasText: name });
  await expect(result).toBeVisible();
  await result.getByTestId('objects-add').click();
}

test.describe('courses and trails', () => {
  test('course with two objects, rules, edit; trail of two steps; bonds; trail removed', async ({ page }) => {
    test.setTimeout(120_000);
    mkdirSync(SHOTS, { recursive: true });
    const id = Date.now().toString(36);
    const courseName = `Curso E2E ${id}`;
    const trailName = `Trilha E2E ${id}`;

    await signIn(page, 'admin@demo.local');
    await expect(page.getByTestId('main-layout')).toBeVisible();
    await page.goto('/conteudo/curso');
    const courses = page.getByTestId('courses-table');
    await expect(courses).toBeVisible();
    await shot(page, '01-courses-list');

    // ---------------------------------------------------------------- course: general data
    await page.getByTestId('courses-new').click();
    const form = page.getByTestId('content-form');
    await expect(form).toBeVisible();
    await page.getByTestId('content-titulo').fill(courseName);
    await page.getByTestId('content-codigo').fill(`C-${id}`.toUpperCase());
    await page.getByTestId('content-sinopse').fill('Primeiros passos na empresa.');
    await page.getByTestId('content-cargaHoraria').fill('1h');
    await page.getByTestId('content-wizard-next').click();
    await expect(form.getByText('Informe a carga horária como hh:mm.')).toBeVisible();
    await page.getByTestId('content-cargaHoraria').fill('00:30');
    await shot(page, '02-course-general');
    await page.getByTestId('content-wizard-next').click();

    // ---------------------------------------------------------------- course: rules
    await expect(page.getByTestId('content-wizard-content')).toHaveAttribute('data-step', 'rules');
    await expect(page.getByTestId('content-no-limit')).toBeVisible();
    await form.getByLabel('Sequência obrigatória').check({ force: true });
    await page.getByTestId('content-aproveitamento').fill('70');
    await form.getByText('Em data e hora').click();
    await page.getByTestId('content-wizard-next').click();
    await expect(form.getByText('Informe a data e hora de liberação do conteúdo.')).toBeVisible();
    await page.getByTestId('content-dataHoraLiberacao').fill('01/12/2026 08:00');
    await page.getByTestId('content-dataHoraLiberacao').blur();
    await shot(page, '03-course-rules');
    await page.getByTestId('content-wizard-next').click();

    // ---------------------------------------------------------------- course: objects, reordered
    await expect(page.getByTestId('content-wizard-content')).toHaveAttribute('data-step', 'objects');
    await addObject(page, 'Manual de Boas', 'Manual de Boas-Vindas');
    await addObject(page, 'Palestra', 'Palestra: como aprendemos');
    await expect(page.getByTestId('course-item')).toHaveCount(2);
    expect(await itemTitles(page)).toEqual(['Manual de Boas-Vindas', 'Palestra: como aprendemos']);
    await page.getByTestId('course-item').first().getByTestId('course-item-down').click();
    expect(await itemTitles(page)).toEqual(['Palestra: como aprendemos', 'Manual de Boas-Vindas']);
    await expect(page.getByTestId('objects-sum')).toContainText('00:30');
    await shot(page, '04-course-objects');
    await page.getByTestId('content-wizard-next').click();

    // ---------------------------------------------------------------- course: personalization, save
    await expect(page.getByTestId('content-card-horizontal')).toBeVisible();
    await shot(page, '05-course-personalization');
    await page.getByTestId('content-wizard-finish').click();
    await expectToast(page, 'Registro cadastrado com sucesso');
    await expect(form).toBeHidden();
    const courseRow = rows(courses).filter({ hasText: courseName });
    await expect(courseRow).toBeVisible();
    await expect(courseRow.getByTestId('content-count')).toHaveText('2');
    await expect(courseRow).toContainText('00:30');
    await shot(page, '06-course-saved');

    // ---------------------------------------------------------------- course: edit
    await courseRow.getByTestId('row-action-edit').click();
    await expect(form).toBeVisible();
    await expect(page.getByTestId('content-titulo')).toHaveValue(courseName);
    await expect(page.getByTestId('content-cargaHoraria')).toHaveValue('00:30');
    await page.getByTestId('content-cargaHoraria').fill('01:15');
    await page.getByTestId('content-wizard-step-objects').click();
    await expect(page.getByTestId('content-wizard-content')).toHaveAttribute('data-step', 'objects');
    expect(await itemTitles(page)).toEqual(['Palestra: como aprendemos', 'Manual de Boas-Vindas']);
    // removing an item asks first, warning that it cannot be undone; cancelled here
    await page.getByTestId('course-item').last().getByTestId('course-item-remove').click();
    await expect(page.getByTestId('confirm-remove-item')).toContainText('Remover este item não poderá ser desfeito.');
    await shot(page, '07-course-remove-item');
    await page.getByTestId('confirm-remove-item-cancel').click();
    await expect(page.getByTestId('course-item')).toHaveCount(2);
    // an assessment joins the items from the 'Avaliações' source, shown with its badge
    await page.getByTestId('course-item-source').getByText('Avaliações').click();
    await page.getByTestId('assessments-search').fill('boas-vindas');
    await page.getByTestId('assessments-result').filter({ hasText: 'Avaliação de boas-vindas' }).getByTestId('assessments-add').click();
    await expect(page.getByTestId('course-item')).toHaveCount(3);
    await expect(page.getByTestId('course-item').last().getByTestId('item-badge-avaliacao')).toBeVisible();
    expect(await itemTitles(page)).toEqual(['Palestra: como aprendemos', 'Manual de Boas-Vindas', 'Avaliação de boas-vindas']);
    await shot(page, '07b-course-assessment');
    await page.getByTestId('content-wizard-finish').click();
    await expectToast(page, 'Registro atualizado com sucesso');
    await expect(form).toBeHidden();
    await expect(courseRow).toContainText('01:15');
    await expect(courseRow.getByTestId('content-count')).toHaveText('3');

    // ---------------------------------------------------------------- trail of two steps
    await page.goto('/conteudo/trilha');
    const trails = page.getByTestId('trails-table');
    await expect(trails).toBeVisible();
    await page.getByTestId('trails-new').click();
    await expect(form).toBeVisible();
    await page.getByTestId('content-titulo').fill(trailName);
    await page.getByTestId('content-cargaHoraria').fill('02:00');
    await page.getByTestId('content-wizard-next').click();
    await page.getByTestId('content-wizard-next').click();
    await expect(page.getByTestId('content-wizard-content')).toHaveAttribute('data-step', 'objects');

    await page.getByTestId('trail-new-step-name').fill('Fundamentos');
    await page.getByTestId('trail-add-step').click();
    const step1 = page.getByTestId('trail-step').nth(0);
    await step1.getByTestId('trail-step-workload').fill('01:15');
    await step1.getByTestId('trail-step-add-course').click();
    await step1.getByTestId('trail-step-add-course').fill(courseName);
    await page.getByRole('option', { name: courseName }).click();
    await expect(step1.getByTestId('trail-step-item')).toHaveCount(1);

    await page.getByTestId('trail-new-step-name').fill('Prática');
    await page.getByTestId('trail-add-step').click();
    const step2 = page.getByTestId('trail-step').nth(1);
    await step2.getByTestId('trail-step-workload').fill('00:45');
    await step2.getByTestId('trail-step-add-object').click();
    await step2.getByTestId('trail-step-add-object').fill('Manual de Boas');
    await page.getByRole('option', { name: 'Manual de Boas-Vindas' }).click();
    await expect(step2.getByTestId('trail-step-item')).toHaveCount(1);
    await step2.getByTestId('trail-step-add-assessment').click();
    await step2.getByTestId('trail-step-add-assessment').fill('boas-vindas');
    await page.getByRole('option', { name: 'Avaliação de boas-vindas' }).click();
    await expect(step2.getByTestId('trail-step-item')).toHaveCount(2);
    await expect(step2.getByTestId('item-badge-avaliacao')).toBeVisible();

    // a repeated step name (ignoring case) is refused
    await page.getByTestId('trail-new-step-name').fill('fundamentos');
    await page.getByTestId('trail-add-step').click();
    await expect(form.getByText('Já existe uma etapa com este nome na trilha.')).toBeVisible();
    await expect(page.getByTestId('trail-step')).toHaveCount(2);
    // and so is renaming a step to another's name
    await step2.getByTestId('trail-step-name').fill('Fundamentos');
    await page.getByTestId('content-wizard-next').click();
    await expect(step2.getByText('Já existe uma etapa com este nome na trilha.')).toBeVisible();
    await shot(page, '08-trail-duplicate-step');
    await step2.getByTestId('trail-step-name').fill('Prática');
    await expect(page.getByTestId('trail-steps-sum')).toContainText('02:00');
    await shot(page, '09-trail-steps');
    await page.getByTestId('content-wizard-next').click();
    await page.getByTestId('content-wizard-finish').click();
    await expectToast(page, 'Registro cadastrado com sucesso');
    await expect(form).toBeHidden();
    const trailRow = rows(trails).filter({ hasText: trailName });
    await expect(trailRow.getByTestId('content-count')).toHaveText('2');
    await shot(page, '10-trail-saved');

    // ---------------------------------------------------------------- bonds of the course: the trail
    await page.goto('/conteudo/curso');
    await rows(courses).filter({ hasText: courseName }).getByTestId('row-action-bonds').click();
    const bonds = page.getByTestId('content-bonds-modal');
    await expect(bonds.getByTestId('content-bonds-formacoes')).toContainText(trailName);
    await shot(page, '11-course-bonds');
    await page.keyboard.press('Escape');
    await expect(bonds).toBeHidden();

    // ---------------------------------------------------------------- remove the trail
    await page.goto('/conteudo/trilha');
    await rows(trails).filter({ hasText: trailName }).getByTestId('row-action-delete').click();
    await expect(page.getByTestId('confirm-delete')).toContainText('não poderá ser desfeito');
    await shot(page, '12-trail-delete');
    await page.getByTestId('confirm-delete-confirm').click();
    await expectToast(page, 'Trilha removida com sucesso');
    await expect(rows(trails).filter({ hasText: trailName })).toHaveCount(0);
  });

  test('removing a course lists its enrolled learners and says what happens to their progress and certificates', async ({ page, request }) => {
    mkdirSync(SHOTS, { recursive: true });
    const courseName = `Curso com inscritos E2E ${Date.now().toString(36)}`;
    const admin = await apiSignIn(request, 'admin@demo.local');
    const aluno = await apiSignIn(request, 'aluno@demo.local');
    const gestor = await apiSignIn(request, 'gestor@demo.local');
    const headers = { Authorization: `Bearer ${admin.access}` };
    const created = await request.post('/api/v1/curso', { headers, data: { titulo: courseName } });
    expect(created.ok(), 'POST curso').toBeTruthy();
    const { id } = (await created.json()) as { id: string };
    const enrolled = await request.post(`/api/v1/curso/inscreverusuarios/${id}`, { headers, data: { usuariosIds: [aluno.userId, gestor.userId] } });
    expect(enrolled.ok(), 'inscreverusuarios').toBeTruthy();

    await signIn(page, 'admin@demo.local');
    await expect(page.getByTestId('main-layout')).toBeVisible();
    await page.goto('/conteudo/curso');
    const courses = page.getByTestId('courses-table');
    await rows(courses).filter({ hasText: courseName }).getByTestId('row-action-delete').click();
    const dialog = page.getByTestId('confirm-delete');
    const learners = dialog.getByTestId('content-bonds-inscritos');
    await expect(learners).toContainText('Pessoas inscritas');
    await expect(learners.getByTestId('content-bonds-inscritos-total')).toHaveText('2');
    await expect(learners.getByRole('listitem')).toHaveCount(2);
    await expect(learners).toContainText('Alice Aluna');
    await expect(learners).toContainText('Gustavo Gestor');
    await expect(dialog.getByTestId('content-bonds-inscritos-effect')).toHaveText(
      'As inscrições e o progresso dessas pessoas neste curso serão removidos. Os certificados já emitidos continuam válidos.',
    );
    await shot(page, '13-course-delete-learners');
    await dialog.getByTestId('confirm-delete-confirm').click();
    await expectToast(page, 'Registro removido com sucesso');
    await expect(rows(courses).filter({ hasText: courseName })).toHaveCount(0);
    // the learners' enrolments went with it
    const left = await request.get(`/api/v1/usuario/inscricao/${aluno.userId}`, { headers });
    expect(((await left.json()) as { conteudoId: string }[]).map((e) => e.conteudoId)).not.toContain(id);
  });
});
