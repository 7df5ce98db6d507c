#!/usr/bin/env node
// The `reelboard` command (npx reelboard <command>). Node 24 runs the TypeScript sources
// directly; see src/cli/main.ts.
import '../src/cli/main.ts';
