import {
  CriterionSchema,
  DEFAULT_LANGUAGE,
  isChoiceType,
  InterviewSettingsSchema,
  type ContentType,
  type LanguageTag,
  type QuestionOption,
  type Questionnaire,
  type QuestionnaireBody,
} from '@vi/contracts';
import type { CloneData } from '../../shared/lib/recruiter/clone-data';
import type {
  BuilderContentType,
  BuilderQuestion,
  QuestionShape,
} from '../../shared/lib/recruiter/builder-rules';
import { newQuestion } from '../../shared/lib/recruiter/builder-rules';
import {
  isSameSettingsDraft,
  settingsDraftFrom,
  toSettingsInput,
  type SettingsDraft,
} from '../../shared/lib/recruiter/interview-settings';
import { comparableCriteria, criteriaDraftFrom, toCriteriaInput, type CriteriaDraft } from './criteria-draft';
import { BUILDER_TEXTS } from './texts';

/** An option with a client-only key, so React and dnd-kit track it (and its id and knockout) across moves. */
export interface DraftOption extends QuestionOption {
  key: string;
}

/** A row of the builder: the question plus a client-only key, so React and dnd-kit track it across moves. */
export interface DraftQuestion extends BuilderQuestion, QuestionShape {
  key: string;
  options: DraftOption[] | null;
}

export interface BuilderDraft {
  name: string;
  contentType: BuilderContentType | null;
  /** BCP 47: the applicant's screens, the voice and the transcripts follow it (docs/languages.md). */
  language: string;
  questions: DraftQuestion[];
  settings: SettingsDraft;
  /** The optional scorecard criteria. */
  scorecard: CriteriaDraft;
}

/** What the builder sends: always for the signed-in recruiter's company, so the list to refresh is known. */
export type SaveQuestionnaireBody = QuestionnaireBody & { companyId: number };

/** create: POST, no id. edit: PUT /questionnaire/{id}. clone: POST of a copy of another questionnaire. */
export type BuilderMode = { kind: 'create' } | { kind: 'edit'; id: string } | { kind: 'clone' };

let lastRowKey = 0;
function nextRowKey(): string {
  lastRowKey += 1;
  return `row-${lastRowKey}`;
}

export function newDraftOption(option: QuestionOption = { label: '' }): DraftOption {
  return { ...option, key: nextRowKey() };
}

/** What goes on the wire: the option without its client-only key. */
const toOptionInput = ({ key: _key, ...option }: DraftOption): QuestionOption => option;
const optionsInput = (question: DraftQuestion): QuestionOption[] | null =>
  isChoiceType(question.type) ? (question.options?.map(toOptionInput) ?? null) : null;

export function newDraftQuestion(): DraftQuestion {
  return { ...newQuestion(), key: nextRowKey(), options: null, maxCharacters: null };
}

export function emptyDraft(): BuilderDraft {
  return {
    name: '',
    contentType: null,
    language: DEFAULT_LANGUAGE,
    questions: [],
    settings: settingsDraftFrom(),
    scorecard: criteriaDraftFrom(undefined, { isClone: false }),
  };
}

const fromWire = (contentType: ContentType): BuilderContentType =>
  contentType === 'Audio' ? 'audio' : 'video';
const toWire = (contentType: BuilderContentType): ContentType =>
  contentType === 'audio' ? 'Audio' : 'Video';

/**
 * Prefill from a stored questionnaire. A clone is a new questionnaire: its questions drop their ids (they
 * belong to the source's recorded answers) and its name gets a prefix so saving it is not an instant 409.
 * Its interview settings come along; a source without them (older router state) starts from the defaults.
 * Its scorecard labels come along too, as new criteria: the source's ids carry the source's ratings.
 */
