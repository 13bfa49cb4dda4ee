import { defineIsland } from '../../runtime/react/define-island';
import { Masonry } from './masonry';

export default defineIsland(() => ({}), Masonry);
