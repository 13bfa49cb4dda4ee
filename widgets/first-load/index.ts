import { defineIsland } from '../../runtime/react/define-island';
import { FirstLoadCounters } from './counters';

export default defineIsland(() => ({}), FirstLoadCounters);
