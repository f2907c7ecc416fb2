import { describePaths } from '../statechart-paths';

describePaths('date-change');
