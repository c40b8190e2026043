import type { Job, Questionnaire } from '@vi/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useReducer, useRef, useState, type ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '../../shared/ui/spinner';
import { interviewKeys } from '../../shared/api/recruiter/interviews';
import { jobKeys, jobsQueryOptions } from '../../shared/api/recruiter/jobs';
import { questionnaireKeys, questionnairesQueryOptions } from '../../shared/api/recruiter/questionnaires';
import { useRecruiterIdentity } from '../../shared/identity/recruiter-identity-context';
import type { CloneData } from '../../shared/lib/recruiter/clone-data';
import type { InviteResult, SentInvitation } from '../../shared/lib/recruiter/invite-result';
import {
  clampPage,
  initialPagingState,
  pageCount,
  pageSlice,
  pagingReducer,
} from '../../shared/lib/recruiter/pagination';
import { DeactivateConfirm } from './deactivate-confirm';
import { EligibleJobs } from './eligible-jobs';
import { NoResultsImage } from './icons';
import { ListPager } from './list-pager';
import { QuestionnairePreviewModal } from './questionnaire-preview-modal';
import { QuestionnairesHeader } from './questionnaires-header';
import { QuestionnaireRow, type RowAction } from './questionnaire-row';
import { QUESTIONNAIRE_COLUMN_KEYS, QUESTIONNAIRE_COLUMNS, QUESTIONNAIRE_LIST_TEXTS } from './texts';
import { useQuestionnaireStatus } from './use-questionnaire-status';
import './questionnaires.css';

const BUILDER_PATH = '/recruiter/questionnaire-builder';

type InviteDialog = { isOpen: false } | { isOpen: true; initialJobId: number | undefined };

const EMPTY_QUESTIONNAIRES: readonly Questionnaire[] = [];
const EMPTY_JOBS: readonly Job[] = [];

/** The dialogs this list opens that other features own (inviting, attaching to a job): app/ passes them in. */
export type QuestionnairesTabProps = {
  InviteApplicantModal: ComponentType<{
    show: boolean;
    questionnaires: readonly Questionnaire[];
    initialJobId?: number;
    onHide: () => void;
    onSuccess: (result: InviteResult) => void;
  }>;
  InviteConfirmationModal: ComponentType<{
    invitation: SentInvitation | null;
    onHide: () => void;
    returnFocusTo: () => HTMLElement | null;
  }>;
  SelectJobPanel: ComponentType<{
    show: boolean;
    questionnaire: Questionnaire | null;
    onHide: () => void;
    onLinksChanged: () => void;
  }>;
};

