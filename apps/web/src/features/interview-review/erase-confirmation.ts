import { ERASE_WORD } from '../../shared/ui/recruiter/privacy-texts';

const normalName = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** The recruiter typed the word ERASE, or the applicant's name (any case or spacing). */
export function isEraseConfirmed(typed: string, applicantName: string): boolean {
  if (typed.trim() === ERASE_WORD) return true;
  const name = normalName(applicantName);
  return name !== '' && normalName(typed) === name;
}
