import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiSignIn, expectToast, signIn } from './helpers.ts';

/**
 * Permission groups (/settings/permissoes, 3-admin §2-§8): an administrator creates a group with permissions of two
 * modules in the drawer, links two users (success toast), unlinks one, and deletes groups in bulk after the
 * confirmation; a user whose group loses 'Aprendizado' is sent to /403 on /home at the next navigation.
 *
 * The users linked are demo accounts (the users API to create people arrives with the users screen); every test puts
 * them back in their own groups afterwards, so the other journeys see the demo data unchanged.
 */

const BASE = '/api/v1/grupoDePermissao';
type Group = { id: string; nome: string; totalUsuarios: number };

async function adminApi(request: APIRequestContext) {
  const { access } = await apiSignIn(request, 'admin@demo.local');
  const headers = { authorization: `Bearer ${access}` };
  const groupNamed = async (nome: string): Promise<Group> => {
    const res = await request.get(`${BASE}?nome=${encodeURIComponent(nome)}&pageSize=50`, { headers });
    const found = ((await res.json()) as { data: Group[] }).data.find((g) => g.nome === nome);
    if (!found) throw new Error(`no group ${nome}`);
    return found;
  };
  return {
    groupNamed,
    create: async (nome: string, funcionalidades: string[]): Promise<Group> => {
      const res = await request.post(BASE, { headers, data: { nome, funcionalidades } });
      expect(res.status(), await res.text()).toBe(201);
      return (await res.json()) as Group;
    },
    link: async (permissionId: string, usersIds: string[]) => {
      const res = await request.post('/api/v2/grupoDePermissao/AddBondPermissionUser', { headers, data: { permissionId, usersIds } });
      expect(res.ok()).toBeTruthy();
      expect(((await res.json()) as { failedItems: unknown[] }).failedItems).toEqual([]);
    },
    remove: (id: string) => request.delete(`${BASE}/${id}`, { headers }),
  };
}

/** The account id of a demo person (a test links it elsewhere and puts it back). */
async function demoUser(request: APIRequestContext, email: string) {
  return (await apiSignIn(request, email)).userId;
}

async function signInAdmin(page: Page) {
  await signIn(page, 'admin@demo.local');
  await expect(page.getByTestId('main-layout')).toBeVisible();
}

const tableRow = (page: Page, text: string) => page.getByTestId('permission-groups-table').locator('tbody tr').filter({ hasText: text });

