import { describe, expect, it } from 'vitest';
import { createPublicConfig } from '../../test/public-config-fixture';
import { isPublicConfig } from './public-config';

describe('isPublicConfig and the UI theme addresses', () => {
  it('accepts configured addresses, nulls, and a server that does not send them', () => {
    const configured = {
      ...createPublicConfig(),
      uiThemeStylesheetUrl: 'https://theme.example.com/theme.css',
      uiThemeScriptUrl: 'https://theme.example.com/theme.js',
      uiKitScriptUrl: 'https://kit.example.com/kit.js',
    };
    const unset = {
      ...createPublicConfig(),
      uiThemeStylesheetUrl: null,
      uiThemeScriptUrl: null,
      uiKitScriptUrl: null,
    };

    expect(isPublicConfig(configured)).toBe(true);
    expect(isPublicConfig(unset)).toBe(true);
    expect(isPublicConfig(createPublicConfig())).toBe(true);
  });

  it.each(['uiThemeStylesheetUrl', 'uiThemeScriptUrl', 'uiKitScriptUrl'])(
    'rejects a non-string %s',
    (key) => {
      expect(isPublicConfig({ ...createPublicConfig(), [key]: 42 })).toBe(false);
      expect(isPublicConfig({ ...createPublicConfig(), [key]: { url: 'x' } })).toBe(false);
    },
  );
});
