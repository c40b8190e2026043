import { LegalPage } from './legal-page';

/** The built-in privacy policy, shown when the company configured none of its own (PRIVACY_URL). */
export function PrivacyPage() {
  return (
    <LegalPage title="Privacy Policy" other={{ to: '/terms', label: 'Read the Terms of Use' }}>
      <p>
        This page says, in plain words, what happens to your information when you take a recorded interview
        here. The company that invited you uses this service to receive your answers, and it is responsible
        for your information.
      </p>

      <h3>What is collected</h3>
      <ul>
        <li>
          Your name, email address and phone number, and your resume if one was given, as they were entered
          when you were invited.
        </li>
        <li>
          Your recorded answers: the audio, and for a video interview the video. A practice question, when
          there is one, stays on your device and is never sent.
        </li>
        <li>
          Transcripts: the text of your answers, made from the audio by speech-to-text software on the server.
          If the company uses an outside speech-to-text provider for this, the audio is sent there only to be
          turned into text.
        </li>
        <li>
          Details of your device and browser (browser name and version, the page address, the error message)
          in error logs, when something goes wrong.
        </li>
        <li>The time you gave your consent, and the version of the terms you agreed to.</li>
      </ul>
      <p>Background blur, when you turn it on, runs in your browser, not on the server.</p>

      <h3>Who sees it</h3>
      <p>
        The recruiters of the company that invited you. Nobody else: your information is not sold, not shown
        to other employers and not used for advertising.
      </p>

      <h3>No automated judgement</h3>
      <p>
        Nothing here scores or ranks you or your answers, and nothing analyses your face, your voice or your
        emotions. The only automatic step is speech to text, so that recruiters can read your answers as well
        as watch or listen to them. People at the company review your answers and make the decisions.
      </p>

      <h3>How long it is kept</h3>
      <p>
        As long as the company keeps it for this hiring process. You can ask for it to be deleted at any time,
        also before the process ends.
      </p>

      <h3>How to have it deleted</h3>
      <p>
        Contact the company that invited you (the recruiter whose invitation brought you here), or the support
        contact below. Give the email address you were invited with, so they can find your interview.
      </p>
    </LegalPage>
  );
}
