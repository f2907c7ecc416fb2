import { describePaths } from '../statechart-paths';

describePaths('verification-code');
