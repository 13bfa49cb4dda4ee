import type { IslandSpec } from '../../runtime/loader/manifest';

/** The theme's desktop menus (superfish): main menu, top bar menu, footer menu. */
export const island: IslandSpec = { selector: 'ul.jeg_menu', strategy: 'visible' };
