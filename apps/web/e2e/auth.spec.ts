import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, apiSignIn, expectToast, newPasswordPath, signIn, waitForMail } from './helpers.ts';

test.describe('sign-in', () => {
  test('shows the login page with its options', async ({ page }) => {
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Bem-vindo(a)!' })).toBeVisible();
    await expect(page.getByLabel('Lembrar-me')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Esqueci minha senha' })).toHaveAttribute('href', '/auth/recover');
    await expect(page.getByRole('link', { name: /Validar certificado/ })).toHaveAttribute('href', '/cert');
    await expect(page.getByRole('button', { name: 'Entrar com SSO' })).toBeVisible();
  });

  test('wrong credentials show the server message in an Ops toast', async ({ page }) => {
    await signIn(page, 'admin@demo.local', 'Errada@123');
    await expectToast(page, 'Ops', 'Usuário ou senha inválidos.');
    await expect(page).toHaveURL(/\/login/);
  });

  test('an administrator lands on /home and can sign out', async ({ page, context }) => {
    await signIn(page, 'admin@demo.local');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('learner-home')).toBeVisible();
    await expect(page.getByTestId('home-welcome')).toContainText('Ana');
    const access = await page.evaluate(() => (JSON.parse(sessionStorage.getItem('plataforma.tokens') ?? '{}') as { access?: string }).access);
    expect(access).toBeTruthy();

    await page.goto('/logout');
    await expect(page).toHaveURL(/\/login$/);
    const stored = await page.evaluate(() => [localStorage.getItem('plataforma.tokens'), sessionStorage.getItem('plataforma.tokens')]);
    expect(stored).toEqual([null, null]);
    // The refresh cookie is gone and the signed-out access token is refused at once.
    expect((await context.cookies()).filter((c) => c.name === 'plataforma_refresh')).toEqual([]);
    expect((await page.request.get('/api/v1/Tenant', { headers: { Authorization: `Bearer ${access}` } })).status()).toBe(401);
    await page.goto('/home');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fhome$/);
  });

  test('a protected route remembers where the person was going', async ({ page }) => {
    await page.goto('/conta/usuario?page=2');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fconta%2Fusuario%3Fpage%3D2$/);
    await page.getByLabel('Usuário').fill('admin@demo.local');
    await page.getByLabel('Senha', { exact: true }).fill('Demo@2026');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL(/\/conta\/usuario\?page=2$/);
    await expect(page.getByRole('heading', { name: 'Usuários', level: 1 })).toBeVisible();
  });

  test('the refresh token stays out of JavaScript: an HttpOnly cookie, persistent with remember-me', async ({ page, context }) => {
    await page.goto('/login');
    await page.getByLabel('Usuário').fill('aluno@demo.local');
    await page.getByLabel('Senha', { exact: true }).fill('Demo@2026');
    await page.getByLabel('Lembrar-me').check();
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL(/\/home$/);

    const cookies = (await context.cookies()).filter((c) => c.name === 'plataforma_refresh');
    expect(cookies.map((c) => c.path).sort()).toEqual(['/api/v1/autenticacao/Refresh', '/api/v1/autenticacao/logout']);
    for (const cookie of cookies) {
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
      expect(cookie.expires).toBeGreaterThan(Date.now() / 1000 + 24 * 3600); // persistent: remember me
    }
    // Neither the page's storage nor document.cookie holds it.
    const visible = await page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, cookie: document.cookie }));
    expect(visible).not.toContain(cookies[0].value.slice(2));
    expect(visible).not.toMatch(/refresh/i);

    // A new tab (a browser restarted with remember-me) resumes the session through the cookie.
    const tab = await context.newPage();
    await tab.goto('/home');
    await expect(tab).toHaveURL(/\/home$/);
    await expect(tab.getByTestId('learner-home')).toBeVisible();
    await tab.close();
  });

  test('without remember-me the cookie lives with the browser session and a reload keeps the session', async ({ page, context }) => {
    await signIn(page, 'aluno@demo.local');
    await expect(page).toHaveURL(/\/home$/);
    const cookies = (await context.cookies()).filter((c) => c.name === 'plataforma_refresh');
    expect(cookies).toHaveLength(2);
    expect(cookies.every((c) => c.expires === -1 && c.httpOnly)).toBe(true);
    // A reload of a tab whose access token is gone gets a new one through the cookie.
    await page.evaluate(() => sessionStorage.removeItem('plataforma.tokens'));
    await page.reload();
    await expect(page.getByTestId('learner-home')).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
    expect(await page.evaluate(() => sessionStorage.getItem('plataforma.tokens'))).not.toBeNull();
  });

  test('a learner without the permission is sent to /403, unknown paths to /404', async ({ page }) => {
    await signIn(page, 'aluno@demo.local');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/conta/usuario');
    await expect(page).toHaveURL(/\/403$/);
    await expect(page.getByRole('heading', { name: 'Acesso restrito' })).toBeVisible();
    await page.getByRole('link', { name: 'Voltar ao início' }).click();
    await expect(page).toHaveURL(/\/home$/);

    await page.goto('/isto/nao/existe');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  });

  test('redirect routes keep their parameters', async ({ page }) => {
    await signIn(page, 'admin@demo.local');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/about/abc?x=1');
    await expect(page).toHaveURL(/\/catalog\/abc\?x=1$/);
    await page.goto('/learn/curso-1/2');
    await expect(page).toHaveURL(/\/learning-center\/view\/curso-1\/2$/);
    await page.goto('/settings/personalizacoes');
    await expect(page).toHaveURL(/\/settings\/config$/);
  });

  test('SSO by company name says honestly that it is not configured', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Entrar com SSO' }).click();
    await page.getByLabel('Empresa ou provedor').fill('Acme');
    await page.getByRole('button', { name: 'Continuar com SSO' }).click();
    await expect(page.getByTestId('sso-notice')).toContainText('Acme');
    await page.goto('/auth/sso');
    await expect(page.getByTestId('sso-callback')).toBeVisible();
  });

  test('the language picker switches the interface to English and remembers it', async ({ page }) => {
    await page.goto('/login');
    await page.getByTestId('language-picker').click();
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome!' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome!' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  });

  test('the theme toggle switches to dark and keeps the local option', async ({ page }) => {
    await page.goto('/login');
    await page.getByTestId('color-scheme-toggle').click();
    await page.getByRole('menuitem', { name: 'Escuro' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('plataforma.options') ?? '{}').dark)).toBe(1);
  });
});

