import type { Language } from '@plataforma/shared';

type FlagIconProps = { language: Language; size?: number };

/** Small flag of each interface language (inline SVG: emoji flags do not render everywhere). */
export function FlagIcon({ language, size = 20 }: FlagIconProps) {
  const height = Math.round((size * 2) / 3);
  const common = { width: size, height, viewBox: '0 0 30 20', role: 'img' as const, 'aria-hidden': true, style: { borderRadius: 3, display: 'block', flexShrink: 0 } };
  if (language === 'pt') {
    return (
      <svg {...common}>
        <rect width="30" height="20" fill="#009b3a" />
        <path d="M15 2.5 27 10 15 17.5 3 10z" fill="#fedf00" />
        <circle cx="15" cy="10" r="4.3" fill="#002776" />
        <path d="M10.9 9.1c2.9-.6 6-.2 8.3 1.2" stroke="#fff" strokeWidth="0.8" fill="none" />
      </svg>
    );
  }
  if (language === 'es') {
    return (
      <svg {...common}>
        <rect width="30" height="20" fill="#aa151b" />
        <rect y="5" width="30" height="10" fill="#f1bf00" />
      </svg>
    );
  }
  return (
    <svg {...common}>
      <rect width="30" height="20" fill="#fff" />
      {[0, 2, 4, 6, 8, 10, 12].map((stripe) => (
        <rect key={stripe} y={(stripe * 20) / 13} width="30" height={20 / 13} fill="#b22234" />
      ))}
      <rect width="13" height={(20 / 13) * 7} fill="#3c3b6e" />
    </svg>
  );
}
