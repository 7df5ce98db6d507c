import { createSchema, createYoga } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { abuseLimits } from './limits.ts';

// A self-referencing schema lets a query nest as deep as it likes, which the real schema
// will once videos, creators and comments point at each other.
const yoga = createYoga({
  schema: createSchema({
    typeDefs: 'type Node { name: String, child: Node } type Query { root: Node }',
    resolvers: { Query: { root: () => ({ name: 'n' }) } },
  }),
  plugins: [abuseLimits()],
  logging: false,
});

async function run(query: string) {
  const response = await yoga.fetch('http://localhost/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return (await response.json()) as { data?: unknown; errors?: { message: string }[] };
}

const nested = (depth: number): string => (depth === 0 ? 'name' : `child { ${nested(depth - 1)} }`);

describe('abuse limits', () => {
  it('allows queries up to depth 8 and refuses deeper ones', async () => {
    expect((await run(`{ root { ${nested(6)} } }`)).errors).toBeUndefined();
    expect((await run(`{ root { ${nested(12)} } }`)).errors?.[0]?.message).toMatch(/depth/i);
  });

  it('refuses more than 15 aliases', async () => {
    const aliases = (n: number) =>
      `{ ${Array.from({ length: n }, (_, i) => `a${i}: root { name }`).join(' ')} }`;
    expect((await run(aliases(10))).errors).toBeUndefined();
    expect((await run(aliases(20))).errors?.[0]?.message).toMatch(/aliases/i);
  });

  it('refuses oversized documents', async () => {
    const huge = `{ root { ${Array.from({ length: 2100 }, () => 'name').join(' ')} } }`;
    expect((await run(huge)).errors?.[0]?.message).toMatch(/token/i);
  });
});
