import { describePaths } from '../statechart-paths';

describePaths('lounge-order');
