import { useId } from 'react';
import { applicantTexts, chooseApplicantLanguage, useApplicantLanguage } from '../i18n/applicant-i18n';
import { APPLICANT_INTERFACE_LANGUAGES, type ApplicantLanguageTag } from '../i18n/applicant-languages';
import { textDirectionOf } from '../i18n/text-direction';
import './applicant-language-switch.css';

const T = applicantTexts('languageSwitch');

/**
 * The applicant's choice of interface language (docs/languages.md): the screens change, the questions stay
 * as the recruiter wrote them. Each language is named in itself, so an applicant who cannot read the
 * current one still finds their own. The partial languages (Arabic) follow the shipped five.
 */
export function ApplicantLanguageSwitch() {
  const language = useApplicantLanguage();
  const id = useId();
  return (
    <div className="applicant-language">
      <label htmlFor={id} className="applicant-language__label">
        {T.label}
      </label>
      <select
        id={id}
        className="form-select form-select-sm applicant-language__select"
        value={language}
        onChange={(event) => void chooseApplicantLanguage(event.target.value as ApplicantLanguageTag)}
      >
        {APPLICANT_INTERFACE_LANGUAGES.map((option) => (
          <option key={option.tag} value={option.tag} lang={option.tag} dir={textDirectionOf(option.tag)}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}
