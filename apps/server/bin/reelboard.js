#!/usr/bin/env -S node --max-semi-space-size=2
// The `reelboard` command (npx reelboard <command>). Node 24 runs the TypeScript sources
// directly; see src/cli/main.ts. A small young generation keeps a worker's memory small:
// with V8's default, loading the modules alone grew the heap to 160 MiB (a 365 MiB RSS
// before any job), which V8 then kept; with 2 MiB semi-spaces the idle worker holds 160 MiB.
import '../src/cli/main.ts';
