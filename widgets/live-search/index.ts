import { defineIsland } from '../../runtime/react/define-island';
import { themeOptions } from '../../runtime/theme/endpoint';
import { LiveSearch, readLiveSearchProps } from './live-search';

export default defineIsland((element) => readLiveSearchProps(element, themeOptions()?.liveSearch ?? false), LiveSearch);
