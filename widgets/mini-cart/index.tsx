/** Island: the mini-cart's AJAX remove. */
import { defineIsland } from '../../runtime/react/define-island';
import { MiniCart, readMiniCartProps } from './mini-cart';

export default defineIsland(readMiniCartProps, MiniCart);