test.describe('password recovery', () => {
  test('recover -> e-mail link -> new password -> success -> sign in with it', async ({ page, request }) => {
    const since = Date.now() - 1000;
    await page.goto('/login');
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await page.getByLabel('E-mail').fill('gestor@demo.local');
    await page.getByRole('button', { name: 'Enviar instruções' }).click();
    await expect(page.getByTestId('recover-sent')).toContainText('Verifique seu e-mail');

    const mail = await waitForMail('gestor@demo.local', since);
    await page.goto(newPasswordPath(mail));
    await expect(page.getByTestId('new-password-person')).toContainText('gestor@demo.local');

    const confirm = page.getByRole('button', { name: 'Confirmar' });
    await expect(confirm).toBeDisabled();
    await page.getByLabel('Nova senha', { exact: true }).fill('abc');
    await expect(page.locator('[data-rule="uppercase"]')).toHaveAttribute('data-valid', 'false');
    await page.getByLabel('Nova senha', { exact: true }).fill('Gestor@2027');
    await expect(page.locator('[data-valid="false"]')).toHaveCount(0);
    await page.getByLabel('Confirme a nova senha').fill('Gestor@2027');
    await expect(confirm).toBeEnabled();
    await confirm.click();

    await expect(page.getByTestId('new-password-success')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 8000 });
    await signIn(page, 'gestor@demo.local', 'Gestor@2027');
    await expect(page).toHaveURL(/\/home$/);

    // back to the demo password so the other journeys keep working
    const admin = await apiSignIn(request, 'admin@demo.local');
    const manager = await apiSignIn(request, 'gestor@demo.local', 'Gestor@2027');
    const restore = await request.post('/api/v1/usuario/alterar-senha-individual', {
      headers: { Authorization: `Bearer ${admin.access}` },
      data: { usuarioId: manager.userId, alterarSenhaNoProximoAcesso: false, senha: DEMO_PASSWORD },
    });
    expect(restore.ok()).toBeTruthy();
  });

  test('an invalid link shows the error page', async ({ page }) => {
    await page.goto('/auth/new-password?userId=00000000-0000-4000-8000-000000000000&hash=nope');
    await expect(page.getByTestId('new-password-invalid')).toContainText('Link inválido ou expirado');
    await page.getByRole('link', { name: 'Solicitar novo link' }).click();
    await expect(page).toHaveURL(/\/auth\/recover$/);
  });
});

