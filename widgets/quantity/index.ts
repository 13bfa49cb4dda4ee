import { defineIsland } from '../../runtime/react/define-island';
import { Quantity, readQuantityProps } from './quantity';

export default defineIsland(readQuantityProps, Quantity);
