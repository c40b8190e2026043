import { AI_NOTICE_VERSION } from '@vi/contracts';
import { htmlToPlainText } from './plain-text.js';
import type {
  ExportAnswerRow,
  ExportQuestionAnswerRow,
  ExportSubjectRow,
} from './privacy-export.repository.js';

/** One file of the answers, by question number: answers/question-01.webm, answers/question-01.jpg. */
export interface AnswerFile {
  path: string;
  key: string;
  size: number;
}

export interface ExportedAnswer {
  row: ExportAnswerRow;
  number: number;
  media: AnswerFile | undefined;
  thumbnail: AnswerFile | undefined;
}

interface Segment {
  start: number;
  end: number;
  text: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** m:ss for a position in seconds, as the review screen shows it. */
function formatTranscriptTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${Math.floor(whole / 60)}:${pad(whole % 60)}`;
}
export const answerBaseName = (number: number) => `question-${pad(number)}`;

/** The extension of a stored key (media keys end in what ffmpeg made: webm, mp4, m4a…). */
export const extensionOf = (key: string) => /\.([a-z0-9]{1,5})$/.exec(key)?.[1] ?? 'bin';

function segmentsOf(json: string | null): Segment[] {
  if (!json) return [];
  try {
    const parsed: unknown = JSON.parse(json);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (s): s is Segment =>
        typeof s === 'object' &&
        s !== null &&
        typeof (s as Segment).start === 'number' &&
        typeof (s as Segment).end === 'number' &&
        typeof (s as Segment).text === 'string',
    );
  } catch {
    return [];
  }
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** consent.json: what the applicant agreed to, when, and under which versions of the texts. */
export function consentDocument(subject: ExportSubjectRow): string {
  return json({
    consentedAt: subject.consent_at,
    termsVersion: subject.consent_terms_version,
    aiNoticeVersion: subject.consent_ai_notice_version,
    transcriptionConsent: subject.transcription_consent === 1,
    currentAiNoticeVersion: AI_NOTICE_VERSION,
  });
}

function labelsOf(json: string | null): string[] {
  if (!json) return [];
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((l): l is string => typeof l === 'string') : [];
  } catch {
    return [];
  }
}

/** A choice or written answer as the applicant gave it: the labels they chose, their text, or a skip. */
function typedAnswerOf(row: ExportQuestionAnswerRow) {
  const isChoice = row.question_type === 'Select' || row.question_type === 'Multiselect';
  return {
    question: row.position + 1,
    questionText: row.question_text,
    type: row.question_type,
    answeredAt: row.answered_at,
    skipped: row.skipped === 1,
    chosen: isChoice && row.skipped !== 1 ? labelsOf(row.labels) : null,
    text: row.text,
  };
}

/** answers.txt: the choice and written answers, for reading. */
export function typedAnswersText(rows: readonly ExportQuestionAnswerRow[]): string {
  return rows
    .map((row) => {
      const answer = typedAnswerOf(row);
      const given = answer.skipped
        ? '(You skipped this question.)'
        : (answer.chosen?.join('\n') ?? answer.text ?? '');
      return [`Question ${answer.question}: ${answer.questionText}`, '', given, ''].join('\n');
    })
    .join('\n');
}

/** interview.json: the applicant, the application's timestamps, the job and the list of files. */
export function interviewDocument(
  subject: ExportSubjectRow,
  answers: ExportedAnswer[],
  typed: readonly ExportQuestionAnswerRow[],
  resumePath: string | null,
  exportedAt: string,
): string {
  return json({
    exportedAt,
    applicant: {
      firstName: subject.first_name,
      lastName: subject.last_name,
      email: subject.email,
      phone: subject.phone,
    },
    application: {
      status: subject.status,
      invitedAt: subject.created_at,
      openedAt: subject.opened_at,
      startedAt: subject.started_at,
      completedAt: subject.completed_at,
      deadline: subject.deadline,
    },
    job: {
      title: subject.job_title,
      company: companyOf(subject),
      description: htmlToPlainText(subject.job_description),
    },
    answers: answers.map(({ row, number, media, thumbnail }) => ({
      question: number,
      questionText: row.question_text,
      recordedAt: row.created_at,
      durationSeconds: row.duration_ms === null ? null : row.duration_ms / 1000,
      contentType: row.content_type,
      file: media?.path ?? null,
      thumbnail: thumbnail?.path ?? null,
      transcript: `transcripts/${answerBaseName(number)}.txt`,
    })),
    choiceAndWrittenAnswers: typed.map(typedAnswerOf),
    resume: resumePath,
  });
}

export const companyOf = (subject: ExportSubjectRow) =>
  subject.job_company_name?.trim() || subject.company_name;

/** job.txt: the posting as plain text. */
export function jobDocument(subject: ExportSubjectRow): string {
  const requirements = htmlToPlainText(subject.job_requirements);
  return [
    subject.job_title,
    companyOf(subject),
    '',
    htmlToPlainText(subject.job_description) || '(no description)',
    ...(requirements ? ['', 'Requirements', '', requirements] : []),
    '',
  ].join('\n');
}

/** transcripts.json: each answer's transcript with its status, words and timed segments. */
export function transcriptsDocument(answers: ExportedAnswer[]): string {
  return json(
    answers.map(({ row, number }) => ({
      question: number,
      questionText: row.question_text,
      status: row.transcript_status ?? 'unavailable',
      text: row.transcript_status === 'done' ? row.transcript_text : null,
      segments: row.transcript_status === 'done' ? segmentsOf(row.transcript_segments) : [],
    })),
  );
}

const STATUS_WORDS: Record<string, string> = {
  pending: '(The transcript was not ready yet when this copy was made.)',
  failed: '(Transcription failed for this answer.)',
  unavailable: '(This answer was not transcribed.)',
};

/** transcripts/question-NN.txt: the question, then each timed line, for reading. */
export function transcriptText({ row, number }: ExportedAnswer): string {
  const head = [`Question ${number}: ${row.question_text}`, ''];
  if (row.transcript_status !== 'done')
    return [...head, STATUS_WORDS[row.transcript_status ?? 'unavailable'] ?? '', ''].join('\n');
  const segments = segmentsOf(row.transcript_segments);
  const lines =
    segments.length > 0
      ? segments.map((s) => `[${formatTranscriptTime(s.start)}–${formatTranscriptTime(s.end)}] ${s.text}`)
      : [row.transcript_text || '(Nothing was said.)'];
  return [...head, ...lines, ''].join('\n');
}

/** README.txt: what each file is. */
export function readmeDocument(
  subject: ExportSubjectRow,
  answers: ExportedAnswer[],
  typedCount: number,
  resumePath: string | null,
  exportedAt: string,
): string {
  const media = answers.filter((a) => a.media).map((a) => a.media!.path);
  return [
    'A copy of your recorded interview',
    '==================================',
    '',
    `Made on ${exportedAt} for your interview for "${subject.job_title}" at ${companyOf(subject)}.`,
    'It holds everything this service keeps about your application.',
    '',
    'Files',
    '-----',
    'README.txt         This file.',
    'interview.json     Your name, email and phone number as the recruiter entered them; when you were',
    '                   invited, opened, started and completed the interview, and its deadline; the job;',
    '                   and the list of your answers with their files.',
    'consent.json       When you agreed to the terms of use and the privacy policy, the versions of the',
    '                   terms and of the AI notice you were shown, and whether you consented to your',
    '                   answers being transcribed.',
    'job.txt            The job posting (title, company, description) as plain text.',
    'answers/           Your recorded answers as they are stored, one per question (question-01 is the',
    '                   first question), and a still image of each video answer (.jpg).',
    'transcripts/       The text of each answer, with the time of each line in the recording.',
    'transcripts.json   The same transcripts with their timed segments, for programs.',
    ...(typedCount > 0
      ? [
          'answers.txt        The questions you answered by choosing options or by writing, with your',
          '                   answers (also in interview.json, under choiceAndWrittenAnswers).',
        ]
      : []),
    ...(resumePath ? [`${resumePath.padEnd(19)}The resume the recruiter attached to your invitation.`] : []),
    '',
    `Answers included: ${media.length} recorded${typedCount > 0 ? `, ${typedCount} chosen or written` : ''}.`,
    '',
    'The service also keeps a 16 kHz audio track of each answer, made from the recording for',
    'transcription; it holds nothing the recording does not. Transcripts are made by speech-to-text only:',
    'no scoring, ranking or analysis of your face, voice or emotions.',
    '',
    'You can erase your interview from the same page where you downloaded this copy.',
    '',
  ].join('\n');
}
