import { defineIsland } from '../../runtime/react/define-island';
import { readSideFeedProps, SideFeed } from './side-feed';

export default defineIsland(readSideFeedProps, SideFeed);
