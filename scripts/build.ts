// A build that leaves the stamp `npm start` checks (scripts/test-e2e.sh, with KERMO_TEST_HOOKS=1).
import { build } from './build-if-needed';

// Arguments given to `npm run build -- …` go on to Next (`--profile`, `--debug`).
build(process.argv.slice(2));
