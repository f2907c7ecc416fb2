import { describePaths } from '../statechart-paths';

describePaths('booking');
