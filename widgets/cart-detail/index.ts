import { defineIsland } from '../../runtime/react/define-island';
import { HeaderCart } from './header-cart';

export default defineIsland((element) => (element.querySelector('.cartlink') ? {} : null), HeaderCart);
