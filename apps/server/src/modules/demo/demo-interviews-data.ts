import type { InterviewStage, Recommendation } from '@vi/contracts';

/**
 * The demo's completed interviews: applicants who "recorded" their answers at seed time (flite reads
 * each answer aloud, or Debian's espeak-ng for an interview in another language; ffmpeg draws the
 * picture), and what the team made of them. Every answer is a different sentence, so searching
 * transcripts for a word finds one interview.
 */

/** Demo recruiters who review (indexes into DEMO_USERS): Dana Reyes and Samuel Okafor. */
export type DemoReviewer = 0 | 1;

export interface DemoNote {
  author: DemoReviewer;
  text: string;
  /** Pinned to a moment of an answer: the question's index and the second in it. */
  pin?: { question: number; atSeconds: number };
}

export interface DemoReview {
  reviewer: DemoReviewer;
  overall: number;
  recommendation: Recommendation;
  /** Stars per question, in question order. */
  stars: number[];
}

export interface DemoRecordedInterview {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** Index into DEMO_JOBS; the job's questionnaire decides Video or Audio. */
  job: number;
  /** Background of the picture (video answers), as ffmpeg's 0xRRGGBB. */
  colour: string;
  /** What the applicant says, one sentence per question in order. */
  answers: [string, string, string];
  /** The language the answers are spoken in (its questionnaire's); English when absent. */
  language?: 'es';
  stage: InterviewStage;
  reviews: DemoReview[];
  notes: DemoNote[];
}

export const DEMO_RECORDED_INTERVIEWS: DemoRecordedInterview[] = [
  {
    firstName: 'Maya',
    lastName: 'Chen',
    email: 'maya.chen@example.com',
    phone: '+1 512 555 0142',
    job: 0,
    colour: '0x2f6f8f',
    answers: [
      'I built the motion planner for our warehouse robots and cut picking time by a third.',
      'A sensor driver dropped frames at night, so I logged timestamps and found a clock drift bug.',
      'I want to build robots because I love seeing software move real things safely.',
    ],
    stage: 'shortlisted',
    reviews: [
      { reviewer: 0, overall: 5, recommendation: 'strong_yes', stars: [5, 5, 4] },
      { reviewer: 1, overall: 4, recommendation: 'yes', stars: [4, 4, 4] },
    ],
    notes: [
      {
        author: 0,
        text: 'Clear on the planner trade-offs here. Ask about this in the on-site.',
        pin: { question: 0, atSeconds: 2 },
      },
      { author: 1, text: 'Strong debugging story. Happy to move her forward.' },
    ],
  },
  {
    firstName: 'Omar',
    lastName: 'Haddad',
    email: 'omar.haddad@example.com',
    phone: '+1 737 555 0175',
    job: 3,
    colour: '0x6b4f8f',
    answers: [
      'I wrote firmware for a battery charger and tested it with an oscilloscope every day.',
      'Our motor controller reset randomly, and the cause was a stack overflow in an interrupt.',
      'Northwind robots are used by real customers, and I want my code running there.',
    ],
    stage: 'in_review',
    reviews: [{ reviewer: 0, overall: 3, recommendation: 'yes', stars: [3, 4, 3] }],
    notes: [
      {
        author: 0,
        text: 'Good root cause on the interrupt bug; check his C experience.',
        pin: { question: 1, atSeconds: 3 },
      },
    ],
  },
  {
    firstName: 'Sofia',
    lastName: 'Alvarez',
    email: 'sofia.alvarez@example.com',
    phone: '+1 512 555 0119',
    job: 0,
    colour: '0x3f7f4f',
    answers: [
      'My favourite project was a drone that mapped a farm field with a camera.',
      'I once fixed a memory leak in a web server by reading the heap profile carefully.',
      'I would like to join Northwind because the team ships hardware and software together.',
    ],
    stage: 'new',
    reviews: [],
    notes: [],
  },
  {
    firstName: 'Ethan',
    lastName: 'Brooks',
    email: 'ethan.brooks@example.com',
    phone: '+1 303 555 0188',
    job: 1,
    colour: '0x8f5f2f',
    answers: [
      'Hello, I am Ethan and I answered phone calls for a bank for two years.',
      'I would tell the customer to restart the robot and call back tomorrow.',
      'On a busy day I just work faster and hope the queue gets shorter.',
    ],
    stage: 'rejected',
    reviews: [{ reviewer: 1, overall: 2, recommendation: 'no', stars: [3, 1, 2] }],
    notes: [{ author: 1, text: 'Did not acknowledge the customer before suggesting a fix.' }],
  },
  {
    firstName: 'Grace',
    lastName: 'Kim',
    email: 'grace.kim@example.com',
    phone: '+1 614 555 0131',
    job: 2,
    colour: '0x8f2f4f',
    answers: [
      'Hi, I am Grace, and I repaired elevators and conveyor belts for six years.',
      'First I would say sorry, then ask what the robot shows on its screen.',
      'I keep a written checklist and I call the next customer before I leave the site.',
    ],
    stage: 'in_review',
    reviews: [
      { reviewer: 1, overall: 4, recommendation: 'yes', stars: [4, 5, 4] },
      { reviewer: 0, overall: 4, recommendation: 'strong_yes', stars: [4, 4, 5] },
    ],
    notes: [
      {
        author: 1,
        text: 'Calm and specific: exactly how we want the first minute of a call to sound.',
        pin: { question: 1, atSeconds: 1 },
      },
    ],
  },
  {
    // The Spanish questionnaire's interview: spoken by espeak-ng, skipped (and said so) without it.
    firstName: 'Lucía',
    lastName: 'Fernández',
    email: 'lucia.fernandez@example.com',
    phone: '+34 612 555 014',
    job: 12,
    colour: '0x2f5f8f',
    language: 'es',
    answers: [
      'Hola, soy Lucía y trabajé tres años en atención al cliente en una tienda de electrónica.',
      'Primero le pido disculpas y después le pregunto qué mensaje muestra la pantalla del robot.',
      'Quiero trabajar en Northwind porque me encanta ayudar a la gente con la tecnología.',
    ],
    stage: 'in_review',
    reviews: [{ reviewer: 1, overall: 4, recommendation: 'yes', stars: [4, 5, 4] }],
    notes: [{ author: 1, text: 'Warm and clear in Spanish; a good fit for our customers in Madrid.' }],
  },
];
