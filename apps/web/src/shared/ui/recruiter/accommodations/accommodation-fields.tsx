import { ACCOMMODATION_BOUNDS as BOUNDS } from '@vi/contracts';
import { FormField } from '../../form-field';
import { EXTRA_TIME_STEPS } from '../../../lib/recruiter/accommodations';
import { ACCOMMODATION_TEXTS as T } from './texts';
import type { AccommodationsDraftState } from './use-accommodations-draft';
import './accommodations.css';

type AccommodationFieldsProps = {
  state: AccommodationsDraftState;
  /** Prefix of the controls' ids, unique on the page. */
  idPrefix: string;
  /** Audio only is offered for a video questionnaire only. */
  isAudioOnlyOffered: boolean;
};

/** A stored extra time between the steps stays selectable rather than silently becoming another. */
function extraTimeOptions(current: string): number[] {
  const stored = Number(current);
  const steps: number[] = [...EXTRA_TIME_STEPS];
  if (current.trim() !== '' && Number.isInteger(stored) && !steps.includes(stored)) steps.push(stored);
  return steps.sort((a, b) => a - b);
}

/** Extra time, extra tries and audio only: the invite form's section and the review screen's dialog. */
export function AccommodationFields({ state, idPrefix, isAudioOnlyOffered }: AccommodationFieldsProps) {
  const { draft, change, touch, shownError } = state;
  const audioOnlyId = `${idPrefix}-audio-only`;
  return (
    <div className="accommodation-fields">
      <div className="accommodation-fields__numbers">
        <FormField
          label={T.extraTime}
          helperText={T.extraTimeHelp}
          error={shownError('extraTimePercent') && T.extraTimeInvalid}
          id={`${idPrefix}-extra-time`}
        >
          {(control) => (
            <select
              id={control.id}
              className={`form-select${control.invalid ? ' is-invalid' : ''}`}
              value={draft.extraTimePercent}
              aria-invalid={control['aria-invalid']}
              aria-describedby={control['aria-describedby']}
              onChange={(event) => {
                change({ extraTimePercent: event.target.value });
              }}
              onBlur={() => touch('extraTimePercent')}
            >
              {extraTimeOptions(draft.extraTimePercent).map((percent) => (
                <option key={percent} value={String(percent)}>
                  {T.extraTimeOption(percent)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          label={T.extraTries}
          helperText={T.extraTriesHelp}
          error={shownError('extraTries') && T.extraTriesInvalid}
          id={`${idPrefix}-extra-tries`}
        >
          {(control) => (
            <input
              id={control.id}
              type="number"
              inputMode="numeric"
              min={BOUNDS.extraTries.min}
              max={BOUNDS.extraTries.max}
              step={1}
              className={`form-control${control.invalid ? ' is-invalid' : ''}`}
              value={draft.extraTries}
              aria-invalid={control['aria-invalid']}
              aria-describedby={control['aria-describedby']}
              onChange={(event) => {
                change({ extraTries: event.target.value });
              }}
              onBlur={() => touch('extraTries')}
            />
          )}
        </FormField>
      </div>
      {isAudioOnlyOffered && (
        <div className="form-check">
          <input
            id={audioOnlyId}
            type="checkbox"
            className="form-check-input"
            checked={draft.audioOnlyAllowed}
            aria-describedby={`${audioOnlyId}-help`}
            onChange={(event) => {
              change({ audioOnlyAllowed: event.target.checked });
            }}
          />
          <label className="form-check-label" htmlFor={audioOnlyId}>
            {T.audioOnly}
          </label>
          <div id={`${audioOnlyId}-help`} className="form-field__message mt-0">
            {T.audioOnlyHelp}
          </div>
        </div>
      )}
    </div>
  );
}
