import { describePaths } from '../statechart-paths';

describePaths('load');
