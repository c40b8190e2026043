import { SHIPPED_LANGUAGES } from '@vi/contracts';
import { usePublicConfig } from '../../shared/api/public-config';
import { BUILDER_LANGUAGE_TEXTS as T } from './texts';

const ID = 'builder-language';
const HINT_ID = 'builder-language-hint';

/** The questionnaire's language (docs/languages.md), saying when this server cannot speak or transcribe it. */
export function LanguageField({ value, onChange }: { value: string; onChange: (language: string) => void }) {
  const { config } = usePublicConfig();
  const info = config?.languages?.find((l) => l.tag === value);
  const name = SHIPPED_LANGUAGES.find((l) => l.tag === value)?.name ?? value;
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={ID}>
        {T.label}
      </label>
      <select
        id={ID}
        className="form-select"
        value={value}
        aria-describedby={HINT_ID}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      >
        {SHIPPED_LANGUAGES.map((language) => (
          <option key={language.tag} value={language.tag} lang={language.tag}>
            {language.name}
          </option>
        ))}
      </select>
      <div id={HINT_ID} className="form-text">
        {T.hint}
        {info && !info.tts && <> {T.noVoice(name)}</>}
        {info && !info.transcription && <> {T.noTranscription(name)}</>}
      </div>
    </div>
  );
}
