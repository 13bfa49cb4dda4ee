import { looseTrue, readJnewsOption } from '../../contracts/jnews-option';
import { defineIsland } from '../../runtime/react/define-island';
import { ZoomControl } from './zoom-control';
import { zoomBounds } from './zoom-level';

const readProps = (element: HTMLElement) => {
	const option = readJnewsOption();
	return {
		bounds: zoomBounds(element.getAttribute('data-in-step'), element.getAttribute('data-out-step')),
		rtl: looseTrue(option?.rtl),
	};
};

export default defineIsland(readProps, ZoomControl);
