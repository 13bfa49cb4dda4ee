import { defineIsland } from '../../runtime/react/define-island';
import { hideDelayMs } from './hide-delay';
import { NavMenu } from './nav-menu';

export default defineIsland((element) => ({ hideDelay: hideDelayMs(element.getAttribute('data-animation')) }), NavMenu);
