/**
 * What the calculator's component tests share: a room's fieldset, typing over a field, and a
 * figure of the cut plan.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Clears the field and types the text, as a visitor replacing its value. */
export async function typeInto(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.type(input, text);
}

/** Room n's fieldset (its legend is 'Room n'). */
export function room(number: number): HTMLElement {
  return screen.getByRole('group', { name: `Room ${number}` });
}

/** The figure of one line of the plan ('lineal', 'seams', 'waste', 'boxes'…), once it shows. */
export async function planFigure(name: string): Promise<string> {
  const line = await screen.findByText((_, element) => element?.getAttribute('data-plan') === name);
  return line.querySelector('dd')?.textContent ?? '';
}
