import { defineIsland } from '../../runtime/react/define-island';
import { ModulePagination } from './module-pagination';
import { readModuleProps } from './read-props';

export default defineIsland(readModuleProps, ModulePagination);
