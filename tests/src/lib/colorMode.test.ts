import vm from 'node:vm';
import {
  coerceStatus,
  COLOR_MODE_CONFIGS,
  COLOR_MODE_STATUSES,
  COLOR_MODE_STORAGE_KEY,
  getColorModeInlineScript,
  nextStatus,
  resolveTheme,
  type ColorModeConfig,
} from '../../../src/lib/colorMode';

describe('colour-mode transitions', () => {
  it('cycles light → dark → auto → light in switch mode', () => {
    expect(nextStatus('light', 'switch')).toBe('dark');
    expect(nextStatus('dark', 'switch')).toBe('auto');
    expect(nextStatus('auto', 'switch')).toBe('light');
  });

  it('alternates light and dark in toggle mode', () => {
    expect(nextStatus('light', 'toggle')).toBe('dark');
    expect(nextStatus('dark', 'toggle')).toBe('light');
    expect(nextStatus('auto', 'toggle')).toBe('dark');
  });

  it('never moves when a mode is forced', () => {
    for (const status of COLOR_MODE_STATUSES) {
      expect(nextStatus(status, 'disable')).toBe('light');
      expect(nextStatus(status, 'enable')).toBe('dark');
    }
  });

  it('coerces stored values into what the config allows', () => {
    expect(coerceStatus('dark', 'switch')).toBe('dark');
    expect(coerceStatus('auto', 'switch')).toBe('auto');
    expect(coerceStatus('auto', 'toggle')).toBe('light');
    expect(coerceStatus('purple', 'switch')).toBe('auto');
    expect(coerceStatus(null, 'toggle')).toBe('light');
    expect(coerceStatus('dark', 'disable')).toBe('light');
    expect(coerceStatus('light', 'enable')).toBe('dark');
  });

  it('resolves auto from the system preference', () => {
    expect(resolveTheme('auto', 'switch', true)).toBe('dark');
    expect(resolveTheme('auto', 'switch', false)).toBe('light');
    expect(resolveTheme('dark', 'disable', true)).toBe('light');
    expect(resolveTheme('light', 'enable', false)).toBe('dark');
  });
});

describe('the inline script', () => {
  function runScript(
    config: ColorModeConfig,
    stored: string | null,
    systemDark: boolean,
    storageThrows = false,
  ) {
    const attributes: Record<string, string> = {};
    const window = {
      localStorage: {
        getItem: (key: string) => {
          if (storageThrows) throw new Error('blocked');
          return key === COLOR_MODE_STORAGE_KEY ? stored : null;
        },
      },
      matchMedia: () => ({ matches: systemDark }),
    };
    const document = {
      documentElement: {
        setAttribute: (name: string, value: string) => (attributes[name] = value),
      },
    };
    vm.runInNewContext(getColorModeInlineScript(config), { window, document });
    return attributes;
  }

  it('paints exactly what the provider will compute, for every combination', () => {
    const storedValues = [null, 'light', 'dark', 'auto', 'nonsense'];
    for (const config of COLOR_MODE_CONFIGS) {
      for (const stored of storedValues) {
        for (const systemDark of [false, true]) {
          const status = coerceStatus(stored, config);
          expect(runScript(config, stored, systemDark)).toEqual({
            'data-theme': resolveTheme(status, config, systemDark),
            'data-color-mode': status,
          });
        }
      }
    }
  });

  it('still paints when storage is blocked', () => {
    expect(runScript('switch', null, true, true)['data-theme']).toBe('dark');
  });
});
