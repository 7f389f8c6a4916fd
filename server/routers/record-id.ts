import { z } from 'zod';
import { RECORD_ID_PATTERN } from '../../domain/rules/record-id-pattern';

/** An id in a procedure's input (file, job, project, chain): anything else is a 400 `invalid_request` before any query. */
export const recordId = z.string().regex(RECORD_ID_PATTERN);
