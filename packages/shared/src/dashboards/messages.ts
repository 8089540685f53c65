/** Messages of the dashboards (2-learner §8 'Dashboard load error'). */
export const dashboardsMessages = {
  'dashboards.loadError': { pt: 'Erro ao carregar o painel.', en: 'Error loading the dashboard.', es: 'Error al cargar el panel.' },
  'dashboards.dateRange': {
    pt: 'A data inicial deve ser anterior ou igual à data final.',
    en: 'The start date must be on or before the end date.',
    es: 'La fecha inicial debe ser anterior o igual a la fecha final.',
  },
} as const;
