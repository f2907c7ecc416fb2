import { describePaths } from '../statechart-paths';

describePaths('check-in');
