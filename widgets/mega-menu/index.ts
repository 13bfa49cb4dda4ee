import { defineIsland } from '../../runtime/react/define-island';
import { MegaMenu, readMegaMenuProps } from './mega-menu';

export default defineIsland(readMegaMenuProps, MegaMenu);
