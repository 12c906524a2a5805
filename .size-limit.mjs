/**
 * size-limit's checks (`npm run size`): one per page of scripts/firstLoadBudget.mjs, over the
 * files scripts/firstLoad.mjs recorded and wrote as nginx sends them (already compressed, so
 * counted as they are). FIRST_LOAD_ROOT reads a record kept elsewhere (the budget's test).
 */
import { BUDGETS, RECORD_DIR, readRecord, sizeLimitChecks } from './scripts/firstLoadBudget.mjs';

const root = process.env.FIRST_LOAD_ROOT ?? '.';

export default sizeLimitChecks(readRecord(root), BUDGETS, `${root}/${RECORD_DIR}`);
