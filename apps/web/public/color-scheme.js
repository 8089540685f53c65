// Applies the stored colour scheme before React loads, so dark mode does not flash. A file of its own, not an inline
// script: the content security policy allows this origin's scripts only.
(function () {
  try {
    var options = JSON.parse(window.localStorage.getItem('plataforma.options') || '{}');
    var dark = options.dark;
    var scheme = dark === 1 ? 'dark' : dark === 2
      ? (window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light')
      : 'light';
    document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
  } catch (e) {
    document.documentElement.setAttribute('data-mantine-color-scheme', 'light');
  }
})();
