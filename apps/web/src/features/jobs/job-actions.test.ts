import { describe, expect, it } from 'vitest';
import { formatLocations, jobActionFor, statusOptions } from './job-actions';

describe('jobActionFor', () => {
  it('offers Select, Detach, Inactive or Attached elsewhere', () => {
    expect(jobActionFor({ status: 'Open', questionnaireId: null }, 'q-1')).toBe('select');
    expect(jobActionFor({ status: 'Open', questionnaireId: 'q-1' }, 'q-1')).toBe('detach');
    expect(jobActionFor({ status: 'On Hold', questionnaireId: 'q-2' }, 'q-1')).toBe('attached-elsewhere');
    expect(jobActionFor({ status: 'Closed', questionnaireId: 'q-1' }, 'q-1')).toBe('inactive');
    expect(jobActionFor({ status: ' closed ', questionnaireId: null }, 'q-1')).toBe('inactive');
    expect(jobActionFor({ status: 'Open', questionnaireId: 'q-1' }, null)).toBe('attached-elsewhere');
  });
});

describe('job list helpers', () => {
  it('formats locations and lists distinct statuses', () => {
    expect(
      formatLocations({
        locations: [
          { city: 'Austin', region: 'TX', country: 'US' },
          { city: '', region: 'Remote', country: '' },
          { city: '', region: '', country: 'US' },
        ],
      }),
    ).toBe('Austin, TX; Remote');
    expect(statusOptions([{ status: 'Open' }, { status: 'On Hold' }, { status: 'Open' }])).toEqual([
      'On Hold',
      'Open',
    ]);
  });
});
