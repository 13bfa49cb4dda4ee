import { defineIsland } from '../../runtime/react/define-island';
import { ReadingProgress } from './reading-progress';

export default defineIsland(() => ({}), ReadingProgress);
