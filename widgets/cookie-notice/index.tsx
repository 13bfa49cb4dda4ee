import { readJnewsOption } from '../../contracts/jnews-option';
import { defineIsland } from '../../runtime/react/define-island';
import { CookieNotice } from './cookie-notice';

export default defineIsland(() => ({ option: readJnewsOption() }), CookieNotice);
