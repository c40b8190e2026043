import { AUDIT_EVENT_TYPES, type AuditEventType } from '@vi/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { FormField, type FieldControlProps } from '../../shared/ui/form-field';
import { auditFilterErrors, NO_FILTERS, type AuditFilterErrors, type AuditFilters } from './audit-filters';
import { AUDIT_TEXTS as T, AUDIT_TYPE_LABELS } from './texts';

const wiring = (control: FieldControlProps) => ({
  id: control.id,
  'aria-invalid': control['aria-invalid'],
  'aria-describedby': control['aria-describedby'],
});

/** The filters, applied together with one button so typing an id does not reload the table per key. */
export function AuditFilterForm({
  applied,
  onApply,
}: {
  applied: AuditFilters;
  onApply: (filters: AuditFilters) => void;
}) {
  const [draft, setDraft] = useState(applied);
  const [errors, setErrors] = useState<AuditFilterErrors>({});
  const [shown, setShown] = useState(applied);
  const interviewRef = useRef<HTMLInputElement>(null);
  const toRef = useRef<HTMLInputElement>(null);
  // The address changed under the form (back button, an interview's "show only" link): show what applies.
  if (shown !== applied) {
    setShown(applied);
    setDraft(applied);
    setErrors({});
  }

  const set = (patch: Partial<AuditFilters>) => setDraft((d) => ({ ...d, ...patch }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = { ...draft, interviewId: draft.interviewId.trim() };
    const found = auditFilterErrors(next);
    setErrors(found);
    if (found.interviewId !== undefined) interviewRef.current?.focus();
    else if (found.to !== undefined) toRef.current?.focus();
    else onApply(next);
  }

  return (
    <form className="audit__filters" aria-label={T.filtersLabel} onSubmit={submit} noValidate>
      <FormField label={T.typeLabel} className="audit__field">
        {(control) => (
          <select
            {...wiring(control)}
            className="form-select"
            value={draft.type}
            onChange={(e) => set({ type: e.target.value as AuditEventType | '' })}
          >
            <option value="">{T.anyType}</option>
            {AUDIT_EVENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {AUDIT_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        label={T.interviewIdLabel}
        helperText={T.interviewIdHelp}
        error={errors.interviewId}
        className="audit__field audit__field--wide"
      >
        {(control) => (
          <input
            {...wiring(control)}
            ref={interviewRef}
            className={`form-control${control.invalid ? ' is-invalid' : ''}`}
            value={draft.interviewId}
            spellCheck={false}
            autoComplete="off"
            maxLength={64}
            onChange={(e) => set({ interviewId: e.target.value })}
          />
        )}
      </FormField>
      <FormField label={T.fromLabel} className="audit__field">
        {(control) => (
          <input
            {...wiring(control)}
            type="date"
            className="form-control"
            value={draft.from}
            onChange={(e) => set({ from: e.target.value })}
          />
        )}
      </FormField>
      <FormField label={T.toLabel} error={errors.to} className="audit__field">
        {(control) => (
          <input
            {...wiring(control)}
            ref={toRef}
            type="date"
            className={`form-control${control.invalid ? ' is-invalid' : ''}`}
            value={draft.to}
            onChange={(e) => set({ to: e.target.value })}
          />
        )}
      </FormField>
      <div className="audit__filter-buttons">
        <button type="submit" className="btn btn-primary">
          {T.apply}
        </button>
        <button
          type="button"
          className="btn btn-outline-secondary"
          onClick={() => {
            setErrors({});
            setDraft(NO_FILTERS);
            onApply(NO_FILTERS);
          }}
        >
          {T.clear}
        </button>
      </div>
    </form>
  );
}
