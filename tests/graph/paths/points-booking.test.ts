import { describePaths } from '../statechart-paths';

describePaths('points-booking');
