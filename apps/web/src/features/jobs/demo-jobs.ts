import type { Job } from '@vi/contracts';

/**
 * Spec §8/§9 demo fallback: ids 9999 (active) and 8888 (closed), shown only when the jobs call failed
 * or returned nothing. They are not the company's jobs, so the panel labels them as demo data and never
 * sends them to the server (decision 0013).
 */
function demoJob(id: number, title: string, status: string): Job {
  return {
    id,
    title,
    status,
    companyName: null,
    companyId: 0,
    locations: [{ city: 'Example City', region: 'EX', country: '' }],
    industry: null,
    description: null,
    roleDescription: null,
    responsibilities: [],
    skills: null,
    requirements: null,
    requisitionName: null,
    created: '',
    updated: '',
    jobFunction: null,
    applyUrl: null,
    contactEmail: null,
    divisionId: null,
    recruiterId: null,
    questionnaireId: null,
  };
}

export const DEMO_JOBS: readonly Job[] = [
  demoJob(9999, 'Demo Job (active)', 'Open'),
  demoJob(8888, 'Demo Job (closed)', 'Closed'),
];
