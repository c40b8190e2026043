import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  InterviewDetailSchema,
  type Interview,
  type InterviewDetail,
  type InterviewStage,
  type NoteBody,
  type PatchNoteBody,
  type Review,
  type ReviewBody,
} from '@vi/contracts';
import { interviewKeys } from './interviews';
import {
  createNote,
  deleteNote,
  fetchActivity,
  fetchNotes,
  saveReview,
  updateNote,
  updateStage,
} from './review-requests';

/*
 * The review screen's own calls: the caller's review, the team's notes, the activity log and the stage of
 * one interview (docs/review-and-sharing.md). The interview itself is read through api/interviews.ts; what
 * changes it here writes into that same cache entry.
 */

export const reviewKeys = {
  notes: (interviewId: string) => ['interview-notes', interviewId] as const,
  activity: (interviewId: string) => ['interview-activity', interviewId] as const,
};

export function notesQueryOptions(interviewId: string) {
  return queryOptions({ queryKey: reviewKeys.notes(interviewId), queryFn: () => fetchNotes(interviewId) });
}

export function activityQueryOptions(interviewId: string) {
  return queryOptions({
    queryKey: reviewKeys.activity(interviewId),
    queryFn: () => fetchActivity(interviewId),
  });
}

const ReviewPartsSchema = InterviewDetailSchema.pick({ reviews: true, criteria: true });
export type ReviewParts = Pick<InterviewDetail, 'reviews' | 'criteria'>;

/**
 * GET /interviews/{id} answers the detail (reviews, criteria) under the list item's type; a card taken from
 * the grid's cache while it loads has neither, and shows none until the detail arrives.
 */
export function reviewPartsOf(interview: Interview): ReviewParts {
  const parsed = ReviewPartsSchema.safeParse(interview);
  return parsed.success ? parsed.data : { reviews: [], criteria: [] };
}

/** The caller's review with `body` applied, as the server will store it (omitted parts keep their values). */
export function applyReviewBody(current: Review | undefined, body: ReviewBody, now: string): Review {
  const base: Review = current ?? {
    id: 'pending',
    kind: 'recruiter',
    reviewerName: '',
    reviewerUserId: null,
    shareLinkId: null,
    isMine: true,
    overall: null,
    recommendation: null,
    comment: null,
    ratings: [],
    criteria: [],
    createdAt: now,
    updatedAt: now,
  };
  const ratings = new Map(base.ratings.map((r) => [r.questionId, r.stars]));
  for (const r of body.ratings ?? []) {
    if (r.stars === null) ratings.delete(r.questionId);
    else ratings.set(r.questionId, r.stars);
  }
  const criteria = new Map(base.criteria.map((c) => [c.criterionId, c]));
  for (const c of body.criteria ?? []) {
    if (c.stars === null) criteria.delete(c.criterionId);
    else criteria.set(c.criterionId, { criterionId: c.criterionId, label: '', stars: c.stars });
  }
  return {
    ...base,
    overall: body.overall === undefined ? base.overall : body.overall,
    recommendation: body.recommendation === undefined ? base.recommendation : body.recommendation,
    ratings: [...ratings].map(([questionId, stars]) => ({ questionId, stars })),
    criteria: [...criteria.values()],
    updatedAt: now,
  };
}

function replaceMine(interview: Interview, mine: Review, rating?: Interview['rating']): Interview {
  const { reviews } = reviewPartsOf(interview);
  const others = reviews.filter((review) => !review.isMine);
  return { ...interview, ...(rating ? { rating } : {}), reviews: [...others, mine] } as Interview;
}

function touchActivity(client: QueryClient, interviewId: string) {
  void client.invalidateQueries({ queryKey: reviewKeys.activity(interviewId) });
}

/**
 * Saves each click of the caller's review. The stars show at once (written into the cached interview) and
 * the saves run one after another, so a quick second click cannot be overtaken by the first one's answer.
 */
export function useSaveReview(interviewId: string, companyId: number) {
  const client = useQueryClient();
  const key = interviewKeys.detail(interviewId);
  return useMutation({
    scope: { id: `review-${interviewId}` },
    mutationFn: (body: ReviewBody) => saveReview(interviewId, body),
    onMutate: async (body) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<Interview>(key);
      if (before) {
        const mine = reviewPartsOf(before).reviews.find((review) => review.isMine);
        client.setQueryData<Interview>(
          key,
          replaceMine(before, applyReviewBody(mine, body, new Date().toISOString())),
        );
      }
      return { before };
    },
    onError: (_error, _body, context) => {
      if (context?.before) client.setQueryData(key, context.before);
    },
    onSuccess: (result) => {
      const current = client.getQueryData<Interview>(key);
      if (current) client.setQueryData<Interview>(key, replaceMine(current, result.review, result.rating));
    },
    onSettled: () => {
      touchActivity(client, interviewId);
      void client.invalidateQueries({ queryKey: interviewKeys.lists(companyId), refetchType: 'none' });
    },
  });
}

/** PATCH the stage; the screen shows the server's answer, and the lists (which filter by stage) go stale. */
export function useUpdateStage(interviewId: string, companyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (stage: InterviewStage) => updateStage(interviewId, stage),
    onSuccess: (interview) => {
      client.setQueryData(interviewKeys.detail(interviewId), interview);
    },
    onSettled: () => {
      touchActivity(client, interviewId);
      void client.invalidateQueries({ queryKey: interviewKeys.lists(companyId), refetchType: 'none' });
    },
  });
}

function useNoteMutation<T>(interviewId: string, run: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => {
      touchActivity(client, interviewId);
      return client.invalidateQueries({ queryKey: reviewKeys.notes(interviewId) });
    },
  });
}

export function useCreateNote(interviewId: string) {
  return useNoteMutation(interviewId, (body: NoteBody) => createNote(interviewId, body));
}

export function useUpdateNote(interviewId: string) {
  return useNoteMutation(interviewId, ({ noteId, body }: { noteId: string; body: PatchNoteBody }) =>
    updateNote(interviewId, noteId, body),
  );
}

export function useDeleteNote(interviewId: string) {
  return useNoteMutation(interviewId, (noteId: string) => deleteNote(interviewId, noteId));
}
