/** The microphone graphic that stands in for the camera preview in audio interviews; it glows with the level. */
export function MicrophoneGraphic({ isActive, level }: { isActive: boolean; level: number }) {
  return (
    <div className="onboarding-mic" data-active={isActive} style={{ ['--level' as string]: level / 100 }}>
      <svg viewBox="0 0 24 24" width="72" height="72" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 14a3 3 0 0 0 3-3V5a3 3 0 0 0-6 0v6a3 3 0 0 0 3 3Zm5-3a5 5 0 0 1-10 0H5a7 7 0 0 0 6 6.92V21h2v-3.08A7 7 0 0 0 19 11h-2Z"
        />
      </svg>
    </div>
  );
}
