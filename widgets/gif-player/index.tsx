import { looseTrue, readJnewsOption } from '../../contracts/jnews-option';
import { defineIsland } from '../../runtime/react/define-island';
import { GifPlayer } from './gif-player';

/** Off unless the theme's "transform GIF" option is on (also for content inserted later: contract §23.18). */
export default defineIsland(() => (looseTrue(readJnewsOption()?.gif) ? {} : null), GifPlayer);
