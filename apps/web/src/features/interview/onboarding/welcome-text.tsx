import { ONBOARDING_TEXTS as T } from './texts';

/** Spec onboarding: the welcome text with every tip, and how tries, recording and review work. */
export function WelcomeText() {
  return (
    <section className="onboarding-welcome" aria-labelledby="onboarding-tips-heading">
      <p>{T.welcomeIntro}</p>
      <div className="onboarding-welcome__columns">
        <div>
          <h3 id="onboarding-tips-heading">{T.tipsHeading}</h3>
          <ul>
            {T.tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </div>
        <div>
          <h3>{T.howItWorksHeading}</h3>
          <ul>
            {T.howItWorks.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
