import type { AiNotice } from '@vi/contracts';
import { useId } from 'react';
import { AI_NOTICE_TEXTS as T, engineWording } from './ai-notice-texts';

/** What the AI does here, who runs it, and what it does not do: read before the consent below it. */
export function AiNoticeBox({ notice }: { notice: AiNotice }) {
  const headingId = useId();
  return (
    <section className="onboarding-ai-notice" aria-labelledby={headingId}>
      <h3 id={headingId} className="onboarding-ai-notice__heading">
        {T.heading}
      </h3>
      {notice.transcriptionEnabled ? (
        <ul className="onboarding-ai-notice__list">
          <li>{T.whatItDoes}</li>
          <li>{engineWording(notice.engine)}</li>
          <li>{T.whatItDoesNot}</li>
        </ul>
      ) : (
        <p className="onboarding-ai-notice__text">{T.notTranscribed}</p>
      )}
      <p className="onboarding-ai-notice__version">{T.version(notice.version)}</p>
    </section>
  );
}
