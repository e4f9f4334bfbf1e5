/**
 * The consumer types of the calculator's state and cut plan, printed by the TypeScript compiler
 * from their one declaration in shared/src/calculator/ (with its field comments), as
 * contract-types.ts prints the wire contracts, so a renamed or added field reaches host pages'
 * types without a second copy in the calculator's meta. A type a field refers to is printed by
 * its consumer name (CONSUMER_NAMES) or else inline, from its declaration; one that can be neither
 * (a generic other than Record, a class) fails the build rather than reaching a host page.
 * Build-time only.
 */
import { join } from 'node:path';
import ts from 'typescript';

const calculatorDir = join(__dirname, '..', '..', 'shared', 'src', 'calculator');

/** Each consumer interface: its name (the shared interface's, with Gh), its doc and its file. */
export const SOURCE_TYPES: ReadonlyArray<readonly [name: string, doc: string, file: string]> = [
  ['GhCalculatorRow', 'One room of the calculator.', 'calculator.ts'],
  ['GhFlooringTotals', 'The totals of one flooring type.', 'calculator.ts'],
  ['GhCalculatorState', 'The rooms and every total.', 'calculator.ts'],
  ['GhCutPiece', 'One piece cut for a room; lengths in metres.', 'cut-plan.ts'],
  ['GhRoomCutPlan', 'How one room is cut; lengths in metres.', 'cut-plan.ts'],
  ['GhCutPlan', 'How the carpet rooms are cut from the roll; lengths in metres.', 'cut-plan.ts'],
];

/** The shared types host pages know by a name of their own (GhFlooringType: calculator/meta.ts). */
const CONSUMER_NAMES: Record<string, string> = {
  FlooringType: 'GhFlooringType',
  ...Object.fromEntries(SOURCE_TYPES.map(([name]) => [name.slice('Gh'.length), name])),
};

let printed: string | undefined;

export function renderSourceTypes(): string {
  printed ??= printSourceTypes();
  return printed;
}

function printSourceTypes(): string {
  const files = [...new Set(SOURCE_TYPES.map(([, , file]) => join(calculatorDir, file)))];
  const program = ts.createProgram(files, { noEmit: true, types: [] });
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

  return SOURCE_TYPES.map(([name, doc, file]) => {
    const source = program.getSourceFile(join(calculatorDir, file));
    const declaration = source?.statements.find(
      (statement): statement is ts.InterfaceDeclaration =>
        ts.isInterfaceDeclaration(statement) && statement.name.text === name.slice('Gh'.length),
    );
    if (!source || !declaration || declaration.heritageClauses) {
      throw new Error(`${name}: no interface ${name.slice('Gh'.length)} in ${file}`);
    }
    const fields = declaration.members.flatMap((field) => [
      ...docComments(source, field).map((comment) => `  ${comment}`),
      `  ${member(field)};`,
    ]);
    return [`/** ${doc} */`, `export interface ${name} {`, ...fields, '}'].join('\n');
  }).join('\n');
}

/** The doc comments before a field, as written. */
function docComments(source: ts.SourceFile, field: ts.Node): string[] {
  return (ts.getLeadingCommentRanges(source.text, field.getFullStart()) ?? [])
    .map((range) => source.text.slice(range.pos, range.end))
    .filter((comment) => comment.startsWith('/**'));
}
