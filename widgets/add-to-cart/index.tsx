/** Island: one AJAX add-to-cart button. */
import { defineIsland } from '../../runtime/react/define-island';
import { AddToCartButton, readAddToCartProps } from './add-to-cart-button';

export default defineIsland(readAddToCartProps, AddToCartButton);
