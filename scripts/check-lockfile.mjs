// Fails when package-lock.json names an optional platform package it holds no entry for: `npm ci`
// refuses such a lockfile on a clean machine (the registry here lacks some platform binaries of
// the newest patch releases; pin an older patch through "overrides" in package.json).
import { readFileSync } from 'node:fs';

const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));
const packages = lock.packages ?? {};
const missing = [];
for (const [location, entry] of Object.entries(packages)) {
  for (const name of Object.keys(entry.optionalDependencies ?? {})) {
    // npm resolves a dependency from the nearest node_modules up the tree.
    let dir = location;
    let found = false;
    while (true) {
      if (packages[`${dir ? `${dir}/` : ''}node_modules/${name}`]) { found = true; break; }
      if (!dir) break;
      const cut = dir.lastIndexOf('/node_modules/');
      dir = cut === -1 ? '' : dir.slice(0, cut);
    }
    if (!found) missing.push(`${name} (wanted by ${location || 'the root'})`);
  }
  if (location && !entry.link && !entry.integrity) missing.push(`${location} has no integrity`);
}
if (missing.length) {
  console.error(`package-lock.json is incomplete; npm ci would fail:\n  ${missing.join('\n  ')}`);
  process.exit(1);
}
console.log(`package-lock.json complete (${Object.keys(packages).length - 1} packages).`);
