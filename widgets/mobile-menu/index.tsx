import { defineIsland } from '../../runtime/react/define-island';
import { MobileMenu } from './mobile-menu';

export default defineIsland(() => ({}), MobileMenu);
