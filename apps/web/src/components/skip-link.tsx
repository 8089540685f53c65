import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * 'Pular para o conteúdo': the first thing the keyboard reaches, hidden until focused (styles/global.css). It moves
 * the focus to the main landmark (which has tabIndex -1) without changing the address.
 */
export function SkipLink({ target }: { target: string }) {
  const { t } = useTranslation('common');
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(target);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView({ block: 'start' });
  };
  return (
    <a href={`#${target}`} className="app-skip-link" onClick={skip} data-testid="skip-link">
      {t('a11y.skipToContent')}
    </a>
  );
}
