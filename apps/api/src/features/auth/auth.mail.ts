import type { Language } from '@plataforma/shared';
import type { MailMessage } from '../../core/mail';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const TEXTS: Record<Language, { subject: string; hello: string; body: string; button: string; expires: string; ignore: string }> = {
  pt: {
    subject: 'Redefinição de senha',
    hello: 'Olá, {name}!',
    body: 'Recebemos um pedido para criar uma nova senha para a sua conta.',
    button: 'Criar nova senha',
    expires: 'O link vale por {minutes} minutos e pode ser usado uma única vez.',
    ignore: 'Se você não fez este pedido, ignore este e-mail: sua senha continua a mesma.',
  },
  en: {
    subject: 'Password reset',
    hello: 'Hello, {name}!',
    body: 'We received a request to create a new password for your account.',
    button: 'Create a new password',
    expires: 'The link is valid for {minutes} minutes and can be used only once.',
    ignore: 'If you did not make this request, ignore this email: your password stays the same.',
  },
  es: {
    subject: 'Restablecimiento de contraseña',
    hello: '¡Hola, {name}!',
    body: 'Recibimos una solicitud para crear una nueva contraseña para su cuenta.',
    button: 'Crear nueva contraseña',
    expires: 'El enlace es válido durante {minutes} minutos y solo puede usarse una vez.',
    ignore: 'Si no hizo esta solicitud, ignore este correo: su contraseña sigue siendo la misma.',
  },
};

/** A message with a greeting, a paragraph, the link as a button and closing lines ({name}, {minutes}, {days} filled). */
const linkMail = (
  texts: { subject: string; hello: string; body: string; button: string },
  closing: string[],
  p: { to: string; name: string; link: string; values: Record<string, string | number> },
): MailMessage => {
  const fill = (s: string) => s.replace(/\{(\w+)\}/g, (whole, key: string) => (key === 'name' ? p.name : key in p.values ? String(p.values[key]) : whole));
  const hello = fill(texts.hello);
  const lines = closing.map(fill);
  return {
    to: p.to,
    subject: texts.subject,
    text: [hello, '', texts.body, '', `${texts.button}: ${p.link}`, '', ...lines].join('\n'),
    html: `<p>${escape(hello)}</p><p>${escape(texts.body)}</p><p><a href="${escape(p.link)}">${escape(texts.button)}</a></p>${lines.map((line) => `<p>${escape(line)}</p>`).join('')}`,
  };
};

export const resetPasswordMail = (p: { to: string; name: string; link: string; lang: Language; minutes: number }): MailMessage => {
  const t = TEXTS[p.lang];
  return linkMail(t, [t.expires, t.ignore], { ...p, values: { minutes: p.minutes } });
};

const WELCOME: Record<Language, { subject: string; hello: string; body: string; button: string; expires: string; later: string }> = {
  pt: {
    subject: 'Sua conta foi criada',
    hello: 'Olá, {name}!',
    body: 'Uma conta foi criada para você na plataforma de aprendizagem. Para o primeiro acesso, crie a sua senha.',
    button: 'Criar minha senha',
    expires: 'O link vale por {days} dias e pode ser usado uma única vez.',
    later: 'Depois desse prazo, use "Esqueci minha senha" na página de acesso para receber um novo link.',
  },
  en: {
    subject: 'Your account was created',
    hello: 'Hello, {name}!',
    body: 'An account was created for you on the learning platform. To sign in for the first time, create your password.',
    button: 'Create my password',
    expires: 'The link is valid for {days} days and can be used only once.',
    later: 'After that, use "Forgot my password" on the sign-in page to get a new link.',
  },
  es: {
    subject: 'Se creó su cuenta',
    hello: '¡Hola, {name}!',
    body: 'Se creó una cuenta para usted en la plataforma de aprendizaje. Para el primer acceso, cree su contraseña.',
    button: 'Crear mi contraseña',
    expires: 'El enlace es válido durante {days} días y solo puede usarse una vez.',
    later: 'Después de ese plazo, use "Olvidé mi contraseña" en la página de acceso para recibir un nuevo enlace.',
  },
};

/** The welcome of a person whose account was just created without a password: the link to create it, valid for days. */
export const welcomeMail = (p: { to: string; name: string; link: string; lang: Language; days: number }): MailMessage => {
  const t = WELCOME[p.lang];
  return linkMail(t, [t.expires, t.later], { ...p, values: { days: p.days } });
};
