import { defineIsland } from '../../runtime/react/define-island';
import { StickySidebar } from './sticky-sidebar';

export default defineIsland(() => ({}), StickySidebar);
