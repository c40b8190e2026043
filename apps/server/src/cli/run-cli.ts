import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadConfig } from '../config/env.js';
import { createDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { recruiterSignInUrl } from '../lib/links.js';
import { createTokenService } from '../modules/auth/index.js';
import { findUser, insertCompany, insertUser, setUserActive } from '../modules/companies/index.js';
import { createPasswordHasher } from '../modules/accounts/index.js';
import { demoBanner, ensureDemoOwner, isDatabaseEmpty, seedDemo } from '../modules/demo/index.js';
import { deactivateFromCommandLine } from '../modules/team/index.js';
import {
  AccountCommandError,
  setupCodeCommand,
  usersCreateCommand,
  usersResetPasswordCommand,
  usersSetRoleCommand,
} from './account-commands.js';
import { parseAsOf, runRetentionCommand } from './retention-command.js';
import { parseSince, REDO_ENGINES, type RedoEngine, runTranscriptsRedo } from './transcripts-command.js';

export const USAGE = `Usage: npm run cli -- <command> [options]

Commands:
  create-company --name <name>                      create a company, print its id
  create-user --company <id> --first <name> --last <name> [--email <email>] [--inactive]
                                                    create a recruiter user, print its id
  token --company <id> --user <id> [--days <n>]     print a recruiter sign-in link (default 7 days)
  setup-code                                        print the first run's set-up code (last line);
                                                    fails once set-up is done
  users create --company <id> --email <email> --name <name> --role <owner|admin|recruiter|reviewer>
                                                    create a member and print a one-time link (30 min)
                                                    to set their password
  users set-role <userId> <owner|admin|recruiter|reviewer>
                                                    change a member's role
  users reset-password <userId|email>               end the member's sessions and print a one-time
                                                    link (30 min) to set a new password
  users deactivate <userId>                         refuse the user's sign-in links, sessions and API
                                                    keys at once, on every server
  users activate <userId>                           let a deactivated user in again
  seed-demo [--force]                               add the demo company (only into an empty database
                                                    unless --force)
  migrate                                           apply database migrations
  retention [--as-of <ISO date>] [--dry-run]        apply every company's retention rule as of that
                                                    time (default now); --dry-run only lists what it
                                                    would delete (ids, jobs and dates, no personal data)
  transcripts redo [--engine <moonshine|pocketsphinx|openai>] [--since <ISO date>]
                                                    transcribe recorded answers again (all, or those
                                                    recorded since the date); search follows
  help                                              show this text

The database and secret come from the same environment as the server (DATA_DIR, DATABASE_URL, JWT_SECRET).`;

export class CliError extends Error {
  override name = 'CliError';
}

const id = (name: string) =>
  z.coerce
    .number({ error: `--${name} must be a number` })
    .int(`--${name} must be a whole number`)
    .positive(`--${name} must be positive`);
const text = (name: string) =>
  z
    .string({ error: `--${name} is required` })
    .trim()
    .min(1, `--${name} is required`)
    .max(200);

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new CliError(result.error.issues.map((i) => i.message).join('; '));
  return result.data;
}

function redoOptions(
  positionals: string[],
  values: { engine?: string | undefined; since?: string | undefined },
) {
  if (positionals.join(' ') !== 'redo')
    throw new CliError(`Usage: npm run cli -- transcripts redo [options]\n\n${USAGE}`);
  const engine = values.engine;
  if (engine !== undefined && !REDO_ENGINES.some((e) => e === engine))
    throw new CliError(`--engine must be one of ${REDO_ENGINES.join(', ')}`);
  const since = values.since === undefined ? undefined : parseSince(values.since);
  if (values.since !== undefined && !since)
    throw new CliError(
      '--since must be an ISO date or date and time, e.g. 2027-05-20 or 2027-05-20T08:00:00Z',
    );
  return { engine: engine as RedoEngine | undefined, since };
}

