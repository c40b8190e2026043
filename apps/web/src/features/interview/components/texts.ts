/** Texts of the job card and Job Details modal that @vi/contracts MESSAGES does not hold. */
export const JOB_TEXTS = {
  noJob: 'No job information available',
  loadingJob: 'Loading job information...',
  viewDetails: 'Job Details',
  aboutTheRole: 'About the Role',
  responsibilities: 'Responsibilities',
  requiredSkills: 'Required Skills',
  jobRequirements: 'Job Requirements',
  notProvided: 'Not provided',
  close: 'Close',
  company: 'Company',
  location: 'Location',
  industry: 'Industry',
} as const;