/** The Questionnaires tab of the recruiter home: the questionnaire list and the eligible jobs list. */
export function QuestionnairesTab({
  InviteApplicantModal,
  InviteConfirmationModal,
  SelectJobPanel,
}: QuestionnairesTabProps) {
  const { companyId } = useRecruiterIdentity();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const questionnairesQuery = useQuery(questionnairesQueryOptions(companyId));
  const jobsQuery = useQuery(jobsQueryOptions(companyId));
  const status = useQuestionnaireStatus(companyId);

  const [paging, dispatch] = useReducer(pagingReducer, initialPagingState);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [preview, setPreview] = useState<Questionnaire | null>(null);
  const [deactivating, setDeactivating] = useState<Questionnaire | null>(null);
  const [addToJob, setAddToJob] = useState<Questionnaire | null>(null);
  const [invite, setInvite] = useState<InviteDialog>({ isOpen: false });
  const [sent, setSent] = useState<SentInvitation | null>(null);
  const inviteOpener = useRef<HTMLElement | null>(null);

  const questionnaires = questionnairesQuery.data ?? EMPTY_QUESTIONNAIRES;
  const jobs = jobsQuery.data ?? EMPTY_JOBS;
  const { pageSize } = paging;
  const pages = pageCount(questionnaires.length, pageSize);
  const page = clampPage(paging.questionnairePage, pages);
  const rows = useMemo(() => pageSlice(questionnaires, page, pageSize), [questionnaires, page, pageSize]);
  const selected = useMemo(
    () => questionnaires.find((questionnaire) => questionnaire.questionnaireId === selectedId) ?? null,
    [questionnaires, selectedId],
  );
  const busyId = status.isPending ? status.variables.questionnaire.questionnaireId : null;

  const select = useCallback((questionnaire: Questionnaire) => {
    setSelectedId(questionnaire.questionnaireId);
    // The eligible jobs change with the selection: start them from their first page.
    dispatch({ type: 'setJobPage', page: 1 });
  }, []);

  const { mutate: changeStatus } = status;
  const onAction = useCallback(
    (action: RowAction, questionnaire: Questionnaire) => {
      const id = encodeURIComponent(questionnaire.questionnaireId);
      switch (action) {
        case 'addToJob':
          setAddToJob(questionnaire);
          return;
        case 'view':
          setPreview(questionnaire);
          return;
        case 'edit':
          void navigate(`${BUILDER_PATH}/${id}`);
          return;
        case 'clone': {
          // The state the builder reads to prefill a copy (spec §2: cloneData with isCloning).
          const state: { cloneData: CloneData } = { cloneData: { ...questionnaire, isCloning: true } };
          void navigate(BUILDER_PATH, { state });
          return;
        }
        case 'deactivate':
          setDeactivating(questionnaire);
          return;
        case 'reactivate':
          changeStatus({ questionnaire, active: true });
          return;
      }
    },
    [navigate, changeStatus],
  );

  const createQuestionnaire = () => {
    // Spec §2: creating clears the selected questionnaire before going to the builder.
    setSelectedId(null);
    void navigate(BUILDER_PATH);
  };

  const refreshLinks = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: questionnaireKeys.list(companyId) });
    void queryClient.invalidateQueries({ queryKey: jobKeys.list(companyId) });
  }, [queryClient, companyId]);

  const openInvite = (initialJobId: number | undefined) => {
    inviteOpener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setInvite({ isOpen: true, initialJobId });
  };

  const onInvited = ({ jobId, ...result }: InviteResult) => {
    setInvite({ isOpen: false });
    setSent({ ...result, jobTitle: jobs.find((job) => job.id === jobId)?.title ?? null });
    void queryClient.invalidateQueries({ queryKey: interviewKeys.lists(companyId) });
  };

  return (
    <section className="questionnaires" aria-labelledby="questionnaires-heading">
      <QuestionnairesHeader
        pageSize={pageSize}
        onPageSizeChange={(size) => dispatch({ type: 'setPageSize', pageSize: size })}
        onInvite={() => openInvite(undefined)}
        onCreate={createQuestionnaire}
      />

      {questionnairesQuery.isPending ? (
        <Spinner label={QUESTIONNAIRE_LIST_TEXTS.loading} />
      ) : questionnairesQuery.isError ? (
        <div role="alert" className="alert alert-danger d-flex flex-wrap align-items-center gap-2">
          <span>{QUESTIONNAIRE_LIST_TEXTS.loadFailed}</span>
          <button
            type="button"
            className="btn btn-outline-danger btn-sm"
            onClick={() => void questionnairesQuery.refetch()}
          >
            {QUESTIONNAIRE_LIST_TEXTS.tryAgain}
          </button>
        </div>
      ) : questionnaires.length === 0 ? (
        <div className="no-results">
          <NoResultsImage label={QUESTIONNAIRE_LIST_TEXTS.noResults} />
          <p className="no-results__text">{QUESTIONNAIRE_LIST_TEXTS.noResults}</p>
          <p className="text-body-secondary">{QUESTIONNAIRE_LIST_TEXTS.noResultsHint}</p>
        </div>
      ) : (
        <>
          <table
            role="table"
            aria-labelledby="questionnaires-heading"
            className="table align-middle stacked-table questionnaires__table"
          >
            <thead role="rowgroup">
              <tr role="row">
                {QUESTIONNAIRE_COLUMN_KEYS.map((column) => (
                  <th key={column} scope="col" role="columnheader">
                    {QUESTIONNAIRE_COLUMNS[column]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody role="rowgroup">
              {rows.map((questionnaire) => (
                <QuestionnaireRow
                  key={questionnaire.questionnaireId}
                  questionnaire={questionnaire}
                  isSelected={questionnaire.questionnaireId === selectedId}
                  isBusy={questionnaire.questionnaireId === busyId}
                  onSelect={select}
                  onAction={onAction}
                />
              ))}
            </tbody>
          </table>
          <ListPager
            label={QUESTIONNAIRE_LIST_TEXTS.questionnairePagination}
            page={page}
            pages={pages}
            onChange={(next) => dispatch({ type: 'setQuestionnairePage', page: next })}
          />
        </>
      )}

      <EligibleJobs
        jobs={jobs}
        isLoading={jobsQuery.isPending}
        isError={jobsQuery.isError}
        onRetry={() => void jobsQuery.refetch()}
        selected={selected}
        page={paging.jobPage}
        pageSize={pageSize}
        onPageChange={(next) => dispatch({ type: 'setJobPage', page: next })}
        onInvite={(job) => openInvite(job.id)}
      />

      <DeactivateConfirm
        questionnaire={deactivating}
        jobs={jobs}
        jobsUnknown={!jobsQuery.isSuccess}
        onCancel={() => setDeactivating(null)}
        onConfirm={(questionnaire) => {
          setDeactivating(null);
          changeStatus({ questionnaire, active: false });
        }}
      />
      <QuestionnairePreviewModal
        questionnaire={preview}
        onHide={() => setPreview(null)}
        onEdit={(questionnaire) => {
          setPreview(null);
          onAction('edit', questionnaire);
        }}
      />
      <SelectJobPanel
        show={addToJob !== null}
        questionnaire={addToJob}
        onHide={() => setAddToJob(null)}
        onLinksChanged={refreshLinks}
      />
      <InviteApplicantModal
        show={invite.isOpen}
        questionnaires={questionnaires}
        initialJobId={invite.isOpen ? invite.initialJobId : undefined}
        onHide={() => setInvite({ isOpen: false })}
        onSuccess={onInvited}
      />
      <InviteConfirmationModal
        invitation={sent}
        onHide={() => setSent(null)}
        returnFocusTo={() => (inviteOpener.current?.isConnected ? inviteOpener.current : null)}
      />
    </section>
  );
}
