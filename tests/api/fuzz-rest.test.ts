import { describeFuzz } from './fuzz';

// The operations under this shard's paths (tests/api/fuzz.ts).
describeFuzz('rest', 1500);
