/**
 * The design-system rule: the UI kit takes every colour and length from tokens.ts (the palettes behind its colour
 * variables are themes.ts), so a site's theme restyles it and spacing stays on the scale. Fails on a colour or px
 * literal in any kit file but those two.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const SRC = join(__dirname, '../../src');
const FOLDERS = ['ui', 'forms', 'overlays'];
/** Where the values live: the tokens, and the themes' palettes. */
const TOKEN_FILES = ['tokens.ts', 'themes.ts'];

const FORBIDDEN: [string, RegExp][] = [
  ['hex colour', /#[0-9a-f]{3,8}\b/i],
  ['rgb() colour', /rgba?\(/i],
  ['hsl() colour', /hsla?\(/i],
  ['named colour', /:\s*['"](?:white|black|red|green|blue|gr[ae]y|silver|yellow|orange|purple|pink|brown)['"]/i],
  ['px literal', /\b\d+px\b/],
];

function kitFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return kitFiles(path);
    return /\.tsx?$/.test(entry.name) && !TOKEN_FILES.includes(entry.name) ? [path] : [];
  });
}

function literalsIn(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) => FORBIDDEN.filter(([, pattern]) => pattern.test(line)).map(([kind]) => `${index + 1}: ${kind}: ${line.trim()}`));
}

describe('no colour or px literal in the UI kit', () => {
  const files = FOLDERS.flatMap((folder) => kitFiles(join(SRC, folder)));

  it('finds the kit files', () => {
    expect(files.map((file) => relative(SRC, file))).toEqual(expect.arrayContaining(['ui/index.ts', 'ui/Button.tsx', 'overlays/index.ts']));
    expect(files.some((file) => TOKEN_FILES.some((name) => file.endsWith(name)))).toBe(false);
  });

  it('catches each kind of literal', () => {
    for (const sample of [
      "color: '#0c831f'",
      'background: rgba(0,0,0,.1)',
      'color: hsl(120 50% 40%)',
      "color: 'white'",
      "padding: '16px'",
      'margin: `0 8px`',
    ]) {
      expect(literalsIn(sample)).toHaveLength(1);
    }
    expect(literalsIn("padding: space[4], color: color.primary, width: `${MODAL_WIDTH_PX}px`, label: 'Remove #1'")).toEqual([]);
  });

  it.each(FOLDERS)('has none under src/%s', (folder) => {
    const found = Object.fromEntries(
      files
        .filter((file) => relative(SRC, file).startsWith(`${folder}/`))
        .map((file) => [relative(SRC, file), literalsIn(readFileSync(file, 'utf8'))] as const)
        .filter(([, lines]) => lines.length > 0),
    );
    expect(found).toEqual({});
  });
});
