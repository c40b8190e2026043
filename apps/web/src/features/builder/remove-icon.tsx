/** The bin of the builder's remove buttons (questions, options, criteria). */
export function RemoveIcon() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        d="M5.5 5.5v6m2.5-6v6m2.5-6v6M2.5 3.5h11m-8-2h5l.5 2h-6zM3.5 3.5l.8 11h7.4l.8-11"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
