import { measureFirstSync } from './sync.ts';
await measureFirstSync(Number(process.env.N ?? 10000), false, Number(process.env.RUNS ?? 3));
process.exit(0);
