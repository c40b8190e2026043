import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import type { FunnelResponse } from '@vi/contracts';
import { funnelQueryOptions } from '../../shared/api/recruiter/integrations';
import { jobsQueryOptions } from '../../shared/api/recruiter/jobs';
import { questionnairesQueryOptions } from '../../shared/api/recruiter/questionnaires';
import { useRecruiterIdentity } from '../../shared/identity/recruiter-identity-context';
import { Spinner } from '../../shared/ui/spinner';
import { FunnelScreening } from './funnel-screening';
import { FunnelTables } from './funnel-tables';
import { stageBars } from './funnel-stages';
import { FUNNEL_TEXTS, formatCount } from './texts';
import '../../shared/ui/buttons.css';
import './funnel.css';

const FunnelChart = lazy(async () => {
  const { FunnelChart } = await import('./funnel-chart');
  return { default: FunnelChart };
});

function FunnelNumbers({ funnel }: { funnel: FunnelResponse }) {
  const stages = stageBars(funnel);
  const questionBars = funnel.questions.map((q, i) => ({
    label: FUNNEL_TEXTS.questionShort(i + 1),
    value: q.answered,
  }));
  return (
    <>
      <h2>{FUNNEL_TEXTS.stagesHeading}</h2>
      <Suspense fallback={<Spinner label={FUNNEL_TEXTS.loading} />}>
        <FunnelChart
          bars={stages}
          seriesName={FUNNEL_TEXTS.applicants}
          label={FUNNEL_TEXTS.chartLabel(stages.map((s) => `${s.label} ${formatCount(s.value)}`).join(', '))}
        />
      </Suspense>
      <dl className="funnel__facts">
        <div>
          <dt>{FUNNEL_TEXTS.expired}</dt>
          <dd>{formatCount(funnel.expired)}</dd>
        </div>
        <div>
          <dt>{FUNNEL_TEXTS.median}</dt>
          <dd>
            {funnel.medianMinutesToComplete === null
              ? FUNNEL_TEXTS.noMedian
              : FUNNEL_TEXTS.minutes(funnel.medianMinutesToComplete)}
          </dd>
        </div>
      </dl>
      <h2>{FUNNEL_TEXTS.questionsHeading}</h2>
      {funnel.questions.length === 0 ? (
        <p className="funnel__hint">{FUNNEL_TEXTS.questionsHint}</p>
      ) : (
        <Suspense fallback={<Spinner label={FUNNEL_TEXTS.loading} />}>
          <FunnelChart
            bars={questionBars}
            seriesName={FUNNEL_TEXTS.answered}
            label={FUNNEL_TEXTS.chartLabel(
              questionBars.map((q) => `${q.label} ${formatCount(q.value)}`).join(', '),
            )}
          />
        </Suspense>
      )}
      <FunnelTables funnel={funnel} />
      <h2>{FUNNEL_TEXTS.screeningHeading}</h2>
      <FunnelScreening funnel={funnel} />
    </>
  );
}

/** The funnel of the company, a job or a questionnaire: a chart for the glance, tables for the numbers. */
export function FunnelPage() {
  const { companyId } = useRecruiterIdentity();
  const [jobId, setJobId] = useState('');
  const [questionnaireId, setQuestionnaireId] = useState('');
  const ids = { job: useId(), questionnaire: useId() };
  const jobs = useQuery(jobsQueryOptions(companyId));
  const questionnaires = useQuery(questionnairesQueryOptions(companyId));
  const funnel = useQuery(
    funnelQueryOptions(companyId, jobId ? Number(jobId) : undefined, questionnaireId || undefined),
  );

  return (
    <section className="funnel" aria-labelledby="funnel-title">
      <h1 id="funnel-title">{FUNNEL_TEXTS.title}</h1>
      <p>{FUNNEL_TEXTS.intro}</p>
      <div className="funnel__filters">
        <div className="funnel__field">
          <label htmlFor={ids.job}>{FUNNEL_TEXTS.jobLabel}</label>
          <select
            id={ids.job}
            className="form-select"
            value={jobId}
            onChange={(e) => setJobId(e.target.value)}
          >
            <option value="">{FUNNEL_TEXTS.allJobs}</option>
            {(jobs.data ?? []).map((job) => (
              <option key={job.id} value={job.id}>
                {job.title}
              </option>
            ))}
          </select>
        </div>
        <div className="funnel__field">
          <label htmlFor={ids.questionnaire}>{FUNNEL_TEXTS.questionnaireLabel}</label>
          <select
            id={ids.questionnaire}
            className="form-select"
            value={questionnaireId}
            onChange={(e) => setQuestionnaireId(e.target.value)}
          >
            <option value="">{FUNNEL_TEXTS.allQuestionnaires}</option>
            {(questionnaires.data ?? []).map((q) => (
              <option key={q.questionnaireId} value={q.questionnaireId}>
                {q.questionnaireName}
              </option>
            ))}
          </select>
        </div>
      </div>
      {funnel.isPending && <Spinner label={FUNNEL_TEXTS.loading} />}
      {funnel.isError && (
        <div role="alert" className="funnel__error">
          <p>{FUNNEL_TEXTS.failed}</p>
          <button type="button" className="btn btn-outline-secondary" onClick={() => void funnel.refetch()}>
            {FUNNEL_TEXTS.retry}
          </button>
        </div>
      )}
      {funnel.isSuccess &&
        (funnel.data.invited === 0 ? <p>{FUNNEL_TEXTS.empty}</p> : <FunnelNumbers funnel={funnel.data} />)}
    </section>
  );
}
