import { defineIsland } from '../../runtime/react/define-island';
import { LazyImage } from './lazy-image';

export default defineIsland(() => ({}), LazyImage);
