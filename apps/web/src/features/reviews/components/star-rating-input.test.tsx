import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { StarRatingInput } from './star-rating-input';

function Harness({ initial = 0 }: { initial?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <StarRatingInput value={value} onChange={setValue} />
      <output>{`chosen ${value}`}</output>
    </>
  );
}

describe('StarRatingInput', () => {
  it('is a labelled group of five radio buttons, none chosen at first', () => {
    render(<Harness />);
    const group = screen.getByRole('group', { name: 'Your rating' });
    const radios = screen.getAllByRole('radio');
    expect(group).toContainElement(radios[0]!);
    expect(radios).toHaveLength(5);
    for (const [index, name] of ['1 star', '2 stars', '3 stars', '4 stars', '5 stars'].entries()) {
      expect(screen.getByRole('radio', { name })).toBe(radios[index]);
    }
    expect(radios.every((r) => !(r as HTMLInputElement).checked)).toBe(true);
  });

  it('is chosen by click and moved with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('radio', { name: '3 stars' }));
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
    expect(screen.getByText('chosen 3')).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '4 stars' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByText('chosen 2')).toBeInTheDocument();
  });

  it('reaches the group with Tab', async () => {
    const user = userEvent.setup();
    render(<Harness initial={5} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: '5 stars' })).toHaveFocus();
  });
});
