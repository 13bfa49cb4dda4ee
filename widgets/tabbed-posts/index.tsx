import { defineIsland } from '../../runtime/react/define-island';
import { TabbedPosts } from './tabbed-posts';

export default defineIsland(() => ({}), TabbedPosts);
