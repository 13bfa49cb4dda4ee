/**
 * View-less island: the admin notice version check (spec §6, contract
 * theme-ui §17). After window load and 2500 ms, and only when the admin flag
 * `jnewsadmin` exists, compares the companion plugins' file versions with
 * 10.0.4 and, when one differs (or none is printed), asks the admin scripts'
 * `jnewsHelper` for its message and notice. It shows nothing of its own.
 */
import type { MountIsland } from '../../runtime/loader/manifest';
import { CHECK_DELAY_MS, needsNotice, showNotice } from './version-check';

const mount: MountIsland = () => {
	let timer: ReturnType<typeof setTimeout> | undefined;
	const check = () => {
		const scope = window as unknown as Record<string, unknown>;
		if (scope.jnewsadmin === undefined || scope.jnewsadmin === null) return;
		if (needsNotice(scope.file_version_checker)) showNotice(scope.jnewsHelper);
	};
	const afterLoad = () => {
		timer = setTimeout(check, CHECK_DELAY_MS);
	};
	if (document.readyState === 'complete') afterLoad();
	else window.addEventListener('load', afterLoad, { once: true });
	return () => {
		window.removeEventListener('load', afterLoad);
		clearTimeout(timer);
	};
};

export default mount;
