import { describePaths } from '../statechart-paths';

describePaths('settings');
