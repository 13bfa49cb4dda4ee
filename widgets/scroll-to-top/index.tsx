import { defineIsland } from '../../runtime/react/define-island';
import { ScrollToTop } from './scroll-to-top';

export default defineIsland(() => ({}), ScrollToTop);
