import { LIMITS, MESSAGES } from '@vi/contracts';
import { describe, expect, it } from 'vitest';
import {
  cleanEmail,
  cleanName,
  cleanPhone,
  hasErrors,
  isPhoneKeyAllowed,
  validateInvite,
  validateResume,
  type InviteFormValues,
} from './paste-cleaning';

describe('cleanName', () => {
  it('keeps letters, spaces, apostrophes and hyphens', () => {
    expect(cleanName("Mary-Jane O'Neil")).toBe("Mary-Jane O'Neil");
  });

  it('keeps letters of any script and combining marks', () => {
    expect(cleanName('Zoë Ångström')).toBe('Zoë Ångström');
    expect(cleanName('Jose\u0301')).toBe('Jose\u0301');
    expect(cleanName('李小龍')).toBe('李小龍');
    expect(cleanName('Дмитрий')).toBe('Дмитрий');
    expect(cleanName('O’Brien')).toBe('O’Brien');
  });

  it('strips digits, symbols and emoji', () => {
    expect(cleanName('J0hn! <b>Smith</b> 😀')).toBe('Jhn bSmithb ');
  });

  it('turns pasted line breaks and tabs into spaces', () => {
    expect(cleanName('Anna\nMaria\tLee')).toBe('Anna Maria Lee');
  });
});

describe('cleanEmail', () => {
  it('trims, lower-cases and removes inner spaces', () => {
    expect(cleanEmail('  John.Doe @Example.COM \n')).toBe('john.doe@example.com');
  });
});

describe('cleanPhone', () => {
  it('keeps digits and dashes only', () => {
    expect(cleanPhone('+1 (555) 123-4567 ext.8')).toBe('1555123-45678');
  });

  it('drops non-ASCII digits', () => {
    expect(cleanPhone('١٢٣-45')).toBe('-45');
  });
});

describe('isPhoneKeyAllowed', () => {
  it('allows digits and dash', () => {
    for (const key of ['0', '5', '9', '-']) expect(isPhoneKeyAllowed(key)).toBe(true);
  });

  it('blocks other printable characters', () => {
    for (const key of ['a', '+', ' ', '(', '.', 'é']) expect(isPhoneKeyAllowed(key)).toBe(false);
  });

  it('allows editing and navigation keys', () => {
    for (const key of ['Backspace', 'Delete', 'Tab', 'Enter', 'ArrowLeft', 'ArrowRight', 'Home', 'End']) {
      expect(isPhoneKeyAllowed(key)).toBe(true);
    }
  });

  it('blocks unknown named keys', () => {
    expect(isPhoneKeyAllowed('Dead')).toBe(false);
    expect(isPhoneKeyAllowed('F5')).toBe(false);
  });

  it('allows shortcuts such as Ctrl+V and Cmd+A', () => {
    expect(isPhoneKeyAllowed('v', { ctrlKey: true })).toBe(true);
    expect(isPhoneKeyAllowed('a', { metaKey: true })).toBe(true);
    expect(isPhoneKeyAllowed('v', { ctrlKey: false })).toBe(false);
  });
});

describe('validateInvite', () => {
  const valid: InviteFormValues = {
    job: { id: 12, questionnaireId: 'q1' },
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '',
  };

  it('accepts a complete form with an optional empty phone', () => {
    expect(validateInvite(valid)).toEqual({});
    expect(hasErrors(validateInvite(valid))).toBe(false);
  });

  it('requires names and email', () => {
    const errors = validateInvite({ ...valid, firstName: '', lastName: '   ', email: '' });
    expect(errors).toEqual({
      firstName: MESSAGES.fieldRequired,
      lastName: MESSAGES.fieldRequired,
      email: MESSAGES.fieldRequired,
    });
    expect(hasErrors(errors)).toBe(true);
  });

  it('rejects an email without the x@y.z shape', () => {
    for (const email of ['ada', 'ada@example', '@example.com', 'a@b@c.d']) {
      expect(validateInvite({ ...valid, email }).email).toBe(MESSAGES.invalidEmail);
    }
  });

  it('accepts an email that only needs cleaning', () => {
    expect(validateInvite({ ...valid, email: ' Ada@Example.com ' }).email).toBeUndefined();
  });

  it('rejects phone characters other than digits and dashes', () => {
    expect(validateInvite({ ...valid, phone: '555 1234' }).phone).toBe(MESSAGES.phoneChars);
    expect(validateInvite({ ...valid, phone: '555-1234' }).phone).toBeUndefined();
  });

  it('asks for a job when none is picked', () => {
    expect(validateInvite({ ...valid, job: null }).jobId).toBe(MESSAGES.selectJob);
  });

  it('refuses a job without a questionnaire', () => {
    expect(validateInvite({ ...valid, job: { id: 3, questionnaireId: null } }).jobId).toBe(
      MESSAGES.jobNeedsQuestionnaire,
    );
  });

  it("uses the server's words for a name that is not a name", () => {
    const error = validateInvite({ ...valid, firstName: '-Ada' }).firstName;
    expect(error).toBeDefined();
    expect(error).not.toBe(MESSAGES.fieldRequired);
  });
});

describe('validateResume', () => {
  const MB = 1024 * 1024;

  it('accepts PDF, DOC and DOCX by type', () => {
    expect(validateResume({ name: 'cv', type: 'application/pdf', size: MB })).toBeNull();
    expect(validateResume({ name: 'cv', type: 'application/msword', size: MB })).toBeNull();
    expect(
      validateResume({
        name: 'cv',
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        size: MB,
      }),
    ).toBeNull();
  });

  it('accepts by extension when the type is missing or generic, in any case', () => {
    expect(validateResume({ name: 'cv.DOCX', type: '', size: MB })).toBeNull();
    expect(validateResume({ name: 'my.cv.doc', type: 'application/octet-stream', size: MB })).toBeNull();
  });

  it('rejects other files', () => {
    expect(validateResume({ name: 'cv.txt', type: 'text/plain', size: 10 })).toBe(MESSAGES.resumeType);
    expect(validateResume({ name: 'pdf', type: '', size: 10 })).toBe(MESSAGES.resumeType);
    expect(validateResume({ name: 'cv.pdf.exe', type: '', size: 10 })).toBe(MESSAGES.resumeType);
  });

  it('accepts exactly the limit and rejects one byte more', () => {
    expect(
      validateResume({ name: 'cv.pdf', type: 'application/pdf', size: LIMITS.resumeMaxBytes }),
    ).toBeNull();
    expect(validateResume({ name: 'cv.pdf', type: 'application/pdf', size: LIMITS.resumeMaxBytes + 1 })).toBe(
      MESSAGES.resumeSize,
    );
  });

  it('reports the type before the size', () => {
    expect(validateResume({ name: 'a.zip', type: 'application/zip', size: LIMITS.resumeMaxBytes * 2 })).toBe(
      MESSAGES.resumeType,
    );
  });
});
