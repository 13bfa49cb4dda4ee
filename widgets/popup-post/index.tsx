import { defineIsland } from '../../runtime/react/define-island';
import { PopupPost } from './popup-post';

export default defineIsland(() => ({}), PopupPost);
