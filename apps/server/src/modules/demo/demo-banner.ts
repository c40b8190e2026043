import type { Config } from '../../config/env.js';
import { interviewUrl, recruiterSignInUrl } from '../../lib/links.js';
import type { TokenService } from '../auth/index.js';
import type { DemoOwner } from './demo-owner.js';
import type { DemoRecordingsState, DemoUnvoiced } from './demo-recordings.js';
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

/** The interviews no voice here records (the Spanish one without espeak-ng), or nothing. */
function unvoicedClause(unvoiced: DemoUnvoiced | undefined): string {
  if (!unvoiced) return '';
  const tools = toolList(unvoiced.missing);
  return (
    `; ${unvoiced.count} in ${unvoiced.languages.join(' and ')} not recorded — ${tools} not found` +
    ` (install Debian's ${tools} and start again)`
  );
}

/** The demo's completed interviews in one line, or none when there is nothing to say. */
export function recordingsLine(status: DemoBannerStatus): string | undefined {
  const { recordings, seededWithoutRecordings } = status;
  switch (recordings.kind) {
    case 'ready':
      return (
        `Demo interviews: ${recordings.completed} completed, with recorded answers to review` +
        unvoicedClause(recordings.unvoiced)
      );
    case 'recording':
      return (
        `Demo interviews: recording ${recordings.pending} of ${recordings.total} in the background` +
        ' (each shows as Completed once its answers are stored)' +
        unvoicedClause(recordings.unvoiced)
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

/**
 * The first line of every start, and how to get a sign-in link when none is printed. While the first
 * run's set-up is needed, its one-time code (docs/accounts.md, "First run"): the server's output is
 * where the person installing it looks, and only they should read it.
 */
export function startBanner(config: Config, speech: string[], setupCode?: string): string {
  return (
    `\n  Video Interviewer is running at ${config.publicUrl}/v1\n` +
    (setupCode
      ? `  Set-up code: ${setupCode}  Open ${config.publicUrl}/v1/setup to create the company and its owner.\n`
      : '') +
    '  Mint a recruiter sign-in link with: npm run cli -- token --company <id> --user <id>\n' +
    speech.map((line) => `  ${line}\n`).join('') +
    '\n'
  );
}

/**
 * The lines a person needs right after `npm start`: where to sign in and which interviews to try. The
 * links are capabilities (a 7-day sign-in token, applicants' guids), so they are printed only for the
 * demo company and only when asked to (`printLinks`: the demo was seeded by this start, or
 * DEMO_PRINT_LINKS=true); otherwise the banner says how to mint one.
 */
export async function demoBanner(
  config: Config,
  tokens: TokenService,
  demo: DemoSummary,
  status?: DemoBannerStatus,
  { printLinks = true, owner }: { printLinks?: boolean; owner?: DemoOwner | undefined } = {},
): Promise<string> {
  const lines = ['', `  Video Interviewer is running at ${config.publicUrl}/v1`, ''];
  if (printLinks) {
    if (owner) {
      lines.push(
        `  Demo owner: sign in at ${config.publicUrl}/v1/sign-in`,
        `    email:    ${owner.email}`,
        `    password: ${owner.password}`,
        '',
      );
    }
    lines.push(...(await linkLines(config, tokens, demo)));
  } else {
    lines.push(
      `  Demo company ${demo.companyId}: its links are printed only by the start that seeds it (or with`,
      '  DEMO_PRINT_LINKS=true). Mint a sign-in link with:',
      `    npm run cli -- token --company ${demo.companyId} --user ${demo.recruiterUserId}`,
    );
    if (owner)
      lines.push(
        `  The demo owner (${owner.email}) signs in with the password in DATA_DIR/demo-owner-password.`,
      );
  }
  if (status) {
    const recorded = recordingsLine(status);
    lines.push('', ...[...status.speech, ...(recorded ? [recorded] : [])].map((l) => `  ${l}`));
  }
  lines.push('');
  return lines.join('\n');
}

async function linkLines(config: Config, tokens: TokenService, demo: DemoSummary): Promise<string[]> {
  const lines = ['  Recruiter sign-in link (valid 7 days):'];
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
  return lines;
}
