import { defineIsland } from '../../runtime/react/define-island';
import { CartRemoveKey, readCartRemoveKeyProps } from './cart-remove-key';

export default defineIsland(readCartRemoveKeyProps, CartRemoveKey);
