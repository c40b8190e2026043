import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { ZipFile } from 'yazl';
import {
  APPLICANT_EXPORT_LIMITS,
  exportFileName,
  GuidSchema,
  MESSAGES,
  type RecruiterIdentity,
  type YourDataSummary,
} from '@vi/contracts';
import type { DB } from '../../db/schema.js';
import type { Storage } from '../../infra/storage/storage.js';
import { AppError } from '../../lib/app-error.js';
import type { AuditLog } from '../audit/index.js';
import {
  answerBaseName,
  companyOf,
  consentDocument,
  extensionOf,
  interviewDocument,
  jobDocument,
  readmeDocument,
  transcriptsDocument,
  transcriptText,
  typedAnswersText,
  type AnswerFile,
  type ExportedAnswer,
} from './export-documents.js';
import * as repo from './privacy-export.repository.js';

export const EXPORT_BUSY = 'Many copies are being made right now. Please try again in a minute.' as const;

export interface ApplicantExport {
  fileName: string;
  stream: Readable;
}

const noApplication = () => new AppError('NOT_FOUND', { message: MESSAGES.noApplication });

/**
 * The applicant's own copy (docs/privacy.md): a zip of everything kept about their application, streamed
 * from storage one file at a time, so no answer is ever held whole in memory. The guid is the only key,
 * as on every applicant call; it reaches exactly one application and nothing of any other.
 */
export function createPrivacyExportService({
  db,
  storage,
  log,
  audit,
}: {
  db: Kysely<DB>;
  storage: Storage;
  log: FastifyBaseLogger;
  audit: AuditLog;
}) {
  let streaming = 0;

  async function getSubject(guid: string): Promise<repo.ExportSubjectRow> {
    const parsed = GuidSchema.safeParse(guid.toLowerCase());
    if (!parsed.success) throw noApplication();
    const subject = await repo.findExportSubject(db, parsed.data);
    if (!subject) throw noApplication();
    return subject;
  }

  /** A stored file that really exists (a file lost from storage is left out, not a broken zip). */
  async function fileOf(key: string | null, path: string): Promise<AnswerFile | undefined> {
    if (!key) return undefined;
    const stat = await storage.stat(key);
    return stat ? { key, path, size: stat.size } : undefined;
  }

  async function exportedAnswers(applicationId: string, folder: string): Promise<ExportedAnswer[]> {
    const rows = await repo.listExportAnswers(db, applicationId);
    return Promise.all(
      rows.map(async (row) => {
        const number = row.position + 1;
        const base = `${folder}/answers/${answerBaseName(number)}`;
        return {
          row,
          number,
          media: await fileOf(row.media_key, `${base}.${extensionOf(row.media_key)}`),
          thumbnail: await fileOf(row.thumbnail_key, `${base}.jpg`),
        };
      }),
    );
  }

  function build(
    subject: repo.ExportSubjectRow,
    answers: ExportedAnswer[],
    typed: repo.ExportQuestionAnswerRow[],
    resume: AnswerFile | undefined,
    folder: string,
    now: Date,
  ): Readable {
    const zip = new ZipFile();
    const output = zip.outputStream as Readable;
    const inputs = new Set<Readable>();
    const exportedAt = now.toISOString();
    const text = (body: string, name: string) =>
      zip.addBuffer(Buffer.from(body, 'utf8'), `${folder}/${name}`, { mtime: now });
    // Stored media is compressed already; deflating it again would only cost CPU.
    const stored = (file: AnswerFile) =>
      zip.addReadStreamLazy(file.path, { mtime: now, compress: false, size: file.size }, (done) => {
        // yazl's callback wants a stream even with an error; it never reads it then.
        const fail = (err: unknown) => done(err, undefined as unknown as Readable);
        storage.get(file.key).then((object) => {
          if (!object) return fail(new Error(`stored file vanished during an export: ${file.key}`));
          inputs.add(object.stream);
          done(null, object.stream);
        }, fail);
      });

    const resumePath = resume ? resume.path.slice(folder.length + 1) : null;
    text(readmeDocument(subject, answers, typed.length, resumePath, exportedAt), 'README.txt');
    text(interviewDocument(subject, answers, typed, resumePath, exportedAt), 'interview.json');
    if (typed.length > 0) text(typedAnswersText(typed), 'answers.txt');
    text(consentDocument(subject), 'consent.json');
    text(jobDocument(subject), 'job.txt');
    text(transcriptsDocument(answers), 'transcripts.json');
    for (const answer of answers) {
      text(transcriptText(answer), `transcripts/${answerBaseName(answer.number)}.txt`);
      if (answer.media) stored(answer.media);
      if (answer.thumbnail) stored(answer.thumbnail);
    }
    if (resume) stored(resume);
    zip.end();

    zip.on('error', (err: unknown) => {
      log.error({ err, applicationId: subject.id }, 'applicant export failed while streaming');
      // The download ends broken rather than looking complete.
      output.destroy(err instanceof Error ? err : new Error(String(err)));
    });
    // A client that goes away stops the storage reads too.
    output.once('close', () => {
      for (const input of inputs) input.destroy();
    });
    return output;
  }

  return {
    /** What the "Your data" page shows: the job and how much is kept, never the personal fields. */
    async summary(guid: string): Promise<YourDataSummary> {
      const subject = await getSubject(guid);
      const answers = await repo.listExportAnswers(db, subject.id);
      const typed = await repo.listExportQuestionAnswers(db, subject.id);
      return {
        jobTitle: subject.job_title,
        companyName: companyOf(subject),
        status: subject.status,
        answerCount: answers.length,
        otherAnswerCount: typed.filter((a) => a.skipped !== 1).length,
        hasResume: subject.resume_key !== null,
        completedAt: subject.completed_at,
      };
    },

    /** The zip as a stream; at most APPLICANT_EXPORT_LIMITS.concurrentPerProcess at once in this process. */
    async open(
      guid: string,
      caller: RecruiterIdentity | null = null,
      now = new Date(),
    ): Promise<ApplicantExport> {
      if (streaming >= APPLICANT_EXPORT_LIMITS.concurrentPerProcess)
        throw new AppError('RATE_LIMITED', { message: EXPORT_BUSY });
      streaming++;
      let release = () => {
        streaming--;
        release = () => undefined;
      };
      try {
        const subject = await getSubject(guid);
        const fileName = exportFileName(now);
        const folder = fileName.replace(/\.zip$/, '');
        const answers = await exportedAnswers(subject.id, folder);
        const typed = await repo.listExportQuestionAnswers(db, subject.id);
        const resume = subject.resume_key
          ? await fileOf(subject.resume_key, `${folder}/resume.${extensionOf(subject.resume_key)}`)
          : undefined;
        const stream = build(subject, answers, typed, resume, folder, now);
        stream.once('close', () => release());
        log.info(
          {
            applicationId: subject.id,
            answers: answers.length,
            typedAnswers: typed.length,
            hasResume: resume !== undefined,
          },
          'applicant export started',
        );
        await audit.append(db, {
          companyId: subject.company_id,
          // Whoever's credential came with the guid is named; without one, the applicant.
          actor: caller?.companyId === subject.company_id ? { recruiter: caller } : { applicant: true },
          type: 'interview_exported',
          interviewId: subject.id,
          details: { format: 'zip', answers: answers.length + typed.length },
        });
        return { fileName, stream };
      } catch (err) {
        release();
        throw err;
      }
    },
  };
}
