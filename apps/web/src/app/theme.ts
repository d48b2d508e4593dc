import { createTheme } from '@mantine/core';

/** Large touch targets (at least 44 px) for gloved hands on handhelds. */
export const theme = createTheme({
  primaryColor: 'blue',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  defaultRadius: 'md',
  components: {
    Button: { defaultProps: { size: 'md' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    NumberInput: { defaultProps: { size: 'md' } },
    Select: { defaultProps: { size: 'md' } },
    Switch: { defaultProps: { size: 'md' } },
    // Opening a modal still blocks scrolling behind it, but without react-remove-scroll-bar's
    // <style> on <body> (overflow and a padding for the scrollbar's width): adding and removing it
    // restyles and lays out the whole page behind the modal, a 2,000-pick list included, and
    // measuring the scrollbar forces one more layout. Handhelds have overlay scrollbars, so
    // there is no width to make up for. Measured: docs/web-app.md, "Figures".
    Modal: { defaultProps: { removeScrollProps: { removeScrollBar: false } } },
  },
});
