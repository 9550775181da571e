// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isCi, withoutPostgres } from './with-postgres.mjs';

describe('with-postgres when no PostgreSQL can be had', () => {
  it('a CI run fails, so npm test cannot pass without the PostgreSQL step', () => {
    expect(withoutPostgres({ CI: 'true' }).status).toBe(1);
    expect(withoutPostgres({ CI: '1' }).status).toBe(1);
  });

  it('a run outside CI (a laptop without root) says so and goes on', () => {
    expect(withoutPostgres({}).status).toBe(0);
    expect(withoutPostgres({ CI: 'false' }).status).toBe(0);
    expect(withoutPostgres({}).message).toMatch(/PGlite only/);
  });

  it('CI is read as CI services set it: any value but empty, 0 or false', () => {
    expect([isCi({ CI: 'true' }), isCi({ CI: 'yes' }), isCi({ CI: '' }), isCi({ CI: '0' }), isCi({})]).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
