// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  applySettingsFromQuery,
  DEFAULT_SETTINGS,
  getLocalSettings,
  resetLocalSettings,
  sanitizeSettings,
  setLocalSettings,
} from '../../src/lib/settings/local-settings';

describe('local settings', () => {
  beforeEach(() => {
    localStorage.clear();
    resetLocalSettings();
  });

  it("has the spec's defaults", () => {
    expect(getLocalSettings()).toEqual({
      showFieldsPlaceholder: true,
      printerManagement: true,
      nextFieldOnComboSelect: true,
      debug: false,
      readerUrl: 'ws://127.0.0.1:12345',
      serverUrl: '',
      sound: true,
      vibration: true,
      scanPrefix: '',
      scanSuffix: '',
    });
  });

  it('are kept in localStorage', () => {
    setLocalSettings({ debug: true, readerUrl: 'ws://127.0.0.1:9999' });
    expect(JSON.parse(localStorage.getItem('warehouse.settings') ?? '{}')).toMatchObject({
      debug: true,
      readerUrl: 'ws://127.0.0.1:9999',
    });
  });

  it('ignore unknown keys and values of the wrong type', () => {
    expect(sanitizeSettings({ debug: 'yes', sound: false, evil: '<script>' })).toEqual({
      ...DEFAULT_SETTINGS,
      sound: false,
    });
    expect(sanitizeSettings(null)).toEqual(DEFAULT_SETTINGS);
  });

  it('may be given once in the query string', () => {
    applySettingsFromQuery('?readerUrl=ws%3A%2F%2F127.0.0.1%3A23456&debug=true&printerManagement=false&x=1');
    expect(getLocalSettings()).toMatchObject({
      readerUrl: 'ws://127.0.0.1:23456',
      debug: true,
      printerManagement: false,
    });
  });
});
