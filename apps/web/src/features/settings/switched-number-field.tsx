import { FormField } from '../../shared/ui/form-field';

type SwitchedNumberFieldProps = {
  /** The number's id (the field that takes focus when it holds the form's first error); the switch's is `<id>-on`. */
  id: string;
  texts: { toggle: string; amount: string; help: string; off?: string };
  isOn: boolean;
  /** As typed: checked on save, kept while the switch is off. */
  amount: string;
  min: number;
  max: number;
  error: string | undefined;
  onToggle: (isOn: boolean) => void;
  onAmount: (amount: string) => void;
};

/** A setting that is off or a whole number: a switch, and the number it keeps (not sent while off). */
export function SwitchedNumberField(props: SwitchedNumberFieldProps) {
  const { id, texts, isOn, amount, min, max, error, onToggle, onAmount } = props;
  const offNoteId = `${id}-off`;
  const showsOffNote = !isOn && texts.off !== undefined;
  return (
    <div className="company-settings__reminder">
      <div className="form-check form-switch">
        <input
          id={`${id}-on`}
          type="checkbox"
          role="switch"
          className="form-check-input"
          checked={isOn}
          aria-describedby={showsOffNote ? offNoteId : undefined}
          onChange={(event) => onToggle(event.target.checked)}
        />
        <label className="form-check-label" htmlFor={`${id}-on`}>
          {texts.toggle}
        </label>
      </div>
      {showsOffNote && (
        <p id={offNoteId} className="company-settings__note">
          {texts.off}
        </p>
      )}
      <FormField label={texts.amount} helperText={texts.help} error={isOn ? error : undefined} id={id}>
        {(control) => (
          <input
            id={control.id}
            type="number"
            inputMode="numeric"
            min={min}
            max={max}
            step={1}
            className={`form-control company-settings__hours${control.invalid ? ' is-invalid' : ''}`}
            value={amount}
            disabled={!isOn}
            aria-invalid={control['aria-invalid']}
            aria-describedby={control['aria-describedby']}
            onChange={(event) => onAmount(event.target.value)}
          />
        )}
      </FormField>
    </div>
  );
}
