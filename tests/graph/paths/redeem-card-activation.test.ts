import { describePaths } from '../statechart-paths';

describePaths('redeem-card-activation');
