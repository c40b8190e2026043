import type { Recommendation } from '@vi/contracts';

export const COMPARE_TEXTS = {
  title: 'Compare candidates',
  backToInterviews: 'Back to interviews',
  loading: 'Loading interviews…',
  loadFailed: 'Failed to load the interviews to compare.',
  notFound: 'One of these interviews was not found.',
  tryAgain: 'Try Again',
  cannotCompare: 'These interviews cannot be compared',
  candidates: 'Candidates',
  scrollRegion: (question: string) => `${question} (scrolls sideways)`,
  openReview: (name: string) => `Open ${name}'s review`,
  overall: 'Overall',
  reviews: 'Reviews',
  noReviews: 'No reviews yet.',
  answerStars: "Reviewers' stars for this answer",
  noAnswerStars: 'No stars for this answer yet.',
  guest: 'guest',
  notAnswered: 'Not answered',
  questionHeading: (position: number, total: number, text: string) =>
    `Question ${position} of ${total}: ${text}`,
  answerOf: (name: string, position: number) => `${name}, answer to question ${position}`,
  stars: (stars: number) => `${stars} of 5 stars`,
} as const;

export const RECOMMENDATION_LABELS: Record<Recommendation, string> = {
  strong_yes: 'Strong yes',
  yes: 'Yes',
  no: 'No',
  strong_no: 'Strong no',
};
