import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors';
import { createQueryClient, shouldRetryRead } from './queryClient';

const http = (status: number) => new ApiError('x', { kind: 'http', status, endpoint: 'GET /x' });

describe('retries: reads retry at most twice, only on network errors, 5xx and 429', () => {
  it.each([
    [0, new ApiError('x', { kind: 'network', endpoint: 'GET /x' }), true],
    [1, new ApiError('x', { kind: 'timeout', endpoint: 'GET /x' }), true],
    [0, http(500), true],
    [0, http(503), true],
    [0, http(429), true],
    [2, http(503), false],
    [0, http(400), false],
    [0, http(401), false],
    [0, http(404), false],
    [0, new ApiError('x', { kind: 'invalid-response', endpoint: 'GET /x' }), false],
    [0, new Error('a bug'), false],
  ])('after %i failures, %o → %s', (count, error, expected) => {
    expect(shouldRetryRead(count, error)).toBe(expected);
  });

  it('writes never retry', () => {
    expect(createQueryClient().getDefaultOptions().mutations?.retry).toBe(false);
  });
});
