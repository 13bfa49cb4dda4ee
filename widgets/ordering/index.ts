import type { MountIsland } from '../../runtime/loader/manifest';
import { defineIsland } from '../../runtime/react/define-island';
import { Ordering } from './ordering';
import { ResultCount, readResultCountProps } from './result-count';

const mountSelect = defineIsland(() => ({}), Ordering);
const mountCount = defineIsland((element) => readResultCountProps(element), ResultCount);

const mount: MountIsland = (element, context) =>
	(element.matches('.woocommerce-result-count') ? mountCount : mountSelect)(element, context);

export default mount;
