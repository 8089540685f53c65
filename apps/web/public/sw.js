/*
 * Service worker of the platform's Web Push (docs/push.md): shows each push as a notification and, on a click, focuses
 * a tab of the platform on the notification's link (or opens one). Open tabs are told so the bell refreshes its count.
 */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

const BLANK = { pt: '(Conteúdo em branco)', en: '(Blank content)', es: '(Contenido en blanco)' };

/** A path of the platform or an https address; anything else opens the notifications page. */
const safeLink = (link) => {
  if (typeof link !== 'string' || link === '') return '/notifications';
  if (link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\')) return link;
  try {
    return new URL(link).protocol === 'https:' ? link : '/notifications';
  } catch {
    return '/notifications';
  }
};

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { title: event.data ? event.data.text() : '' };
  }
  const lang = (self.navigator.language || 'pt').slice(0, 2);
  const body = typeof data.content === 'string' && data.content.trim() !== '' ? data.content : BLANK[lang] || BLANK.pt;
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(data.title || 'Notificação', { body, tag: data.id, icon: '/favicon.svg', data: { id: data.id, link: safeLink(data.link) } }),
      self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((tabs) => tabs.forEach((tab) => tab.postMessage({ type: 'push', id: data.id }))),
    ]),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(safeLink(event.notification.data && event.notification.data.link), self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((tabs) => {
      const same = tabs.find((tab) => new URL(tab.url).origin === self.location.origin);
      if (same) return same.focus().then((tab) => (tab && 'navigate' in tab && new URL(target).origin === self.location.origin ? tab.navigate(target) : self.clients.openWindow(target)));
      return self.clients.openWindow(target);
    }),
  );
});
