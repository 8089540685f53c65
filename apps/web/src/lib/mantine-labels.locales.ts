import { defineLocales } from './define-locales.ts';

/** Texts of Mantine's own controls (namespace `mantine`), set as theme defaults by mantine-labels.ts. */
export const mantineLabelLocales = defineLocales({
  pt: {
    showPassword: 'Mostrar senha',
    close: 'Fechar',
    pagination: { first: 'Primeira página', previous: 'Página anterior', next: 'Próxima página', last: 'Última página', page: 'Página {{page}}' },
    calendar: {
      monthLevel: 'Escolher o mês',
      yearLevel: 'Escolher o ano',
      nextMonth: 'Próximo mês',
      previousMonth: 'Mês anterior',
      nextYear: 'Próximo ano',
      previousYear: 'Ano anterior',
      nextDecade: 'Próxima década',
      previousDecade: 'Década anterior',
    },
    carousel: { next: 'Próximo slide', previous: 'Slide anterior', slide: 'Slide', goTo: 'Ir para o slide {{index}}' },
  },
  en: {
    showPassword: 'Show password',
    close: 'Close',
    pagination: { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page', page: 'Page {{page}}' },
    calendar: {
      monthLevel: 'Choose the month',
      yearLevel: 'Choose the year',
      nextMonth: 'Next month',
      previousMonth: 'Previous month',
      nextYear: 'Next year',
      previousYear: 'Previous year',
      nextDecade: 'Next decade',
      previousDecade: 'Previous decade',
    },
    carousel: { next: 'Next slide', previous: 'Previous slide', slide: 'Slide', goTo: 'Go to slide {{index}}' },
  },
  es: {
    showPassword: 'Mostrar contraseña',
    close: 'Cerrar',
    pagination: { first: 'Primera página', previous: 'Página anterior', next: 'Página siguiente', last: 'Última página', page: 'Página {{page}}' },
    calendar: {
      monthLevel: 'Elegir el mes',
      yearLevel: 'Elegir el año',
      nextMonth: 'Mes siguiente',
      previousMonth: 'Mes anterior',
      nextYear: 'Año siguiente',
      previousYear: 'Año anterior',
      nextDecade: 'Década siguiente',
      previousDecade: 'Década anterior',
    },
    carousel: { next: 'Diapositiva siguiente', previous: 'Diapositiva anterior', slide: 'Diapositiva', goTo: 'Ir a la diapositiva {{index}}' },
  },
});
