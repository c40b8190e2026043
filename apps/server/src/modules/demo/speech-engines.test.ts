import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../config/env.js';
import { describeSpeechSynthesis } from './speech-engines.js';

describe('the start banner on questions read aloud', () => {
  const config = parseEnv({ NODE_ENV: 'test' });

  it('names espeak-ng beside flite when it is installed', () => {
    expect(describeSpeechSynthesis(config, true)).toBe(
      'Questions read aloud: flite (built in) for English, espeak-ng for Spanish, French, German and Portuguese',
    );
  });

  it('says what is missing and what that costs when espeak-ng is not installed', () => {
    const line = describeSpeechSynthesis(config, false);
    expect(line).toContain('espeak-ng is missing');
    expect(line).toContain('not read aloud');
    expect(line).toContain('apt-get install espeak-ng');
  });
});
