import {
  InviteFieldsSchema,
  LIMITS,
  MESSAGES,
  PERSON_NAME_PATTERN,
  PHONE_PATTERN,
  RESUME_EXTENSIONS,
  RESUME_MIME_TYPES,
} from '@vi/contracts';

/**
 * PERSON_NAME_PATTERN is `^[first][rest]*$`: prefixing a letter asks whether a character belongs to the
 * "rest" class, so cleaning and the server's check can never drift apart.
 */
function isNameChar(char: string): boolean {
  return PERSON_NAME_PATTERN.test(`a${char}`);
}

/** Spec §5 paste cleaning. Not trimmed: the user may still be typing the space before a second name. */
export function cleanName(text: string): string {
  // Pasted line breaks and tabs separate words, so they become spaces rather than vanishing.
  return Array.from(text.replace(/\s/g, ' ')).filter(isNameChar).join('');
}

/** Same transformation the server applies before it checks the address. */
export function cleanEmail(text: string): string {
  return text.replace(/\s+/g, '').toLowerCase();
}

export function cleanPhone(text: string): string {
  return Array.from(text)
    .filter((char) => PHONE_PATTERN.test(char))
    .join('');
}

const PHONE_CONTROL_KEYS: ReadonlySet<string> = new Set([
  'Backspace',
  'Delete',
  'Tab',
  'Enter',
  'Escape',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'Shift',
  'Control',
  'Alt',
  'Meta',
]);

/**
 * For keydown on the phone field: other characters are blocked while typing (spec §5). Shortcuts with
 * Ctrl/Cmd (copy, paste, select all, undo) stay available; pasted text is cleaned separately.
 */
export function isPhoneKeyAllowed(
  key: string,
  modifiers: { ctrlKey?: boolean; metaKey?: boolean } = {},
): boolean {
  if (PHONE_CONTROL_KEYS.has(key)) return true;
  if (modifiers.ctrlKey === true || modifiers.metaKey === true) return true;
  return key.length === 1 && PHONE_PATTERN.test(key);
}

export type InviteField = 'jobId' | 'firstName' | 'lastName' | 'email' | 'phone';
type InviteErrors = Partial<Record<InviteField, string>>;

export interface InviteFormValues {
  /** The picked job, or null when none is picked yet. */
  job: { id: number; questionnaireId: string | null } | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** The server's own field schemas, so the client shows exactly the words the server would answer with. */
interface FieldSchema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: { message: string }[] } };
}

function firstIssue(schema: FieldSchema, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

export function validateInvite(values: InviteFormValues): InviteErrors {
  const errors: InviteErrors = {};
  const shape = InviteFieldsSchema.shape;
  if (values.job === null) errors.jobId = MESSAGES.selectJob;
  else if (values.job.questionnaireId === null) errors.jobId = MESSAGES.jobNeedsQuestionnaire;
  else {
    const jobError = firstIssue(shape.jobId, values.job.id);
    if (jobError !== undefined) errors.jobId = jobError;
  }
  const firstName = firstIssue(shape.firstName, values.firstName);
  if (firstName !== undefined) errors.firstName = firstName;
  const lastName = firstIssue(shape.lastName, values.lastName);
  if (lastName !== undefined) errors.lastName = lastName;
  const email = firstIssue(shape.email, values.email);
  if (email !== undefined) errors.email = email;
  const phone = firstIssue(shape.phone, values.phone);
  if (phone !== undefined) errors.phone = phone;
  return errors;
}

/** Spec §5: submit is blocked when any error exists. */
export function hasErrors(errors: object): boolean {
  return Object.keys(errors).length > 0;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Spec §5: type OR extension is enough, since browsers often leave `type` empty for .doc/.docx. */
export function validateResume(file: { name: string; type: string; size: number }): string | null {
  const typeOk = (RESUME_MIME_TYPES as readonly string[]).includes(file.type.toLowerCase());
  const extensionOk = (RESUME_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));
  if (!typeOk && !extensionOk) return MESSAGES.resumeType;
  if (file.size > LIMITS.resumeMaxBytes) return MESSAGES.resumeSize;
  return null;
}
