// `npm install` / `npm ci`: caches resvg's linux-arm64 binary (the Lambdas' CPU), which npm itself skips
// on another CPU, so that `cdk deploy`, the tests and the benchmarks find it without the network. Never
// fails the install: offline, or without dev dependencies, the deploy fetches it when it needs it.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
let tsxCli;
try {
  tsxCli = createRequire(join(root, 'package.json')).resolve('tsx/cli');
} catch {
  process.exit(0);
}
const result = spawnSync(process.execPath, [tsxCli, join(root, 'scripts', 'build', 'story-makers-assets.ts'), '--prefetch', 'arm64'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'pipe'],
  encoding: 'utf8',
});
if (result.status !== 0) {
  console.warn('postinstall: resvg for linux-arm64 was not cached (offline?); `cdk deploy` will fetch it.');
}
