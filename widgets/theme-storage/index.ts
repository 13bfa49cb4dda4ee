/**
 * View-less island: removes the theme's expired `jnews-` local-storage
 * entries (spec §3: they expire after 12 hours), with the inline
 * `jnews.library`'s own rule, and leaves the library and its fresh entries
 * alone (runtime/theme/theme-storage.ts).
 */
import type { MountIsland } from '../../runtime/loader/manifest';
import { sweepExpiredThemeStorage } from '../../runtime/theme/theme-storage';

const mount: MountIsland = () => {
	sweepExpiredThemeStorage();
};

export default mount;
