/**
 * The consumer types of event details that are no wire contract (the calculator's state and cut
 * plan, the samples', search's and visualiser's events), printed by the TypeScript compiler from
 * their one declaration in shared/src or the widget (with its comments), as contract-types.ts
 * prints the wire contracts, so a renamed or added field reaches host pages' types without a
 * second copy in a widget's meta. A type a field refers to is printed by its consumer name
 * (CONSUMER_NAMES) or else inline, from its declaration; one that can be neither (a generic other
 * than Record, a class) fails the build rather than reaching a host page. Build-time only.
 */
import { join } from 'node:path';
import ts from 'typescript';
import { CONTRACT_TYPES } from './contract-types';

const repoDir = join(__dirname, '..', '..');

/** The files declaring consumer types, and the interfaces and aliases printed from each (Gh…). */
export const SOURCE_TYPES: Readonly<Record<string, readonly string[]>> = {
  'shared/src/calculator/constants.ts': ['FlooringType'],
  'shared/src/calculator/calculator.ts': ['CalculatorRow', 'FlooringTotals', 'CalculatorState'],
  'shared/src/calculator/cut-plan.ts': ['CutPiece', 'RoomCutPlan', 'CutPlan'],
  'widgets/src/calculator/Calculator.tsx': ['CalculatorChange'],
  'widgets/src/samples/Samples.tsx': ['SamplesChange', 'SamplesOrder'],
  'widgets/src/search/Search.tsx': ['SearchSelection', 'SearchSubmit'],
  'widgets/src/visualiser/Visualiser.tsx': ['VisualiserScene', 'VisualiserView'],
};

/** The types host pages know by a name of their own: Gh and the name, here or in the contracts. */
const CONSUMER_NAMES: Record<string, string> = Object.fromEntries([
  ...CONTRACT_TYPES.map(([consumerName]) => [consumerName.replace(/^Gh/, ''), consumerName]),
  ...Object.values(SOURCE_TYPES).flatMap((names) => names.map((name) => [name, `Gh${name}`])),
]);

let printed: string | undefined;

export function renderSourceTypes(): string {
  printed ??= printSourceTypes();
  return printed;
}

function printSourceTypes(): string {
  const files = Object.keys(SOURCE_TYPES).map((file) => join(repoDir, file));
  // The widgets' compiler options (JSX, resolving @gh/shared to its source).
  const { options } = ts.parseJsonConfigFileContent(
    ts.readConfigFile(join(repoDir, 'widgets', 'tsconfig.json'), ts.sys.readFile).config,
    ts.sys,
    join(repoDir, 'widgets'),
  );
  const program = ts.createProgram(files, { ...options, noEmit: true, types: [] });
  const checker = program.getTypeChecker();

  const declarationOf = (name: ts.EntityName): ts.Declaration | undefined => {
    const symbol = checker.getSymbolAtLocation(name);
    const target =
      symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    return target?.declarations?.[0];
  };

  const member = (node: ts.TypeElement): string => {
    if (!ts.isPropertySignature(node) || !node.type)
      throw new Error(`not a field: ${node.getText()}`);
    return `${node.name.getText()}${node.questionToken ? '?' : ''}: ${printType(node.type)}`;
  };

  const printReference = (node: ts.TypeReferenceNode): string => {
    const name = node.typeName.getText();
    const consumerName = CONSUMER_NAMES[name];
    if (consumerName) return consumerName;
    if (name === 'Record' && node.typeArguments) {
      return `Record<${node.typeArguments.map(printType).join(', ')}>`;
    }
    const declaration = declarationOf(node.typeName);
    if (declaration && ts.isTypeAliasDeclaration(declaration) && !declaration.typeParameters) {
      return printType(declaration.type);
    }
    if (declaration && ts.isInterfaceDeclaration(declaration) && !declaration.typeParameters) {
      return `{ ${declaration.members.map(member).join('; ')} }`;
    }
    throw new Error(`${name}: no consumer type for it (widgets/tools/source-types.ts)`);
  };

  /** The type's own text, with each type it refers to printed in its place. */
  function printType(node: ts.TypeNode): string {
    if (ts.isTypeReferenceNode(node)) return printReference(node);
    const text = node.getSourceFile().text;
    let out = '';
    let at = node.getStart();
    const visit = (child: ts.Node): void => {
      if (ts.isTypeReferenceNode(child)) {
        out += text.slice(at, child.getStart()) + printReference(child);
        at = child.getEnd();
      } else {
        ts.forEachChild(child, visit);
      }
    };
    ts.forEachChild(node, visit);
    return out + text.slice(at, node.getEnd());
  }

  return Object.entries(SOURCE_TYPES)
    .flatMap(([file, names]) => {
      const source = program.getSourceFile(join(repoDir, file));
      if (!source) throw new Error(`${file}: not found`);
      return names.map((name) => printDeclaration(source, name));
    })
    .join('\n');

  function printDeclaration(source: ts.SourceFile, name: string): string {
    const declaration = source.statements.find(
      (statement): statement is ts.InterfaceDeclaration | ts.TypeAliasDeclaration =>
        (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) &&
        statement.name.text === name,
    );
    if (!declaration || declaration.typeParameters) {
      throw new Error(`${name}: no interface or type of its own in ${source.fileName}`);
    }
    const docs = docComments(source, declaration);
    if (ts.isTypeAliasDeclaration(declaration)) {
      return [...docs, `export type Gh${name} = ${printAlias(declaration)};`].join('\n');
    }
    const fields = declaration.members.flatMap((field) => [
      ...docComments(source, field).map((comment) => `  ${comment}`),
      `  ${member(field)};`,
    ]);
    const heritage = (declaration.heritageClauses ?? []).flatMap((clause) => clause.types);
    // A base is printed by its consumer name alone, so one with type arguments fails the build.
    const bases = heritage.map((base) => {
      const consumerName = base.typeArguments
        ? undefined
        : CONSUMER_NAMES[base.expression.getText()];
      if (!consumerName) throw new Error(`${name}: extends ${base.getText()}, no consumer type`);
      return consumerName;
    });
    const extended = bases.length > 0 ? ` extends ${bases.join(', ')}` : '';
    return [...docs, `export interface Gh${name}${extended} {`, ...fields, '}'].join('\n');
  }

  /**
   * An alias as written, or, where it is computed from a value (`(typeof FLOORING_TYPES)[number]`),
   * the union of literals the compiler resolves it to.
   */
  function printAlias(declaration: ts.TypeAliasDeclaration): string {
    let fromValue = false;
    const visit = (node: ts.Node): void => {
      if (ts.isTypeQueryNode(node)) fromValue = true;
      else ts.forEachChild(node, visit);
    };
    visit(declaration.type);
    if (!fromValue) return printType(declaration.type);
    const type = checker.getTypeAtLocation(declaration.name);
    const literals = type.isUnion() ? type.types : [type];
    if (!literals.every((literal) => literal.isLiteral())) {
      throw new Error(`${declaration.name.text}: computed from a value, and not to literals`);
    }
    return literals
      .map(({ value }) => (typeof value === 'string' ? `'${value}'` : String(value)))
      .join(' | ');
  }
}

/** The doc comments before a declaration or a field, as written. */
function docComments(source: ts.SourceFile, node: ts.Node): string[] {
  return (ts.getLeadingCommentRanges(source.text, node.getFullStart()) ?? [])
    .map((range) => source.text.slice(range.pos, range.end))
    .filter((comment) => comment.startsWith('/**'));
}
