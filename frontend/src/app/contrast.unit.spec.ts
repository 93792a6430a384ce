import { describe, expect, it } from '@jest/globals';
import { DEFAULT_THEME, luminance, mergeMantineTheme } from '@mantine/core';
import { readableColors } from './contrast';

const theme = mergeMantineTheme(DEFAULT_THEME, { primaryShade: { light: 9, dark: 7 } });
const { light, dark } = readableColors(theme);

function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
}

describe('readable colours', () => {
  it.each(Object.keys(theme.colors))(
    'keeps white text at 4.5:1 on a filled %s button, at rest and hovered, in both schemes',
    (name) => {
      for (const scheme of [light, dark]) {
        const rest = scheme[`--mantine-color-${name}-filled`];
        const hover = scheme[`--mantine-color-${name}-filled-hover`];
        expect(contrast(rest, theme.white)).toBeGreaterThanOrEqual(4.5);
        expect(contrast(hover, theme.white)).toBeGreaterThanOrEqual(4.5);
      }
    },
  );
});
