import { defineIsland } from '../../runtime/react/define-island';
import { themeOptions } from '../../runtime/theme/endpoint';
import { LiveSearch, readLiveSearchProps } from './live-search';

// The modal variant has no live results and its own open/close.
export default defineIsland((element) => (element.classList.contains('jeg_search_modal_expand') ? null : readLiveSearchProps(element, themeOptions()?.liveSearch ?? false)), LiveSearch);
