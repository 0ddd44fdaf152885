import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'orange',
  primaryShade: { light: 7, dark: 6 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  breakpoints: { xs: '31.25em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
});
