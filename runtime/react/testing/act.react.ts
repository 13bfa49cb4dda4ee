/** Swapped in for `act.ts` by the vitest project that runs components under React 19. */
export { act } from 'react';
export const framework: 'preact' | 'react' = 'react';

// React warns about updates outside act() unless the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
