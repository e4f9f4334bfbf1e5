import { Type } from '@sinclair/typebox';
import { OneOf, typeScriptOf } from '.';

describe('wire contract helpers', () => {
  it('declares a list of values as a JSON Schema enum', () => {
    expect(OneOf(['km', 'mi'])).toMatchObject({ type: 'string', enum: ['km', 'mi'] });
    expect(OneOf([5, 10])).toMatchObject({ type: 'number', enum: [5, 10] });
  });

  it('prints an object schema as a TypeScript type, optional fields and descriptions included', () => {
    const schema = Type.Object({
      id: Type.Integer(),
      name: Type.String({ description: 'What the visitor sees.' }),
      tags: Type.Array(Type.String()),
      slug: Type.Optional(Type.Union([Type.String(), Type.Null()])),
      counts: Type.Record(Type.String(), Type.Integer()),
      centre: Type.Object({ lat: Type.Number(), lng: Type.Number() }),
      unit: Type.Optional(OneOf(['km', 'mi'])),
      kind: Type.Literal('store'),
      open: Type.Boolean(),
    });
    expect(typeScriptOf(schema)).toBe(`{
  id: number;
  /** What the visitor sees. */
  name: string;
  tags: string[];
  slug?: string | null;
  counts: Record<string, number>;
  centre: {
    lat: number;
    lng: number;
  };
  unit?: 'km' | 'mi';
  kind: 'store';
  open: boolean;
}`);
  });

  it('prints arrays of unions with Array<…>', () => {
    expect(typeScriptOf(Type.Array(Type.Union([Type.String(), Type.Number()])))).toBe(
      'Array<string | number>',
    );
  });
});
