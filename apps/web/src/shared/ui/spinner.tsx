import './spinner.css';

export type SpinnerSize = 'sm' | 'md' | 'lg' | 'xl';
export type SpinnerColor = 'primary' | 'secondary' | 'light';

export const SPINNER_SIZE_PX: Record<SpinnerSize, number> = { sm: 16, md: 32, lg: 48, xl: 64 };

// Inline rather than in spinner.css: these values are the widget's contract, and jsdom tests cannot see stylesheet rules.
export const SPINNER_OVERLAY_STYLE = { zIndex: 1000, backgroundColor: 'rgba(255, 255, 255, 0.75)' } as const;

type SpinnerProps = {
  size?: SpinnerSize;
  color?: SpinnerColor;
  label?: string;
  fullScreen?: boolean;
};

export function Spinner({
  size = 'md',
  color = 'primary',
  label = 'Loading...',
  fullScreen = false,
}: SpinnerProps) {
  const diameter = SPINNER_SIZE_PX[size];
  const spinner = (
    <div className="spinner" role="status" data-size={size}>
      <span
        className="spinner__circle"
        aria-hidden="true"
        style={{
          width: diameter,
          height: diameter,
          borderWidth: Math.max(2, Math.round(diameter / 8)),
          borderTopColor: `var(--color-${color})`,
        }}
      />
      <span className="visually-hidden">{label}</span>
    </div>
  );

  if (!fullScreen) return spinner;
  return (
    <div className="spinner-overlay" style={SPINNER_OVERLAY_STYLE}>
      {spinner}
    </div>
  );
}
