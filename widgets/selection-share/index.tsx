import { defineIsland } from '../../runtime/react/define-island';
import { SelectionShare } from './selection-share';

/** `jnews_select_share.is_customize_preview`: in the customizer the buttons do nothing. */
const readProps = () => ({
	preview: (window as { jnews_select_share?: { is_customize_preview?: unknown } }).jnews_select_share?.is_customize_preview === true,
});

export default defineIsland(readProps, SelectionShare);
