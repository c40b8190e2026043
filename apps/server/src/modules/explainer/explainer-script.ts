/**
 * What the explainer says. Kept short: it is synthesised on the first request, and an applicant should
 * be able to hear it all before starting. It repeats the onboarding screen's rules in spoken form.
 */
export const EXPLAINER_SCRIPT = [
  'Welcome to your one way interview.',
  'You will see one question at a time, and you can listen to each question read aloud.',
  'Press Start Recording when you are ready, and Stop Recording when you are done.',
  'Each answer can be up to two minutes long, and you have three tries per question.',
  'You can play your answer back before you submit it.',
  'Before you begin, test your microphone and camera, and find a quiet place.',
  'Good luck.',
].join(' ');
