import { describePaths } from '../statechart-paths';

describePaths('session');