/** Runs one CLI command; returns what it printed. Throws CliError for bad input. */
export async function runCli(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const [command, ...rest] = argv;
  if (!command || command === 'help' || command === '--help') return USAGE;

  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: command === 'users' || command === 'transcripts',
    options: {
      name: { type: 'string' },
      company: { type: 'string' },
      user: { type: 'string' },
      first: { type: 'string' },
      last: { type: 'string' },
      email: { type: 'string' },
      inactive: { type: 'boolean' },
      days: { type: 'string' },
      force: { type: 'boolean' },
      'as-of': { type: 'string' },
      'dry-run': { type: 'boolean' },
      role: { type: 'string' },
      engine: { type: 'string' },
      since: { type: 'string' },
    },
    strict: true,
  });

  const known = [
    'create-company',
    'create-user',
    'token',
    'setup-code',
    'users',
    'seed-demo',
    'migrate',
    'retention',
    'transcripts',
  ];
  if (!known.includes(command)) throw new CliError(`Unknown command '${command}'.\n\n${USAGE}`);
  const asOf = command === 'retention' ? parseAsOf(values['as-of']) : undefined;
  if (command === 'retention' && !asOf) {
    throw new CliError(
      '--as-of must be an ISO date or date and time, e.g. 2027-05-20 or 2027-05-20T08:00:00Z',
    );
  }

  const redo = command === 'transcripts' ? redoOptions(positionals, values) : undefined;

  const config = loadConfig(env);
  const database = await createDatabase(config.database);
  try {
    await migrateToLatest(database.db, database.dialect, database.schema);
    const db = database.db;
    const tokens = createTokenService(config.jwt);

    switch (command) {
      case 'migrate':
        return 'Migrations are up to date.';
      case 'create-company': {
        const companyId = await insertCompany(db, parse(text('name'), values.name));
        return `Created company ${companyId}.`;
      }
      case 'create-user': {
        const companyId = parse(id('company'), values.company);
        const company = await db
          .selectFrom('companies')
          .select('id')
          .where('id', '=', companyId)
          .executeTakeFirst();
        if (!company) throw new CliError(`Company ${companyId} does not exist.`);
        const email =
          values.email === undefined
            ? null
            : parse(z.email('--email must be an email address'), values.email);
        const userId = await insertUser(db, {
          companyId,
          firstName: parse(text('first'), values.first),
          lastName: parse(text('last'), values.last),
          email,
          active: !values.inactive,
        });
        return `Created user ${userId} in company ${companyId}.`;
      }
      case 'token': {
        const companyId = parse(id('company'), values.company);
        const userId = parse(id('user'), values.user);
        const days = parse(
          z.coerce.number().positive('--days must be positive').max(365).default(7),
          values.days,
        );
        const user = await findUser(db, userId);
        if (!user || user.company_id !== companyId)
          throw new CliError(`User ${userId} does not belong to company ${companyId}.`);
        if (user.active !== 1) throw new CliError(`User ${userId} is inactive.`);
        const token = await tokens.sign({ userId, companyId }, Math.round(days * 24 * 3600));
        return recruiterSignInUrl(config.publicUrl, token);
      }
      case 'setup-code':
        return await setupCodeCommand(db, config);
      case 'users': {
        const [action, userIdText, ...extra] = positionals;
        if (action === 'create' && positionals.length === 1)
          return await usersCreateCommand(db, config, values);
        if (action === 'set-role' && extra.length === 1)
          return await usersSetRoleCommand(db, userIdText, extra[0]);
        if (action === 'reset-password' && extra.length === 0)
          return await usersResetPasswordCommand(db, config, userIdText);
        if ((action !== 'deactivate' && action !== 'activate') || extra.length > 0)
          throw new CliError(
            'Usage: users deactivate <userId> | users activate <userId> | ' +
              'users create --company <id> --email <email> --name <name> --role <role> | ' +
              'users set-role <userId> <role> | users reset-password <userId|email>',
          );
        const userId = parse(
          z.coerce
            .number({ error: '<userId> must be a number' })
            .int('<userId> must be a whole number')
            .positive('<userId> must be positive'),
          userIdText,
        );
        const user = await findUser(db, userId);
        if (!user) throw new CliError(`User ${userId} does not exist.`);
        if (action === 'activate') await setUserActive(db, userId, true);
        else await deactivateFromCommandLine(db, userId);
        const who = `User ${userId} (${user.first_name} ${user.last_name}, company ${user.company_id})`;
        return action === 'activate'
          ? `${who} is active again.`
          : `${who} is deactivated: their sign-in links, sessions and API keys are refused from now on.`;
      }
      case 'seed-demo': {
        if (!values.force && !(await isDatabaseEmpty(db))) {
          throw new CliError('The database already has data; use --force to add the demo company anyway.');
        }
        const seeded = await seedDemo(db);
        const owner = await ensureDemoOwner(db, {
          dataDir: config.dataDir,
          passwords: createPasswordHasher(),
          userId: seeded.recruiterUserId,
        });
        return await demoBanner(config, tokens, seeded, undefined, { owner });
      }
      case 'retention': {
        const dryRun = values['dry-run'] ?? false;
        return (await runRetentionCommand(config, database, { asOf: asOf ?? new Date(), dryRun })).output;
      }
      case 'transcripts':
        return await runTranscriptsRedo(config, database, redo ?? {});
      default:
        throw new CliError(`Unknown command '${command}'.`);
    }
  } catch (err) {
    throw err instanceof AccountCommandError ? new CliError(err.message) : err;
  } finally {
    await database.destroy();
  }
}
