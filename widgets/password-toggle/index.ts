import type { MountIsland } from '../../runtime/loader/manifest';
import { defineIsland } from '../../runtime/react/define-island';
import { PasswordToggle, readPasswordLabels } from './password-toggle';
import { needsToggle, wrapPasswordInput } from './password-wrapper';

const mountToggle = defineIsland(readPasswordLabels, PasswordToggle);

const mount: MountIsland = (input, context) => {
	if (!needsToggle(input)) return;
	wrapPasswordInput(input);
	return mountToggle(input, context);
};

export default mount;
