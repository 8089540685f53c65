// What runs before the app's modules, as a file of its own (the content security policy allows this origin's scripts
// and no inline one).
(function () {
  // zod compiles object schemas with `new Function` when it can, and probes for it with a call the policy refuses
  // (script-src without 'unsafe-eval'): it validates without compiling. Set before any module loads, because the
  // app's chunks parse with zod while they load; zod keeps this setting on the global object for every copy of it.
  var zodConfig = (window.__zod_globalConfig = window.__zod_globalConfig || {});
  zodConfig.jitless = true;

  // The stored colour scheme, applied before React loads so that dark mode does not flash.
  try {
    var options = JSON.parse(window.localStorage.getItem('plataforma.options') || '{}');
    var dark = options.dark;
    var scheme = dark === 1 ? 'dark' : dark === 2
      ? (window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light')
      : 'light';
    document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
  } catch {
    document.documentElement.setAttribute('data-mantine-color-scheme', 'light');
  }
})();
