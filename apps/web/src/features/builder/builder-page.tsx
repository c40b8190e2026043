import { useQuery } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { Breadcrumb } from '../../shared/ui/breadcrumb';
import { Spinner } from '../../shared/ui/spinner';
import { questionnaireQueryOptions } from '../../shared/api/recruiter/questionnaires';
import { draftFromQuestionnaire, emptyDraft, readCloneData } from './draft';
import { QuestionnaireForm } from './questionnaire-form';
import { BUILDER_TEXTS } from './texts';
import './builder.css';

/**
 * The questionnaire builder at all three readings of its route (decision 0009): no id creates, an id
 * edits, and router state `{cloneData: {...questionnaire, isCloning: true}}` saves a copy as a new one.
 */
export function BuilderPage() {
  const { questionnaireId } = useParams();
  const location = useLocation();
  const cloneData = readCloneData(location.state);

  let content: ReactNode;
  if (cloneData !== undefined) {
    content = (
      <QuestionnaireForm
        key={`clone-${location.key}`}
        mode={{ kind: 'clone' }}
        createInitialDraft={() => draftFromQuestionnaire(cloneData, { isClone: true })}
      />
    );
  } else if (questionnaireId !== undefined && questionnaireId !== '') {
    content = <EditBuilder key={questionnaireId} id={questionnaireId} />;
  } else {
    content = (
      <QuestionnaireForm
        key={`create-${location.key}`}
        mode={{ kind: 'create' }}
        createInitialDraft={emptyDraft}
      />
    );
  }

  return (
    <div className="builder-page">
      <Breadcrumb
        items={[
          { text: BUILDER_TEXTS.breadcrumbHome, link: '/recruiter' },
          { text: BUILDER_TEXTS.breadcrumbBuilder, active: true },
        ]}
      />
      <h2 className="builder-title">{BUILDER_TEXTS.title}</h2>
      {content}
    </div>
  );
}

/** A 4xx (missing, not ours) will not change on a retry; a network or server error might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = isAxiosError(error) ? error.response?.status : undefined;
  return failureCount < 2 && (status === undefined || status >= 500);
}

function EditBuilder({ id }: { id: string }) {
  const query = useQuery({
    ...questionnaireQueryOptions(id),
    // Always the stored version (never a cached list row) and no refetch under the user's edits.
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: shouldRetry,
  });

  if (query.isError) {
    return (
      <div className="builder-load-error">
        <div className="alert alert-danger" role="alert">
          {BUILDER_TEXTS.loadFailed}
        </div>
        <Link to="/recruiter">{BUILDER_TEXTS.backToList}</Link>
      </div>
    );
  }
  if (query.isFetching || query.data === undefined) {
    return (
      <div className="builder-loading">
        <Spinner size="lg" label={BUILDER_TEXTS.loading} />
      </div>
    );
  }
  const questionnaire = query.data;
  return (
    <QuestionnaireForm
      key={query.dataUpdatedAt}
      mode={{ kind: 'edit', id }}
      createInitialDraft={() => draftFromQuestionnaire(questionnaire, { isClone: false })}
    />
  );
}
