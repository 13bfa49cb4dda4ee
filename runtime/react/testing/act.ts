/** `act` of the framework the tests run on; the React project of vitest swaps in `act.react.ts`. */
export { act } from 'preact/test-utils';
export const framework: 'preact' | 'react' = 'preact';
