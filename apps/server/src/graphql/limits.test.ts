import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ABUSE_RULES, PARSE_LIMITS, withoutSuggestions } from './limits.ts';

// A self-referencing schema lets a query nest as deep as it likes, which the real schema
// will once videos, creators and comments point at each other. operations.ts applies the
// same parse limits and rules to every document; api.test.ts checks them on the endpoint.
const schema = buildSchema('type Node { name: String, child: Node } type Query { root: Node }');

function errorsOf(query: string): string[] {
  try {
    const errors = validate(schema, parse(query, PARSE_LIMITS), [...specifiedRules, ...ABUSE_RULES]);
    return errors.map((error) => withoutSuggestions(error).message);
  } catch (error) {
    return [(error as Error).message];
  }
}

const nested = (depth: number): string => (depth === 0 ? 'name' : `child { ${nested(depth - 1)} }`);

describe('abuse limits', () => {
  it('allows queries up to depth 8 and refuses deeper ones', () => {
    expect(errorsOf(`{ root { ${nested(6)} } }`)).toEqual([]);
    expect(errorsOf(`{ root { ${nested(12)} } }`).join()).toMatch(/depth/i);
  });

  it('refuses more than 15 aliases', () => {
    const aliases = (n: number) =>
      `{ ${Array.from({ length: n }, (_, i) => `a${i}: root { name }`).join(' ')} }`;
    expect(errorsOf(aliases(10))).toEqual([]);
    expect(errorsOf(aliases(20)).join()).toMatch(/aliases/i);
  });

  it('refuses oversized documents', () => {
    const huge = `{ root { ${Array.from({ length: 2100 }, () => 'name').join(' ')} } }`;
    expect(errorsOf(huge).join()).toMatch(/token/i);
  });

  it('does not suggest field names', () => {
    const misspelt = errorsOf('{ root { nam } }');
    expect(misspelt).toEqual(['Cannot query field "nam" on type "Node".']);
  });
});
