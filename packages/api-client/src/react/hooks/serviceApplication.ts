// The hook of the new-service application: its own module, so the home page, which reads the
// account types, does not download the application's contract.
import { submitServiceApplication } from '../../contract/serviceApplication';
import { useEndpointMutation, type WriteOptions } from '../endpointHooks';

/**
 * Writes `submitServiceApplication` (pass the intent's `Idempotency-Key` in `headers`, the same for
 * a retry); a guest reads nothing it changes, so nothing is reloaded.
 */
export const useSubmitServiceApplicationMutation = (
  options?: WriteOptions<typeof submitServiceApplication>,
) => useEndpointMutation(submitServiceApplication, { ...options, invalidates: [] });
