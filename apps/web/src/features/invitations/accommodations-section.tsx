import { AccommodationFields } from '../../shared/ui/recruiter/accommodations/accommodation-fields';
import type { AccommodationsDraftState } from '../../shared/ui/recruiter/accommodations/use-accommodations-draft';
import { INVITE_TEXTS } from './texts';

type AccommodationsSectionProps = {
  state: AccommodationsDraftState;
  isOpen: boolean;
  onToggle: () => void;
  /** Unique prefix for the ids inside. */
  idPrefix: string;
  isAudioOnlyOffered: boolean;
};

/**
 * Optional, so folded away until asked for (a disclosure: the button says whether it is open and what it
 * opens). Values chosen stay when it is folded again, and are sent.
 */
export function AccommodationsSection({
  state,
  isOpen,
  onToggle,
  idPrefix,
  isAudioOnlyOffered,
}: AccommodationsSectionProps) {
  const panelId = `${idPrefix}-panel`;
  return (
    <section className="invite-form__section invite-accommodations">
      <h3 className="h6 mb-0">
        <button
          type="button"
          className="invite-accommodations__toggle"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={onToggle}
        >
          <span className="invite-accommodations__chevron" aria-hidden="true" />
          {INVITE_TEXTS.accommodations}
        </button>
      </h3>
      <div id={panelId} className="invite-accommodations__panel" hidden={!isOpen}>
        <p className="invite-accommodations__intro">{INVITE_TEXTS.accommodationsIntro}</p>
        <AccommodationFields state={state} idPrefix={idPrefix} isAudioOnlyOffered={isAudioOnlyOffered} />
      </div>
    </section>
  );
}
