import type { Config } from '../../config/env.js';
import { interviewUrl, recruiterSignInUrl } from '../../lib/links.js';
import type { TokenService } from '../auth/token.service.js';
import type { DemoRecordingsState } from './demo-recordings.js';
import type { DemoSummary } from './demo-seed.js';

const SIGN_IN_TTL_SECONDS = 7 * 24 * 3600;

/** What the banner says beside the links: the speech engines and the demo's recorded interviews. */
export interface DemoBannerStatus {
  /** e.g. "Transcription: PocketSphinx" (speech-engines.ts). */
  speech: string[];
  recordings: DemoRecordingsState;
  /** Set when the demo was seeded just now without its recorded interviews, for want of these tools. */
  seededWithoutRecordings?: string[] | undefined;
}

const toolList = (missing: readonly string[]) => missing.join(' and ');

/** The demo's completed interviews in one line, or none when there is nothing to say. */
export function recordingsLine(status: DemoBannerStatus): string | undefined {
  const { recordings, seededWithoutRecordings } = status;
  switch (recordings.kind) {
    case 'ready':
      return `Demo interviews: ${recordings.completed} completed, with recorded answers to review`;
    case 'recording':
      return (
        `Demo interviews: recording ${recordings.pending} of ${recordings.total} in the background` +
        ' (each shows as Completed once its answers are stored)'
      );
    case 'tools-missing':
      return (
        `Demo interviews: ${recordings.pending} not recorded — ${toolList(recordings.missing)} not found` +
        ` (install Debian's ${toolList(recordings.missing)} and start again)`
      );
    case 'none':
      return seededWithoutRecordings
        ? `Demo interviews: none — ${toolList(seededWithoutRecordings)} not found, so the demo was seeded` +
            ` without completed interviews (install Debian's ${toolList(seededWithoutRecordings)}` +
            ' and start with an empty DATA_DIR to get them)'
        : undefined;
  }
}

/** The lines a person needs right after `npm start`: where to sign in and which interviews to try. */
export async function demoBanner(
  config: Config,
  tokens: TokenService,
  demo: DemoSummary,
  status?: DemoBannerStatus,
): Promise<string> {
  const lines = [
    '',
    `  Video Interviewer is running at ${config.publicUrl}/v1`,
    '',
    '  Recruiter sign-in link (valid 7 days):',
  ];
  if (config.jwt.secret) {
    const token = await tokens.sign(
      { userId: demo.recruiterUserId, companyId: demo.companyId },
      SIGN_IN_TTL_SECONDS,
    );
    lines.push(`    ${recruiterSignInUrl(config.publicUrl, token)}`);
  } else {
    lines.push(
      '    (tokens come from your JWKS issuer; JWT_SECRET is not set, so no link can be minted here)',
    );
  }
  lines.push('', '  Applicant interview links:');
  if (demo.applications.length === 0)
    lines.push('    (none open: invite an applicant from the recruiter area)');
  for (const a of demo.applications) {
    lines.push(
      `    ${a.applicantName}, ${a.jobTitle} (${a.contentType}):`,
      `      ${interviewUrl(config.publicUrl, a.guid)}`,
    );
  }
  if (status) {
    const recorded = recordingsLine(status);
    lines.push('', ...[...status.speech, ...(recorded ? [recorded] : [])].map((l) => `  ${l}`));
  }
  lines.push('');
  return lines.join('\n');
}