export function draftFromQuestionnaire(
  source: Pick<Questionnaire, 'questionnaireName' | 'contentType' | 'questions'> &
    Partial<Pick<Questionnaire, 'settings' | 'criteria' | 'language'>>,
  { isClone }: { isClone: boolean },
): BuilderDraft {
  return {
    name: isClone ? BUILDER_TEXTS.cloneName(source.questionnaireName) : source.questionnaireName,
    contentType: fromWire(source.contentType),
    language: source.language ?? DEFAULT_LANGUAGE,
    questions: source.questions.map((question) => ({
      ...(isClone ? {} : { questionId: question.questionId }),
      key: nextRowKey(),
      text: question.questionText,
      type: question.type,
      required: question.required,
      options: isChoiceType(question.type) ? (question.options?.map((o) => newDraftOption(o)) ?? null) : null,
      maxCharacters: question.maxCharacters ?? null,
    })),
    settings: settingsDraftFrom(source.settings),
    scorecard: criteriaDraftFrom(source.criteria, { isClone }),
  };
}

/**
 * The request body, questions in their on-screen order. An edit keeps every loaded question's id and
 * leaves new ones without: the server names them question-{n}, skipping ids that are in use or retired,
 * so a new question never inherits the answers of a removed one. A new questionnaire numbers its
 * questions question-1… by position (spec §3 default).
 */
export function toQuestionnaireBody(
  draft: BuilderDraft,
  mode: BuilderMode,
  identity: { companyId: number; userId: number },
): SaveQuestionnaireBody {
  if (draft.contentType === null) throw new Error('A questionnaire needs an answer format before saving');
  // Absent unless there are (or were) criteria: without a scorecard the body is the spec's, unchanged.
  const criteria = toCriteriaInput(draft.scorecard);
  return {
    questionnaireName: draft.name.trim(),
    companyId: identity.companyId,
    userId: identity.userId,
    contentType: toWire(draft.contentType),
    language: draft.language as LanguageTag,
    questions: draft.questions.map((question, index) => ({
      ...(mode.kind === 'edit'
        ? question.questionId === undefined
          ? {}
          : { questionId: question.questionId }
        : { questionId: `question-${index + 1}` }),
      questionText: question.text.trim(),
      required: question.required,
      type: question.type,
      // Options and a limit only where the type takes them: a choice kept while trying types is not sent.
      options: optionsInput(question),
      ...(question.type === 'Written' ? { maxCharacters: question.maxCharacters } : {}),
    })),
    active: true,
    settings: toSettingsInput(draft.settings),
    ...(criteria === undefined ? {} : { criteria }),
  };
}

/** Only what the user can change counts, so re-rendered row and option keys never make a draft look edited. */
export function isDraftChanged(draft: BuilderDraft, initial: BuilderDraft): boolean {
  const comparable = (d: BuilderDraft) =>
    JSON.stringify([
      d.name,
      d.contentType,
      d.language,
      d.questions.map((q) => [
        q.questionId ?? null,
        q.text,
        q.type,
        q.required,
        optionsInput(q),
        q.type === 'Written' ? q.maxCharacters : null,
      ]),
      comparableCriteria(d.scorecard.criteria),
    ]);
  return comparable(draft) !== comparable(initial) || !isSameSettingsDraft(draft.settings, initial.settings);
}

/** Router state is untyped and survives reloads, so check its shape before trusting it. */
export function readCloneData(state: unknown): CloneData | undefined {
  if (typeof state !== 'object' || state === null || !('cloneData' in state)) return undefined;
  const data: unknown = state.cloneData;
  if (typeof data !== 'object' || data === null) return undefined;
  const candidate = data as Partial<CloneData> & { isCloning?: unknown };
  if (candidate.isCloning !== true) return undefined;
  if (typeof candidate.questionnaireName !== 'string') return undefined;
  if (candidate.contentType !== 'Audio' && candidate.contentType !== 'Video') return undefined;
  if (!Array.isArray(candidate.questions)) return undefined;
  const questionsOk = candidate.questions.every(
    (q: unknown) =>
      typeof q === 'object' &&
      q !== null &&
      typeof (q as { questionText?: unknown }).questionText === 'string',
  );
  if (!questionsOk) return undefined;
  // Settings that do not read as settings are dropped: the copy then starts from the defaults.
  const settings = InterviewSettingsSchema.safeParse(candidate.settings);
  // So do criteria: the copy then starts without a scorecard.
  const criteria = CriterionSchema.array().safeParse(candidate.criteria);
  return {
    ...(candidate as CloneData),
    settings: settings.success ? settings.data : undefined,
    criteria: criteria.success ? criteria.data : undefined,
  };
}
