import { createTheme, darken, luminance, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'orange',
  primaryShade: { light: 7, dark: 6 },
  // Filled buttons and badges take black or white text, whichever reads on their colour: the luminance where both
  // reach WCAG AA's 4.5:1 is 0.179 (Mantine's default threshold, 0.3, leaves white on mid-tones such as blue.7).
  autoContrast: true,
  luminanceThreshold: 0.179,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  breakpoints: { xs: '31.25em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
});

const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

/** `color`, darkened in small steps until it reads on `background` at WCAG AA (4.5:1). */
function readableOn(color: string, background: string) {
  let shade = color;
  for (let k = 0.05; contrast(shade, background) < 4.6 && k < 1; k += 0.05) shade = darken(color, k);
  return shade;
}

/**
 * Text colours every screen reads at AA in both schemes: dimmed text one step darker (light) or lighter (dark) than
 * Mantine's, and coloured text (`c="red"`, light badges and buttons) dark enough on the light scheme's pale tints.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7],
    ...Object.fromEntries(
      Object.entries(t.colors).flatMap(([name, c]) => [
        [`--mantine-color-${name}-text`, readableOn(c[7], c[1])],
        [`--mantine-color-${name}-light-color`, readableOn(c[9], c[1])],
      ]),
    ),
  },
  dark: { '--mantine-color-dimmed': t.colors.dark[1] },
});
