import { readJnewsOption } from '../../contracts/jnews-option';
import { defineIsland } from '../../runtime/react/define-island';
import { DarkToggle } from './dark-toggle';

const readProps = () => ({
	option: readJnewsOption(),
	inert: /[?&](vc_editable|elementor-preview)=/.test(location.search),
});

export default defineIsland(readProps, DarkToggle);
