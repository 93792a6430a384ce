import {
  type CSSVariablesResolver,
  darken,
  getPrimaryShade,
  lighten,
  luminance,
  type MantineColorsTuple,
  toRgba,
} from '@mantine/core';

/**
 * WCAG AA's 4.5:1 for text, with a hair of margin: the browser blends translucent backgrounds
 * and rounds channels a little differently from this arithmetic.
 */
const TARGET = 4.6;

function contrastRatio(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
}

/** `color` laid at `opacity` over `background`, as the one opaque colour the eye sees. */
function over(color: string, opacity: number, background: string): string {
  const top = toRgba(color);
  const bottom = toRgba(background);
  const mix = (a: number, b: number) => Math.round(a * opacity + b * (1 - opacity));
  return `rgb(${mix(top.r, bottom.r)}, ${mix(top.g, bottom.g)}, ${mix(top.b, bottom.b)})`;
}

/**
 * `color` as it must be to read on `background`: unchanged when it already reaches 4.5:1,
 * else darkened (on a light background) or lightened (on a dark one) in small steps until it
 * does, so the hue stays the one the design chose.
 */
function readable(color: string, background: string): string {
  const shift = luminance(background) > 0.179 ? darken : lighten;
  let result = color;
  for (let step = 1; step <= 20 && contrastRatio(result, background) < TARGET; step += 1) {
    result = shift(color, step / 20);
  }
  return result;
}

/**
 * Mantine's defaults put some texts under 4.5:1: the light variant (badges, the active menu
 * item) writes shade 9 on a 10 % tint of itself, which yellow, orange, green and even teal miss;
 * white on a filled yellow, orange or green (and on every shade 7, the dark scheme's filled)
 * reads at 3:1; the placeholder, the error text and the dark scheme's dimmed text are lighter
 * (or darker) than 4.5:1 allows. Each is moved, within its own hue, just far enough to reach it,
 * here in the theme rather than screen by screen, so a new badge or button is readable too.
 */
export const readableColors: CSSVariablesResolver = (theme) => {
  const light: Record<string, string> = {
    // Dimmed text (captions, secondary lines) one shade darker than Mantine's.
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': readable(theme.colors.gray[5], theme.white),
    '--mantine-color-error': readable(theme.colors.red[6], theme.white),
  };
  // Cards and inputs sit on dark 6, lighter than the body (dark 7): the harder of the two.
  const card = theme.colors.dark[6];
  const dark: Record<string, string> = {
    '--mantine-color-dimmed': readable(theme.colors.dark[2], card),
    '--mantine-color-placeholder': readable(theme.colors.dark[3], card),
    '--mantine-color-error': readable(theme.colors.red[8], card),
  };
  const lightShade = getPrimaryShade(theme, 'light');
  const darkShade = getPrimaryShade(theme, 'dark');
  for (const [name, shades] of Object.entries(theme.colors) as [string, MantineColorsTuple][]) {
    if (!Array.isArray(shades)) continue;
    // Filled: white text on it (buttons, filled badges); in the light scheme also the colour
    // of `c="<name>"` text and of outlines on white.
    light[`--mantine-color-${name}-filled`] = readable(shades[lightShade], theme.white);
    light[`--mantine-color-${name}-outline`] = `var(--mantine-color-${name}-filled)`;
    dark[`--mantine-color-${name}-filled`] = readable(shades[darkShade], theme.white);
    // A hovered button keeps its white text readable: Mantine's hover of shade 9 is the
    // lighter shade 8 (3.9:1 for teal); a touch darker than the filled colour reads and shows.
    light[`--mantine-color-${name}-filled-hover`] = darken(
      light[`--mantine-color-${name}-filled`],
      0.1,
    );
    dark[`--mantine-color-${name}-filled-hover`] = darken(
      dark[`--mantine-color-${name}-filled`],
      0.1,
    );
    // Light variant: the shade on a tint of itself (its hover tint, the darker one).
    light[`--mantine-color-${name}-light-color`] = readable(
      shades[lightShade],
      over(shades[lightShade], 0.12, theme.white),
    );
    const darkText = shades[Math.max(darkShade - 5, 0)];
    dark[`--mantine-color-${name}-light-color`] = readable(
      darkText,
      over(shades[Math.max(darkShade - 2, 0)], 0.2, card),
    );
  }
  return { variables: {}, light, dark };
};