test.describe('permission groups', () => {
  // two sessions and a dozen server round trips each: more than the default minute on a busy machine
  test.describe.configure({ timeout: 120_000 });

  test('create a group with two modules, link two users, unlink one, bulk delete with confirmation', async ({ page, request }) => {
    const id = Date.now().toString(36);
    const nome = `E2E Grupo ${id}`;
    const api = await adminApi(request);
    const aluno = await demoUser(request, 'aluno@demo.local');
    const gestor = await demoUser(request, 'gestor@demo.local');
    const alunoGroup = await api.groupNamed('Aluno');
    const gestorGroup = await api.groupNamed('Gestor');

    try {
      await signInAdmin(page);
      await page.goto('/settings/permissoes');
      await expect(page.getByRole('heading', { name: 'Permissões' })).toBeVisible();
      await expect(tableRow(page, 'Administrador')).toContainText('Seu grupo');

      // the drawer: name and at least one permission are required
      await page.getByTestId('permission-groups-new').click();
      const drawer = page.getByTestId('permission-group-drawer');
      await expect(drawer).toBeVisible();
      await drawer.getByTestId('permission-group-submit').click();
      await expect(drawer.getByText('Campo obrigatório')).toBeVisible();
      await expect(drawer.getByText('Selecione pelo menos uma permissão.')).toBeVisible();

      await drawer.getByTestId('group-nome').fill(nome);
      await drawer.getByTestId('group-descricao').fill('Criado pelo teste de ponta a ponta');
      // a whole module, and two entries of another
      await drawer.getByTestId('module-toggle-Aprendizado').check();
      await expect(drawer.getByTestId('functionality-Notificações')).toBeChecked();
      await drawer.getByTestId('functionality-Regras').check();
      await drawer.getByTestId('functionality-Jornada').check();
      await expect(drawer.getByTestId('module-Gamificação')).toContainText('2/4');
      await expect(drawer.getByTestId('module-Aprendizado')).toContainText('2/2');
      await expect(drawer.getByText('4 de 42 selecionadas')).toBeVisible();
      await drawer.getByTestId('permission-group-submit').click();
      await expectToast(page, 'Registro cadastrado com sucesso');
      await expect(drawer).toBeHidden();

      const row = tableRow(page, nome);
      await expect(row).toContainText('4/42');
      await expect(row.getByTestId('group-total-users')).toHaveText('0');

      // link two users
      await row.getByTestId('row-action-link').click();
      const modal = page.getByTestId('link-users-modal');
      await expect(modal).toBeVisible();
      await expect(modal.getByText('Nenhum usuário vinculado a este grupo.')).toBeVisible();
      const picker = modal.getByTestId('link-users-select');
      await picker.click();
      await picker.fill('aluno@demo');
      await page.getByRole('option', { name: /Alice Aluna/ }).click();
      await picker.fill('Gustavo');
      await page.getByRole('option', { name: /Gustavo Gestor/ }).click();
      await modal.getByTestId('link-users-submit').click();
      await expectToast(page, 'Permissão vinculada ao(s) usuário(s) com sucesso!');
      const members = modal.getByTestId('group-user-row');
      await expect(members).toHaveCount(2);
      await expect(modal.getByTestId('group-users-total')).toHaveText('2 usuários');

      // unlink one, after the confirmation
      await members.filter({ hasText: 'Gustavo Gestor' }).getByTestId('unlink-user').click();
      await page.getByTestId('confirm-unlink-confirm').click();
      await expectToast(page, 'Permissão desvinculada do(s) usuário(s) com sucesso!');
      await expect(members).toHaveCount(1);
      await expect(members.first()).toContainText('Alice Aluna');
      await modal.getByTestId('link-users-close').click();
      await expect(row.getByTestId('group-total-users')).toHaveText('1');
      // a group with users cannot be deleted
      await expect(row.getByTestId('row-action-delete')).toHaveAttribute('data-disabled', 'true');

      // bulk deletion (DeleteBulking) of two empty groups, confirmed first
      const lote = `E2E Lote ${id}`;
      await api.create(`${lote} A`, ['Aprendizado']);
      await api.create(`${lote} B`, ['Cursos', 'Conteúdo']);
      await page.goto(`/settings/permissoes?f_nome=${encodeURIComponent(lote)}`);
      const rows = page.getByTestId('permission-groups-table').locator('tbody tr');
      await expect(rows).toHaveCount(2);
      await rows.nth(0).locator('input[type=checkbox]').check();
      await rows.nth(1).locator('input[type=checkbox]').check();
      await page.getByTestId('data-table-delete-selected').click();
      await expect(page.getByTestId('confirm-delete')).toContainText('Deseja realmente excluir os 2 registros selecionados?');
      await page.getByTestId('confirm-delete-confirm').click();
      await expectToast(page, '2 grupos de permissão excluídos com sucesso');
      await expect(page.getByTestId('data-table-total')).toHaveText(/^0 registro/);
      await expect(page.getByTestId('permission-groups-table').getByText('Nenhum registro corresponde aos filtros aplicados.')).toBeVisible();
    } finally {
      await api.link(alunoGroup.id, [aluno]);
      await api.link(gestorGroup.id, [gestor]);
      const created = await api.groupNamed(nome).catch(() => null);
      if (created) await api.remove(created.id);
    }
  });

  test("a user whose group loses 'Aprendizado' is sent to /403 on /home at the next navigation", async ({ browser, page, request }) => {
    const id = Date.now().toString(36);
    const nome = `E2E Aprendizes ${id}`;
    const api = await adminApi(request);
    const aluno = await demoUser(request, 'aluno@demo.local');
    const alunoGroup = await api.groupNamed('Aluno');
    const group = await api.create(nome, ['Aprendizado', 'Notificações', 'Gestão', 'Meu Progresso']);
    await api.link(group.id, [aluno]);

    const learnerContext = await browser.newContext();
    const learner = await learnerContext.newPage();
    try {
      await signIn(learner, 'aluno@demo.local');
      await expect(learner).toHaveURL(/\/home$/);

      // the administrator takes 'Aprendizado' away in the drawer
      await signInAdmin(page);
      await page.goto(`/settings/permissoes?f_nome=${encodeURIComponent(nome)}`);
      await tableRow(page, nome).getByTestId('row-action-edit').click();
      const drawer = page.getByTestId('permission-group-drawer');
      await drawer.getByTestId('functionality-Aprendizado').uncheck();
      await drawer.getByTestId('permission-group-submit').click();
      await expectToast(page, 'Registro atualizado com sucesso');

      // the learner's next navigation reads the group again
      await learner.goto('/home');
      await expect(learner).toHaveURL(/\/403$/, { timeout: 20_000 });
    } finally {
      await learnerContext.close();
      await api.link(alunoGroup.id, [aluno]);
      await api.remove(group.id);
    }
  });

  test('the group form says which combinations work and offers only what the user holds; nobody changes their own access', async ({ page, request }) => {
    // three sessions and two screens: more than the describe's two minutes on a busy machine
    test.setTimeout(300_000);
    const id = Date.now().toString(36);
    const nome = `E2E Combinações ${id}`;
    const api = await adminApi(request);
    const avaliador = await demoUser(request, 'avaliador@demo.local');
    const avaliadorGroup = await api.groupNamed('Avaliador');
    const editors = await api.create(`E2E Editores ${id}`, ['Aprendizado', 'Configurações', 'Permissões']);
    await api.link(editors.id, [avaliador]);
    try {
      // 'Usuários' without the 'Contas' menu access: the form says so and refuses to save until it is added
      await signInAdmin(page);
      await page.goto('/settings/permissoes');
      await page.getByTestId('permission-groups-new').click();
      const drawer = page.getByTestId('permission-group-drawer');
      await drawer.getByTestId('group-nome').fill(nome);
      await drawer.getByTestId('functionality-Usuários').check();
      const hint = drawer.getByTestId('menu-access-hint-Contas');
      await expect(hint).toHaveText('Usuários: o grupo precisa também do acesso ao menu Contas (sem ele, a tela não abre).');
      await drawer.getByTestId('permission-group-submit').click();
      await expect(drawer.getByTestId('functionality-checklist')).toContainText('Usuários: o grupo precisa também do acesso ao menu Contas');
      await expect(drawer).toBeVisible();
      await drawer.getByTestId('functionality-Contas').check();
      await expect(hint).toBeHidden();
      await drawer.getByTestId('permission-group-submit').click();
      // saved: the drawer closes and the list shows the group (generous waits: a busy machine answers slowly)
      await expect(drawer).toBeHidden({ timeout: 30_000 });
      await expect(tableRow(page, nome)).toContainText('2/42', { timeout: 30_000 });

      // the administrator's own account: group and classification cannot be changed on the users screen
      await page.goto(`/conta/usuario?f_nome=${encodeURIComponent('Ana Administradora')}`);
      await page.getByTestId('users-table').locator('tbody tr').filter({ hasText: 'Ana Administradora' }).getByTestId('row-action-edit').click();
      const userDrawer = page.getByTestId('user-drawer');
      await expect(userDrawer.getByTestId('user-grupo')).toBeDisabled();
      await expect(userDrawer.getByTestId('user-classificacao-hint')).toHaveText('Você não pode alterar a sua própria classificação. Peça a outro administrador.');
      await page.keyboard.press('Escape');

      // someone holding only 'Aprendizado', 'Configurações' and 'Permissões' may grant nothing else
      const context = await page.context().browser()!.newContext();
      const editor = await context.newPage();
      try {
        await signIn(editor, 'avaliador@demo.local');
        await expect(editor.getByTestId('main-layout')).toBeVisible({ timeout: 30_000 });
        await editor.goto('/settings/permissoes');
        await editor.getByTestId('permission-groups-new').click();
        const own = editor.getByTestId('permission-group-drawer');
        await expect(own.getByTestId('functionality-Cursos')).toBeDisabled();
        await expect(own.getByTestId('functionality-Permissões')).toBeEnabled();
        await own.getByTestId('not-held-Cursos').hover();
        await expect(editor.getByText('Você não tem esta permissão e não pode concedê-la.')).toBeVisible();
        await own.getByTestId('functionality-all').click();
        await expect(own.getByText('3 de 42 selecionadas')).toBeVisible();
        // and the server refuses it all the same
        const { access } = await apiSignIn(request, 'avaliador@demo.local');
        const refused = await request.post(BASE, { headers: { authorization: `Bearer ${access}` }, data: { nome: `${nome} forte`, funcionalidades: ['Aprendizado', 'Cursos'] } });
        expect(refused.status()).toBe(403);
        expect((await refused.json()) as unknown).toEqual({
          success: false,
          notifications: [{ message: 'Você não pode adicionar a um grupo permissões que você não tem: Cursos.', field: 'funcionalidades' }],
        });
      } finally {
        await context.close();
      }
    } finally {
      await api.link(avaliadorGroup.id, [avaliador]);
      await api.remove(editors.id);
      const created = await api.groupNamed(nome).catch(() => null);
      if (created) await api.remove(created.id);
    }
  });
});
