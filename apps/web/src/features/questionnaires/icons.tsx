/* Decorative icons (aria-hidden): every one sits beside text or inside a control with an accessible name. */
type IconProps = { className?: string };

const common = {
  width: 16,
  height: 16,
  viewBox: '0 0 16 16',
  fill: 'currentColor',
  'aria-hidden': true,
  focusable: false,
} as const;

export function VideoIcon({ className }: IconProps) {
  return (
    <svg {...common} className={className}>
      <path d="M0 5a2 2 0 0 1 2-2h7.5a2 2 0 0 1 1.98 1.72l3.02-1.34A1 1 0 0 1 16 4.3v7.4a1 1 0 0 1-1.5.92l-3.02-1.34A2 2 0 0 1 9.5 13H2a2 2 0 0 1-2-2z" />
    </svg>
  );
}

export function AudioIcon({ className }: IconProps) {
  return (
    <svg {...common} className={className}>
      <path d="M5 3a3 3 0 0 1 6 0v5a3 3 0 0 1-6 0z" />
      <path d="M3.5 6.5A.5.5 0 0 1 4 7v1a4 4 0 0 0 8 0V7a.5.5 0 0 1 1 0v1a5 5 0 0 1-4.5 4.98V15h2a.5.5 0 0 1 0 1h-5a.5.5 0 0 1 0-1h2v-2.02A5 5 0 0 1 3 8V7a.5.5 0 0 1 .5-.5" />
    </svg>
  );
}

export function PlusIcon({ className }: IconProps) {
  return (
    <svg {...common} className={className}>
      <path d="M8 1a1 1 0 0 1 1 1v5h5a1 1 0 1 1 0 2H9v5a1 1 0 1 1-2 0V9H2a1 1 0 0 1 0-2h5V2a1 1 0 0 1 1-1" />
    </svg>
  );
}

export function EnvelopeIcon({ className }: IconProps) {
  return (
    <svg {...common} className={className}>
      <path d="M0 4a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v.3L8 9.1 0 4.3zm0 1.5v6.5a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V5.5L8.3 10.1a.6.6 0 0 1-.6 0z" />
    </svg>
  );
}

export function DotsIcon({ className }: IconProps) {
  return (
    <svg {...common} className={className}>
      <path d="M3 9.5a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3m5 0a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3m5 0a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3" />
    </svg>
  );
}

/** Spec §2: an empty list shows a no-results image. Meaningful, so it carries a text alternative. */
export function NoResultsImage({ label }: { label: string }) {
  return (
    <svg
      width="160"
      height="120"
      viewBox="0 0 160 120"
      role="img"
      aria-label={label}
      className="no-results__image"
    >
      <rect x="20" y="14" width="92" height="76" rx="8" fill="#e9ecef" stroke="#adb5bd" strokeWidth="2" />
      <rect x="34" y="32" width="56" height="6" rx="3" fill="#adb5bd" />
      <rect x="34" y="48" width="44" height="6" rx="3" fill="#ced4da" />
      <rect x="34" y="64" width="50" height="6" rx="3" fill="#ced4da" />
      <circle cx="106" cy="78" r="20" fill="#fff" stroke="#6c757d" strokeWidth="6" />
      <path d="M120 92l18 18" stroke="#6c757d" strokeWidth="8" strokeLinecap="round" />
    </svg>
  );
}
