import { describePaths } from '../statechart-paths';

describePaths('travel-pass');
