import { LegalPage } from './legal-page';

/** The built-in terms of use, shown when the company configured none of its own (TERMS_URL). */
export function TermsPage() {
  return (
    <LegalPage title="Terms of Use" other={{ to: '/privacy', label: 'Read the Privacy Policy' }}>
      <p>
        This service runs one-way recorded interviews: you record answers to the questions of the company that
        invited you, and its recruiters review them later. These terms say what you agree to when you start.
      </p>

      <h3>Your part</h3>
      <ul>
        <li>Answer yourself, in your own words.</li>
        <li>Record only yourself: make sure nobody else is recorded without their agreement.</li>
        <li>Your interview link is personal: do not pass it on.</li>
        <li>Do not try to disturb the service or get around its time limits and tries.</li>
      </ul>

      <h3>Your consent</h3>
      <p>
        Before you start, you tick a box to agree to these terms and to the Privacy Policy, and to consent to
        your answers being transcribed (turned into text) automatically. No answer can be recorded without it.
        The time of your consent and the version of these terms are stored with your interview.
      </p>

      <h3>Recording</h3>
      <ul>
        <li>Recording starts only when you press the record button, never on its own.</li>
        <li>
          The number of questions, the time for each answer and the tries per question are shown before you
          start. You can review a take and record it again, within your tries, before you submit it.
        </li>
        <li>While you record, the answer is uploaded so that nothing is lost if your connection drops.</li>
      </ul>

      <h3>Who decides</h3>
      <p>
        Only the company decides about your application. This service does not score, rank or judge you: see
        the Privacy Policy.
      </p>

      <h3>If you need something else</h3>
      <p>
        If you need more time, more tries, or to answer with audio only, ask the company before you start: it
        can adjust your interview. You can stop at any time by closing the page; to have answers you already
        recorded deleted, see the Privacy Policy.
      </p>

      <h3>Changes</h3>
      <p>
        If these terms change, the new version applies to interviews started after the change. Your consent
        records the version you agreed to.
      </p>
    </LegalPage>
  );
}
