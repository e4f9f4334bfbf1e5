/**
 * The framework typings the package ships (dist/types/, generated from custom-elements.json):
 * one JSX app as a React 19 and as a Preact app, a Vue and a Svelte usage file
 * (widgets/test/typings/) compile against them with no error, and every misuse they mark with
 * @ts-expect-error is one.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import { renderPackageFiles } from './package-files';

const widgetsDir = join(__dirname, '..');
const nodeModules = join(widgetsDir, '..', 'node_modules');
const react19 = join(nodeModules, '@types', 'react-19');

let folder: string;

beforeAll(() => {
  // The package's dist/ as the build writes it (the typings part), with the usage files beside;
  // in the workspace (widgets/.cache/, ignored by git), so that react, preact and vue resolve.
  mkdirSync(join(widgetsDir, '.cache'), { recursive: true });
  folder = mkdtempSync(join(widgetsDir, '.cache', 'typings-'));
  for (const [path, text] of Object.entries(renderPackageFiles())) {
    mkdirSync(dirname(join(folder, path)), { recursive: true });
    writeFileSync(join(folder, path), text);
  }
  for (const file of ['jsx-app.tsx', 'react.tsx', 'preact.tsx', 'vue.ts', 'svelte.ts']) {
    copyFileSync(join(widgetsDir, 'test', 'typings', file), join(folder, file));
  }
});

afterAll(() => rmSync(folder, { recursive: true, force: true }));

const baseOptions: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  strict: true,
  noEmit: true,
  // Only what each file imports: no @types package joins in by itself (the workspace has React 18's).
  types: [],
  typeRoots: [],
};

/** Declarations outside the test's folder (lib.dom, react, vue), parsed once for every program. */
const parsed = new Map<string, ts.SourceFile | undefined>();

function cachingHost(options: ts.CompilerOptions): ts.CompilerHost {
  const host = ts.createCompilerHost(options);
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, ...rest) => {
    if (fileName.startsWith(folder)) return read(fileName, languageVersion, ...rest);
    if (!parsed.has(fileName)) parsed.set(fileName, read(fileName, languageVersion, ...rest));
    return parsed.get(fileName);
  };
  return host;
}

/** The diagnostics of compiling one usage file, as `file(line): message` lines. */
function compile(file: string, extra: ts.CompilerOptions): string[] {
  const options = { ...baseOptions, ...extra };
  const program = ts.createProgram([join(folder, file)], options, cachingHost(options));
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    if (!diagnostic.file || diagnostic.start === undefined) return message;
    const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    return `${diagnostic.file.fileName.replace(folder, '')}(${line + 1}): ${message}`;
  });
}

describe('the generated framework typings', () => {
  it('type a React 19 app: attributes, event handlers with their detail, the element API by ref', () => {
    const diagnostics = compile('react.tsx', {
      jsx: ts.JsxEmit.ReactJSX,
      // React 19's types, installed beside the workspace's React 18 ones under an alias.
      paths: {
        react: [join(react19, 'index.d.ts')],
        'react/jsx-runtime': [join(react19, 'jsx-runtime.d.ts')],
      },
    });
    expect(diagnostics).toEqual([]);
  });

  it('type a Preact app', () => {
    const diagnostics = compile('preact.tsx', {
      jsx: ts.JsxEmit.ReactJSX,
      jsxImportSource: 'preact',
      // The app's hooks from `react`, as a Preact app aliases it to preact/compat.
      paths: { react: [join(nodeModules, 'preact', 'compat', 'src', 'index.d.ts')] },
    });
    expect(diagnostics).toEqual([]);
  });

  it('type Vue’s GlobalComponents: props, attributes and event handlers', () => {
    expect(compile('vue.ts', {})).toEqual([]);
  });

  it('type Svelte’s svelteHTML elements', () => {
    expect(compile('svelte.ts', {})).toEqual([]);
  });

  it('fail a usage file that misuses an element (the check is real)', () => {
    writeFileSync(
      join(folder, 'misuse.tsx'),
      'import type {} from \'./types/preact\';\nexport const calculator = <gh-calculator flooring="lino" />;\n',
    );
    const diagnostics = compile('misuse.tsx', {
      jsx: ts.JsxEmit.ReactJSX,
      jsxImportSource: 'preact',
    });
    expect(diagnostics).toEqual([expect.stringMatching(/^\/misuse\.tsx\(2\): .*'"lino"'/s)]);
  });
});