test.describe('certificate validation', () => {
  test('an unknown code says so once: the result screen, no error toast beside it', async ({ page }) => {
    await page.goto('/cert');
    await page.getByLabel('Código de credencial').fill('NAOEXISTE123');
    const answer = page.waitForResponse((res) => res.url().includes('NAOEXISTE123'));
    await page.getByRole('button', { name: 'Validar' }).click();
    expect((await answer).status()).toBe(404);
    await expect(page.getByTestId('cert-invalid')).toContainText('Certificado não encontrado');
    await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
  });
});

test.describe('forced password update', () => {
  test('first access: the main area waits until a new password is set, then the journey continues', async ({ page, request }) => {
    const admin = await apiSignIn(request, 'admin@demo.local');
    const learner = await apiSignIn(request, 'aluno@demo.local');
    const reset = await request.post('/api/v1/usuario/alterar-senha-individual', {
      headers: { Authorization: `Bearer ${admin.access}` },
      data: { usuarioId: learner.userId, alterarSenhaNoProximoAcesso: true, senha: 'Aluno@2027' },
    });
    expect(reset.ok()).toBeTruthy();

    await signIn(page, 'aluno@demo.local', 'Aluno@2027', '/login?redirect=%2Fcatalog');
    await expect(page).toHaveURL(/\/auth\/first-access\?redirect=%2Fcatalog$/);
    await page.goto('/home');
    await expect(page).toHaveURL(/\/auth\/first-access\?redirect=%2Fhome$/);

    // back to the demo password so the other journeys keep working
    await page.getByLabel('Nova senha', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByLabel('Confirme a nova senha').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expectToast(page, 'Senha alterada com sucesso!');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('learner-home')).toBeVisible();
  });
});

test.describe('changing my password on its own page', () => {
  test('without a forced update the page asks the current password, names a wrong one, and changes with the right one', async ({ page }) => {
    const changeTo = async (current: string, next: string) => {
      await page.goto('/auth/change-password');
      await page.getByLabel('Senha atual').fill(current);
      await page.getByLabel('Nova senha', { exact: true }).fill(next);
      await page.getByLabel('Confirme a nova senha').fill(next);
      await page.getByRole('button', { name: 'Confirmar' }).click();
    };
    await signIn(page, 'gestor@demo.local');
    await expect(page).not.toHaveURL(/\/login/);

    await page.goto('/auth/change-password');
    await page.getByLabel('Nova senha', { exact: true }).fill('Outra@Senha9');
    await page.getByLabel('Confirme a nova senha').fill('Outra@Senha9');
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByText('Informe sua senha atual.')).toBeVisible();

    await changeTo('Errada@123', 'Outra@Senha9');
    await expect(page.getByText('A senha atual está incorreta.').first()).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/change-password$/);

    await changeTo(DEMO_PASSWORD, 'Outra@Senha9');
    await expectToast(page, 'Senha alterada com sucesso!');
    await expect(page).not.toHaveURL(/\/auth\/change-password/);
    // back to the demo password so the other journeys keep working
    await changeTo('Outra@Senha9', DEMO_PASSWORD);
    await expectToast(page, 'Senha alterada com sucesso!');
  });
});
