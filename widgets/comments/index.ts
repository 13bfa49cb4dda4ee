import { defineIsland } from '../../runtime/react/define-island';
import { Comments, readCommentsProps } from './comments';

export default defineIsland(readCommentsProps, Comments);
