/** Entry of `dist/dark-mode-boot.js`, the snippet a theme prints inline in <head>. */
import { bootDarkMode } from './boot';

bootDarkMode();
