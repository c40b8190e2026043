import type { Config } from '../../config/env.js';
import { interviewUrl, recruiterSignInUrl } from '../../lib/links.js';
import type { TokenService } from '../auth/token.service.js';
import type { DemoSummary } from './demo-seed.js';

const SIGN_IN_TTL_SECONDS = 7 * 24 * 3600;

/** The lines a person needs right after `npm start`: where to sign in and which interviews to try. */
export async function demoBanner(config: Config, tokens: TokenService, demo: DemoSummary): Promise<string> {
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
  lines.push('');
  return lines.join('\n');
}
