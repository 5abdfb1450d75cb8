// Every message catalog has its Spanish half, and the Spanish chunk lists it. Each English catalog is
// declared with defineMessages('<area>', ...) in src/components/**/<name>.ts; its Spanish catalog is the file
// beside it, <name>.es.ts, typed by the English one (so a missing or extra key fails the type check), and
// src/components/i18n/spanish.ts must list the area. Run by `npm test`; exits 1 with the list of what is missing.
import fs from 'node:fs';
import path from 'node:path';

const root = 'src/components';
const spanishIndex = fs.readFileSync(path.join(root, 'i18n/spanish.ts'), 'utf8');
const files = fs.readdirSync(root, { recursive: true }).map(String).filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.es.ts'));
const problems = [];
const areas = new Map();

for (const file of files) {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  for (const match of text.matchAll(/defineMessages\(\s*'([^']+)'/g)) {
    const area = match[1];
    if (file === path.join('i18n', 'messages.ts')) continue;
    if (areas.has(area)) problems.push(`area '${area}' is declared twice: ${areas.get(area)} and ${file}`);
    areas.set(area, file);
    const spanishFile = path.join(root, file.replace(/\.tsx?$/, '.es.ts'));
    if (!fs.existsSync(spanishFile)) problems.push(`${file}: no Spanish catalog beside it (${spanishFile})`);
    if (!new RegExp(`^\\s*${area}: \\w+,$`, 'm').test(spanishIndex)) problems.push(`${file}: area '${area}' is not listed in src/components/i18n/spanish.ts`);
  }
}

if (problems.length > 0) {
  console.error(`Message catalogs incomplete:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`${areas.size} message catalogs, each with its Spanish half`);
