import type {
  ActivityList,
  InterviewDetail,
  InterviewStage,
  Note,
  NoteBody,
  NoteList,
  PatchNoteBody,
  ReviewBody,
  ReviewResult,
} from '@vi/contracts';
import { httpClient } from '../http-client';

/*
 * The review screen's calls, one function each (docs/review-and-sharing.md); reviews.ts holds their query
 * keys, options and mutations, and is long enough without them.
 */

const path = (interviewId: string) => `/interviews/${encodeURIComponent(interviewId)}`;

export async function saveReview(interviewId: string, body: ReviewBody): Promise<ReviewResult> {
  const { data } = await httpClient.put<ReviewResult>(`${path(interviewId)}/review`, body);
  return data;
}

export async function fetchNotes(interviewId: string): Promise<NoteList> {
  const { data } = await httpClient.get<NoteList>(`${path(interviewId)}/notes`);
  return data;
}

export async function createNote(interviewId: string, body: NoteBody): Promise<Note> {
  const { data } = await httpClient.post<Note>(`${path(interviewId)}/notes`, body);
  return data;
}

export async function updateNote(interviewId: string, noteId: string, body: PatchNoteBody): Promise<Note> {
  const { data } = await httpClient.patch<Note>(
    `${path(interviewId)}/notes/${encodeURIComponent(noteId)}`,
    body,
  );
  return data;
}

export async function deleteNote(interviewId: string, noteId: string): Promise<void> {
  await httpClient.delete(`${path(interviewId)}/notes/${encodeURIComponent(noteId)}`);
}

export async function fetchActivity(interviewId: string): Promise<ActivityList> {
  const { data } = await httpClient.get<ActivityList>(`${path(interviewId)}/activity`, {
    params: { limit: 100 },
  });
  return data;
}

export async function updateStage(interviewId: string, stage: InterviewStage): Promise<InterviewDetail> {
  const { data } = await httpClient.patch<InterviewDetail>(path(interviewId), { stage });
  return data;
}

/** The resume file itself (the address the interview gives), read with the recruiter's credentials. */
export async function fetchResume(resumeUrl: string): Promise<Blob> {
  const { data } = await httpClient.get<Blob>(resumeUrl, { baseURL: '/', responseType: 'blob' });
  return data;
}
