import { type User } from '@vi/contracts';
import { describe, expect, it } from 'vitest';
import {
  activeUsers,
  EMPTY_JOB_FILTERS,
  filterJobs,
  hasActiveFilters,
  matchesKeyword,
  parseIdFilter,
  userFullName,
} from './job-filters';

const jobs = [
  { id: 1, title: 'Senior Frontend Engineer', divisionId: 10, recruiterId: 100, status: 'Open' },
  { id: 2, title: 'Backend engineer', divisionId: 20, recruiterId: 100, status: 'On Hold' },
  { id: 3, title: 'Sales Lead', divisionId: 10, recruiterId: 200, status: 'Open' },
  { id: 4, title: 'Office Manager', divisionId: null, recruiterId: null, status: 'Open' },
];
const ids = (list: readonly { id: number }[]) => list.map((j) => j.id);

describe('matchesKeyword', () => {
  it('matches part of the title, ignoring case and surrounding spaces', () => {
    expect(matchesKeyword('Senior Frontend Engineer', 'ENGINEER')).toBe(true);
    expect(matchesKeyword('Senior Frontend Engineer', '  front ')).toBe(true);
    expect(matchesKeyword('Senior Frontend Engineer', 'backend')).toBe(false);
  });

  it('ignores accents on either side, as the server does', () => {
    expect(matchesKeyword('Diseñadora de Producto', 'disenadora')).toBe(true);
    expect(matchesKeyword('Ingeniero de Software', 'INGENIERÍA')).toBe(false);
    expect(matchesKeyword('Técnico de Mantenimiento', 'TECNICO')).toBe(true);
    expect(matchesKeyword('Müller Logistik', 'mueller')).toBe(false);
    expect(matchesKeyword('Muller Logistik', 'MÜLLER')).toBe(true);
  });

  it('treats an empty keyword as no filter', () => {
    expect(matchesKeyword('Anything', '')).toBe(true);
    expect(matchesKeyword('Anything', '   ')).toBe(true);
  });
});

describe('filterJobs', () => {
  it('returns everything without filters', () => {
    expect(ids(filterJobs(jobs, EMPTY_JOB_FILTERS))).toEqual([1, 2, 3, 4]);
  });

  it('filters by keyword', () => {
    expect(ids(filterJobs(jobs, { ...EMPTY_JOB_FILTERS, keyword: 'engineer' }))).toEqual([1, 2]);
  });

  it('filters by division id and by recruiter id', () => {
    expect(ids(filterJobs(jobs, { ...EMPTY_JOB_FILTERS, divisionId: 10 }))).toEqual([1, 3]);
    expect(ids(filterJobs(jobs, { ...EMPTY_JOB_FILTERS, recruiterId: 100 }))).toEqual([1, 2]);
  });

  it('filters by status when given', () => {
    expect(ids(filterJobs(jobs, { ...EMPTY_JOB_FILTERS, status: 'On Hold' }))).toEqual([2]);
  });

  it('combines every filter', () => {
    const filters = { keyword: 'engineer', divisionId: 10, recruiterId: 100, status: 'Open' };
    expect(ids(filterJobs(jobs, filters))).toEqual([1]);
    expect(ids(filterJobs(jobs, { ...filters, divisionId: 20 }))).toEqual([]);
  });
});

describe('hasActiveFilters', () => {
  it('is false for empty filters and a blank keyword', () => {
    expect(hasActiveFilters(EMPTY_JOB_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_JOB_FILTERS, keyword: '  ' })).toBe(false);
  });

  it('is true when any filter is set', () => {
    expect(hasActiveFilters({ ...EMPTY_JOB_FILTERS, keyword: 'x' })).toBe(true);
    expect(hasActiveFilters({ ...EMPTY_JOB_FILTERS, divisionId: 1 })).toBe(true);
    expect(hasActiveFilters({ ...EMPTY_JOB_FILTERS, recruiterId: 1 })).toBe(true);
    expect(hasActiveFilters({ ...EMPTY_JOB_FILTERS, status: 'Open' })).toBe(true);
  });
});

describe('parseIdFilter', () => {
  it('reads positive integer ids and treats anything else as no filter', () => {
    expect(parseIdFilter('42')).toBe(42);
    expect(parseIdFilter(' 7 ')).toBe(7);
    expect(parseIdFilter('')).toBeNull();
    expect(parseIdFilter('0')).toBeNull();
    expect(parseIdFilter('-3')).toBeNull();
    expect(parseIdFilter('1.5')).toBeNull();
    expect(parseIdFilter('abc')).toBeNull();
    expect(parseIdFilter('99999999999999999999')).toBeNull();
  });
});

describe('activeUsers / userFullName', () => {
  const users: User[] = [
    { id: 1, active: true, contactInfo: { firstName: 'Ada', lastName: 'Lovelace' } },
    { id: 2, active: false, contactInfo: { firstName: 'Old', lastName: 'Account' } },
    { id: 3, active: true, contactInfo: { firstName: 'Grace', lastName: '' } },
  ];

  it('keeps only active users, in order', () => {
    expect(activeUsers(users).map((u) => u.id)).toEqual([1, 3]);
  });

  it('joins first and last name', () => {
    expect(users.map(userFullName)).toEqual(['Ada Lovelace', 'Old Account', 'Grace']);
  });
});
