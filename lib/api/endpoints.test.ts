import { describe, expect, it } from 'vitest';
import { allContracts } from './all-contracts';
import { endpoints } from './endpoints';

describe('endpoints', () => {
  it.each(Object.entries(endpoints))('%s is the method and path of a contract in the OpenAPI list', (_name, endpoint) => {
    const contract = allContracts.find((candidate) => candidate.path === endpoint.path);
    expect(contract, endpoint.path).toBeDefined();
    expect(contract!.method).toBe(endpoint.method);
  });
});
