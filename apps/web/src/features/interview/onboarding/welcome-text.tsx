import type { Wording } from './interview-wording';
import { ONBOARDING_TEXTS as T } from './texts';

type WelcomeTextProps = {
  wording: Wording;
  /** "3 questions · about 8 minutes · …", from the applicant's own limits. */
  summary: string;
  hasPracticeQuestion: boolean;
  /** Questions named as the role's requirements (the questionnaire's setting); empty: none named. */
  requirementQuestions?: readonly string[];
};

/** Spec onboarding: the welcome text with every tip and how tries, recording and review work, after what to expect. */
export function WelcomeText({
  wording,
  summary,
  hasPracticeQuestion,
  requirementQuestions = [],
}: WelcomeTextProps) {
  return (
    <section className="onboarding-welcome" aria-labelledby="onboarding-tips-heading">
      <p>{T.welcomeIntro}</p>
      <div className="onboarding-expect">
        <h3>{T.expectHeading}</h3>
        <p className="onboarding-expect__summary">{summary}</p>
        {hasPracticeQuestion && <p className="onboarding-expect__practice">{T.practiceFirst}</p>}
        {requirementQuestions.length > 0 && (
          <>
            <p id="onboarding-requirements" className="onboarding-expect__requirements">
              {T.requirementsIntro}
            </p>
            {/* The recruiter's words, in the questionnaire's language: its direction, not the interface's. */}
            <ul aria-labelledby="onboarding-requirements" dir="auto">
              {requirementQuestions.map((question) => (
                <li key={question}>{question}</li>
              ))}
            </ul>
          </>
        )}
      </div>
      <div className="onboarding-welcome__columns">
        <div>
          <h3 id="onboarding-tips-heading">{T.tipsHeading}</h3>
          <ul>
            {wording.tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </div>
        <div>
          <h3>{T.howItWorksHeading}</h3>
          <ul>
            {wording.howItWorks.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
