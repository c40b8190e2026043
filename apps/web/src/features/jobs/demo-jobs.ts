import type { Job } from '@vi/contracts';
import { DEMO_TEXTS } from './texts';

/**
 * Spec §8/§9 demo fallback: ids 9999 (active) and 8888 (closed), shown only when the jobs call failed
 * or returned nothing. They are not the company's jobs, so the panel labels them as demo data and never
 * sends them to the server (decision 0013). Built when shown, so their made-up words are in the
 * recruiter's language; the statuses stay the ATS values the rules read.
 */
function demoJob(id: number, title: string, status: string): Job {
  return {
    id,
    title,
    status,
    companyName: null,
    companyId: 0,
    locations: [{ city: DEMO_TEXTS.city, region: 'EX', country: '' }],
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

export function demoJobs(): readonly Job[] {
  return [demoJob(9999, DEMO_TEXTS.activeTitle, 'Open'), demoJob(8888, DEMO_TEXTS.closedTitle, 'Closed')];
}
