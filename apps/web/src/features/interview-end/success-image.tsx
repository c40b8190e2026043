/** Decorative: the heading beside it carries the meaning. */
export function SuccessImage() {
  return (
    <svg className="interview-end__image" viewBox="0 0 120 120" width="120" height="120" aria-hidden="true">
      <circle cx="60" cy="60" r="56" fill="#e6f4ea" stroke="#198754" strokeWidth="4" />
      <path
        d="M36 62 l16 16 l32 -36"
        fill="none"
        stroke="#198754"
        strokeWidth="8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function CompletedImage() {
  return (
    <svg className="interview-end__image" viewBox="0 0 120 120" width="120" height="120" aria-hidden="true">
      <rect x="24" y="14" width="72" height="92" rx="8" fill="#eef2f7" stroke="#0d6efd" strokeWidth="4" />
      <path d="M40 40 h40 M40 56 h40 M40 72 h24" stroke="#0d6efd" strokeWidth="6" strokeLinecap="round" />
      <circle cx="86" cy="88" r="18" fill="#198754" />
      <path
        d="M77 88 l6 6 l12 -12"
        fill="none"
        stroke="#fff"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
