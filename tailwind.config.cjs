/** Poolside theme: high contrast for sunlight at the pool, tablet-sized touch targets. */
/** @type {import('tailwindcss').Config} */
module.exports = {
  content: ['./index.html', './src/app/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        pool: {
          50: '#f4f9fc',
          100: '#e3f1f9',
          200: '#bfe0f1',
          300: '#86c4e4',
          400: '#3f9fd0',
          500: '#1a7fb5',
          600: '#0b6596',
          700: '#0b4f7c',
          800: '#0e4266',
          900: '#0f3551',
        },
        primary: { DEFAULT: '#0b5fa5', dark: '#084377' },
        danger: { DEFAULT: '#b42318', dark: '#8a1b12' },
      },
      minHeight: { touch: '44px' },
      minWidth: { touch: '44px' },
      spacing: { nav: '78px' },
    },
  },
};
