import type { EndpointResponse, getArrangements, getDeposits } from '@coop-portal/api-client';

/** A deposit of an account, as the contract reads it. */
export type Deposit = EndpointResponse<typeof getDeposits>[number];

/** A payment arrangement of an account, as the contract reads it. */
export type Arrangement = EndpointResponse<typeof getArrangements>[number];
