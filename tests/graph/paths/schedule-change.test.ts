import { describePaths } from '../statechart-paths';

describePaths('schedule-change');
