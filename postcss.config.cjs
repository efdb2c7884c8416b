module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
    'postcss-simple-vars': {
      variables: {
        'mantine-breakpoint-xs': '0em',
        'mantine-breakpoint-sm': '37.5em',
        'mantine-breakpoint-md': '56.25em',
        'mantine-breakpoint-lg': '75em',
        'mantine-breakpoint-xl': '90em',
      },
    },
  },
};
