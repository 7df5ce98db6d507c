import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, avatarLetter } from './avatar';

describe('avatarLetter', () => {
  it('takes the first letter of the username, upper-cased', () => {
    expect(avatarLetter('ada')).toBe('A');
    expect(avatarLetter('  émile')).toBe('É');
  });

  it('falls back to U without a username', () => {
    expect(avatarLetter(null)).toBe('U');
    expect(avatarLetter(undefined)).toBe('U');
    expect(avatarLetter('   ')).toBe('U');
  });
});

describe('Avatar', () => {
  it('shows the picture when there is one', () => {
    render(<Avatar src="/storage/pic.png" username="ada" />);
    expect(screen.getByRole('img').getAttribute('src')).toBe('/storage/pic.png');
  });

  it('shows the letter when there is no picture or it fails to load', () => {
    const { container, rerender } = render(<Avatar src={null} username="grace" />);
    expect(container.textContent).toBe('G');
    rerender(<Avatar src="/storage/missing.png" username="grace" />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.textContent).toBe('G');
  });
});
