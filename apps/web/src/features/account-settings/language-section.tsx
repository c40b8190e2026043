import { SHIPPED_LANGUAGES, shippedLanguageOf, type LanguageTag } from '@vi/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { meQueryOptions, saveMyLanguage } from '../../shared/api/recruiter/users';
import {
  RECRUITER_CATALOGUE_LANGUAGES,
  recruiterLanguageShown,
  useRecruiterLanguage,
} from '../../shared/i18n/recruiter-i18n';
import { Outcome } from './settings-form';
import { SETTINGS_TEXTS as T } from './texts';

/**
 * A switch remounts the recruiter's screens in the new language (RecruiterLanguageGate): the new section
 * takes the focus back, so a keyboard or screen reader user stays where they were.
 */
let isFocusOwed = false;

/**
 * The user's own interface language (PATCH /auth/me): saved for every browser they sign in on, shown at
 * once. Each language is named in itself, so a person who cannot read the current one still finds theirs.
 */
export function LanguageSection() {
  const active = useRecruiterLanguage();
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<LanguageTag>(shippedLanguageOf(active) ?? 'en');
  const [isSaving, setSaving] = useState(false);
  const [error, setError] = useState('');
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (!isFocusOwed) return;
    isFocusOwed = false;
    select.current?.focus();
  }, []);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    setSaving(true);
    try {
      const me = await saveMyLanguage(choice);
      isFocusOwed = choice !== active;
      // The recruiter area's language follows the saved preference (RecruiterLanguageGate switches it);
      // the toast waits for the switch, so it speaks the new language.
      queryClient.setQueryData(meQueryOptions().queryKey, me);
      await recruiterLanguageShown(choice);
      toast.success(T.languageSaved);
    } catch {
      isFocusOwed = false;
      setError(T.languageFailed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby="account-language-title">
      <h3 id="account-language-title" className="h5">
        {T.languageTitle}
      </h3>
      <form noValidate onSubmit={(event) => void save(event)} aria-label={T.languageTitle}>
        <div>
          <label className="form-label" htmlFor="account-language">
            {T.language}
          </label>
          <select
            id="account-language"
            ref={select}
            className="form-select account-settings__language"
            value={choice}
            aria-describedby="account-language-help"
            onChange={(event) => setChoice(shippedLanguageOf(event.target.value) ?? 'en')}
          >
            {SHIPPED_LANGUAGES.filter((l) => RECRUITER_CATALOGUE_LANGUAGES.includes(l.tag)).map(
              (language) => (
                <option key={language.tag} value={language.tag} lang={language.tag}>
                  {language.name}
                </option>
              ),
            )}
          </select>
          <div id="account-language-help" className="form-text">
            {T.languageHelp}
          </div>
        </div>
        <Outcome status="" error={error} />
        <div>
          <button type="submit" className="btn btn-primary" disabled={isSaving}>
            {T.saveLanguage}
          </button>
        </div>
      </form>
    </section>
  );
}
